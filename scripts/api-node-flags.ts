/**
 * V8 flags of the API process, shared by `npm start` and the benchmarks that measure the API in-process,
 * so the figures are of the process as it runs.
 *
 * --max-semi-space-size=32 (MB; V8's default is 16): a search or list request leaves 0.2-0.5 MB of short-
 * lived garbage, and with the default nursery enough of it was still alive at each scavenge to be promoted
 * that the old generation filled every ~100 searches. Each of those mark-compacts paused the thread 3-9 ms,
 * which is what the slowest searches were made of. With the larger nursery it dies young: in the search
 * bench's cold loop, mark-compacts fell from 43 to 23 and p99 from 6.1-7.3 ms to 3.3-5.1 ms.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];

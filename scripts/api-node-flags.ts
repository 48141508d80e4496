/**
 * V8 flags of the API process, shared by `npm start` and the benchmarks that measure the API in-process,
 * so the figures are of the process as it runs.
 *
 * --max-semi-space-size=32 (MB; V8's default is 16): a search or list request leaves 0.2-0.5 MB of short-
 * lived garbage, and what is still alive at a scavenge is promoted until the old generation fills and a
 * mark-compact pauses the thread for 3-9 ms, which is what the slowest searches were made of. A larger
 * nursery lets more of it die young. Measured over the search bench's 1,800 cold searches: 17 mark-compacts
 * with the default, 14 with this flag; on earlier code, where searches allocated more, one pair of runs
 * gave cold p99s of 5.6-7.3 ms without it and 3.3-5.1 ms with it (this machine's run-to-run noise is
 * of a similar size).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];

/**
 * V8 flags of the API process, shared by `npm start` and the benchmarks that measure the API in-process,
 * so the figures are of the process as it runs. The process holds a small, long-lived heap (about 20 MB;
 * the search engine's columns and units are typed arrays outside it) and makes short-lived garbage per
 * request; the flags keep V8 from pausing it for full collections it does not need.
 *
 * --max-semi-space-size=32 (MB; V8's default is 16): a search or list request leaves 0.2-0.5 MB of short-
 *   lived garbage; a larger nursery lets more of it die young instead of being promoted. Over the search
 *   bench's 1,800 cold searches: 17 mark-compacts with the default, 14 with this flag.
 * --min-semi-space-size=32: V8 starts the nursery small and grows it only under allocation pressure, and
 *   on SQLite it stayed near 4 MB: a scavenge every ~27 new 8-character searches (29 per 600), so the slowest
 *   1 % of them all waited on one. Fixed at 32 MB: 4 per 600 (all 1,800 cold searches: 56 -> 11 scavenges),
 *   and that set's cold p99 in the search bench went from 3.5-5.9 ms (4 runs) to 1.7-2.1 ms (2 runs). It
 *   costs about 100 MB of resident memory (465 -> 561-573 MB with the big corpus on SQLite).
 * --no-memory-reducer: V8's memory reducer takes a process waiting on the database (a low allocation
 *   rate) for an idle one and runs mark-compacts to shrink its heap, each a 3-8 ms pause. Over 1,080 cold
 *   searches on PostgreSQL: 17-18 mark-compacts (64-82 ms of pauses) with it, 1 without; cold p99 7.9 ms
 *   against 5.5 ms. On SQLite: 6-7 against 1-2.
 * --initial-old-space-size=128 (MB): the first full collection waits until the old generation reaches
 *   this, instead of V8's limit for a small heap (about 31 MB here, reached every few hundred searches).
 *   Over 1,080 cold searches on SQLite: no mark-compact, against 1-2 without it. It costs up to 128 MB of
 *   uncollected heap.
 */
export const API_NODE_FLAGS = ['--min-semi-space-size=32', '--max-semi-space-size=32', '--no-memory-reducer', '--initial-old-space-size=128'];

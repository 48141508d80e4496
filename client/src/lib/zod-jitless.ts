/**
 * zod compiles object schemas with `new Function` unless told not to. The portal's Content-Security-Policy forbids
 * eval (scripts/edge.ts), so zod's first parse on a page logged a CSP violation (Lighthouse best practices 96).
 * zod reads this global when it loads (zod/v4/core/core.js `__zod_globalConfig`), so it is set here, the entry's
 * first import, before any chunk that imports zod is fetched; parsing then runs without the compiled fast path.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };

import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { DEFAULT_SEED, DEFAULT_SIZES, type SeedSizes } from './context.ts';
import { chinaToday } from '@aikc/shared/china-date';
import { runSeed } from './run-seed.ts';

/** No demo rows: the labels and agencies every document needs, and nothing generated (SEED_DEMO=false). */
const NO_DEMO: SeedSizes = { policies: 0, interpretations: 0, news: 0, projects: 0, companies: 0 };

/**
 * Seeds the default corpus when the policies table is empty (the first `npm start` on a fresh database);
 * does nothing otherwise. With `demo: false` (SEED_DEMO=false) it writes the labels and agencies only, once.
 * Returns whether it seeded.
 */
export async function ensureSeeded(
  handle: Db,
  logger: Logger,
  opts: { today?: string; sizes?: SeedSizes; demo?: boolean } = {},
): Promise<boolean> {
  const demo = opts.demo ?? true;
  const row = await handle.db
    .selectFrom(demo ? 'policies' : 'labels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  const today = opts.today ?? chinaToday();
  const sizes = demo ? (opts.sizes ?? DEFAULT_SIZES) : NO_DEMO;
  logger.info(
    { sizes, today },
    demo
      ? 'empty database: seeding the default corpus'
      : 'empty database: seeding labels and agencies (SEED_DEMO=false)',
  );
  const started = performance.now();
  // Labels or companies without policies are a half-finished earlier seed: replace them.
  const stats = await runSeed(handle, { seed: DEFAULT_SEED, today, sizes, reset: true, progress: null });
  logger.info({ ms: Math.round(performance.now() - started), tables: stats }, 'seeded');
  return true;
}

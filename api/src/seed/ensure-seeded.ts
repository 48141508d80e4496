import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { DEFAULT_SEED, DEFAULT_SIZES, type SeedSizes } from './context.ts';
import { chinaToday } from '@aikc/shared/china-date';
import { runSeed } from './run-seed.ts';

/**
 * Seeds the default corpus when the policies table is empty (the first `npm start` on a fresh database);
 * does nothing otherwise. Returns whether it seeded.
 */
export async function ensureSeeded(
  handle: Db,
  logger: Logger,
  opts: { today?: string; sizes?: SeedSizes } = {},
): Promise<boolean> {
  const row = await handle.db
    .selectFrom('policies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  const today = opts.today ?? chinaToday();
  const sizes = opts.sizes ?? DEFAULT_SIZES;
  logger.info({ sizes, today }, 'empty database: seeding the default corpus');
  const started = performance.now();
  // Labels or companies without policies are a half-finished earlier seed: replace them.
  const stats = await runSeed(handle, { seed: DEFAULT_SEED, today, sizes, reset: true, progress: null });
  logger.info({ ms: Math.round(performance.now() - started), tables: stats }, 'seeded');
  return true;
}

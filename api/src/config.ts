import { z } from 'zod';

/**
 * The API's configuration, parsed once at start-up. A bad value stops the process with a message naming
 * the variable (see `loadConfig`).
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  /** PostgreSQL URL; when unset the embedded SQLite file under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** SQLite file name inside DATA_DIR. */
  SQLITE_FILE: z.string().default('aikc.sqlite'),
  HOTLINE: z.string().regex(/^[\d-]{5,20}$/, 'HOTLINE must be a phone number such as 400-800-1234').default('400-860-2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For from this many proxies (the edge in front of us counts as one). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(1),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

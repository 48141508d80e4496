import { z } from 'zod';
import { ANON_SOCKETS_PER_IP } from '@aikc/shared/constants';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The gateway's configuration, parsed once at start-up. A bad value stops the process with a message naming
 * the variable (see `loadConfig`). README.md has the table of every variable.
 */
const ConfigSchema = z.object({
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(8082),
  /** Base URL of the API the gateway polls (the ONE variable naming the upstream). */
  UPSTREAM_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'UPSTREAM_URL must be an http(s) URL')
    .default('http://127.0.0.1:8081'),
  /** Per-request timeout of an upstream call. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** When set, rooms are shared between gateway instances through @socket.io/redis-adapter. */
  REDIS_URL: z
    .string()
    .url()
    .refine((u) => /^rediss?:\/\//.test(u), 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /**
   * The change feed's poll interval: one call per interval for every user of this gateway (plus one batched
   * counts call when something changed); 400 ms keeps a change visible within 1 s.
   */
  BADGE_POLL_MS: z.coerce.number().int().min(20).max(600_000).default(400),
  /** The service token of the API's internal feed calls (the API's GATEWAY_TOKEN); badges need it. */
  GATEWAY_TOKEN: z.string().min(24, 'GATEWAY_TOKEN must have at least 24 characters').optional(),
  /** How often the tokens of connected sockets are checked (batched) so a logged-out tab is told at once. */
  TOKEN_CHECK_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** Big-screen poll interval per watched topic (one poller per cluster with Redis). */
  SCREEN_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Lifetime of a screen topic's poll lease in Redis; the holder renews it every third of it. */
  SCREEN_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(15_000),
  /** Sockets without a login one client address may hold here (the edge's X-Forwarded-For). */
  ANON_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(ANON_SOCKETS_PER_IP),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /**
   * Comma-separated browser origins allowed to open a socket cross-origin. Unset: same-origin only, which is
   * the case behind the one-URL edge (port 8080) and the Vite dev proxy.
   */
  CORS_ORIGIN: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : undefined,
    ),
});

export type GatewayConfig = z.infer<typeof ConfigSchema>;

/** Parses `env` (empty strings count as unset); throws an Error listing each bad variable by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

import { pino, type Logger } from 'pino';

/**
 * Fields that can hold a token anywhere in a log object. The gateway never logs tokens on purpose; this list
 * is the safety net for an `err` or `handshake` object logged whole.
 */
export const REDACT_PATHS = [
  'token',
  '*.token',
  'auth',
  '*.auth',
  'authorization',
  '*.authorization',
  '*.headers.authorization',
  '*.headers.cookie',
];

/** The gateway's one logger (structured JSON on stdout). */
export function createLogger(level: string, name = 'realtime-gateway'): Logger {
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}

export type { Logger };

import { pino, type Logger } from 'pino';

/**
 * The API's one logger. Secrets never reach a log line: the redact list covers every field that can hold a
 * token, a password or a code, wherever it appears.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.password2',
  '*.mobile_code',
  '*.token',
  '*.captchaVerification',
  '*.secretKey',
  'password',
  'password2',
  'mobile_code',
  'token',
];

export function createLogger(level: string, name = 'api'): Logger {
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}

export type { Logger };

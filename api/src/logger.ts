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

/**
 * Lines go to stdout through an asynchronous buffered destination: a synchronous write per access-log line
 * blocked the event loop on every request. pino flushes the buffer on exit. `dest` is a file descriptor or a
 * path (the bench logs to /dev/null so access logging is paid for as in production).
 */
export function createLogger(level: string, name = 'api', dest: number | string = 1): Logger {
  return pino(
    { name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    pino.destination({ dest, sync: false }),
  );
}

export type { Logger };

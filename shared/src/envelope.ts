import { z } from 'zod';
import { DEFAULT_MESSAGES, ResultCode } from './result-codes.ts';

/** The response shape of every API call (spec section 7): `code` 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = DEFAULT_MESSAGES[ResultCode.OK] ?? 'success'): Envelope<T> {
  return { code: ResultCode.OK, msg, data };
}

export function fail(code: number, msg?: string): Envelope<null> {
  return { code, msg: msg ?? DEFAULT_MESSAGES[code] ?? '请求失败', data: null };
}

/** Zod schema for an envelope whose `data` follows `data` (used where one side reads another's responses). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export function isOk<T>(e: Envelope<T>): boolean {
  return e.code === ResultCode.OK;
}

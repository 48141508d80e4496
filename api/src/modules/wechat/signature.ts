import crypto from 'node:crypto';

/** WeChat's server signature: sha1 of token, timestamp and nonce sorted and joined. */
export function wechatSignature(token: string, timestamp: string, nonce: string): string {
  return crypto.createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

/** Constant-time check of a pushed request's query; also refuses timestamps more than 5 minutes off (replays). */
export function verifyWechatSignature(
  token: string,
  q: { signature?: unknown; timestamp?: unknown; nonce?: unknown },
  nowMs: number,
): boolean {
  const { signature, timestamp, nonce } = q;
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || typeof nonce !== 'string') return false;
  if (!/^[0-9a-f]{40}$/.test(signature) || !/^\d{1,12}$/.test(timestamp) || nonce.length > 64) return false;
  if (Math.abs(nowMs - Number(timestamp) * 1000) > 300_000) return false;
  const expected = Buffer.from(wechatSignature(token, timestamp, nonce), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

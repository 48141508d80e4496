import crypto from 'node:crypto';
import {
  CAPTCHA_BG,
  CAPTCHA_BLOCK_WIDTH,
  CAPTCHA_TOKEN_TTL_SECONDS,
  CAPTCHA_VERIFICATION_TTL_SECONDS,
  CaptchaRepCode,
  type CaptchaCheckResult,
  type CaptchaGetResult,
} from '@aikc/shared/schemas/captcha';
import type { EphemeralStore } from '../../lib/ephemeral-store.ts';
import { ajAesDecrypt, ajAesEncrypt, newCaptchaToken, newSecretKey } from './aes.ts';
import { drawPuzzle } from './image.ts';

/** AJ's fixed y: the block is full height, so the height difference is 0 and y is always 5. */
export const CAPTCHA_Y = 5;
/** AJ's `slipOffset`. */
export const CAPTCHA_TOLERANCE = 5;
const X_MIN = 100;

/** The same key names AJ uses in its cache. */
const runningKey = (token: string) => `RUNNING:CAPTCHA:${token}`;
const secondKey = (verification: string) => `RUNNING:CAPTCHA:second-${verification}`;

interface Challenge {
  secretKey: string;
  x: number;
  y: number;
}

/** A new blockPuzzle challenge; its answer stays on the server for 120 s and is never sent. */
export async function createChallenge(store: EphemeralStore): Promise<CaptchaGetResult> {
  // AJ: rand(310 - 47 - 100) + 100, i.e. x in [100, 262].
  const x = X_MIN + crypto.randomInt(CAPTCHA_BG.width - CAPTCHA_BLOCK_WIDTH - X_MIN);
  const token = newCaptchaToken();
  const secretKey = newSecretKey();
  const images = await drawPuzzle(x);
  const state: Challenge = { secretKey, x, y: CAPTCHA_Y };
  await store.set(runningKey(token), JSON.stringify(state), CAPTCHA_TOKEN_TTL_SECONDS * 1000);
  return {
    repCode: CaptchaRepCode.success,
    repMsg: '成功',
    captchaType: 'blockPuzzle',
    originalImageBase64: images.original.toString('base64'),
    jigsawImageBase64: images.jigsaw.toString('base64'),
    token,
    secretKey,
  };
}

function parsePoint(plain: string): { x: number; y: number } | null {
  try {
    const v = JSON.parse(plain) as unknown;
    if (typeof v !== 'object' || v === null) return null;
    const { x, y } = v as { x?: unknown; y?: unknown };
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return null;
    // Java's Double.intValue(): truncation toward zero.
    return { x: Math.trunc(x), y: Math.trunc(y) };
  } catch {
    return null;
  }
}

const failed = (token: string, repCode: CaptchaCheckResult['repCode'], repMsg: string): CaptchaCheckResult => ({
  repCode,
  repMsg,
  result: false,
  token,
});

/**
 * Checks one answer. The challenge is read and deleted first, so every token gets exactly one try. On success
 * the second-stage value AES(token + '---' + pointJson plaintext) is stored for 180 s, single use.
 */
export async function checkChallenge(
  store: EphemeralStore,
  token: string,
  pointJson: string,
): Promise<CaptchaCheckResult> {
  const raw = await store.take(runningKey(token));
  if (!raw) return failed(token, CaptchaRepCode.expired, '验证码已失效，请重新获取');
  const state = JSON.parse(raw) as Challenge;
  const plain = ajAesDecrypt(pointJson, state.secretKey);
  const point = plain === null ? null : parsePoint(plain);
  if (!point || plain === null) return failed(token, CaptchaRepCode.coordinate, '验证失败');
  const pass = Math.abs(point.x - state.x) <= CAPTCHA_TOLERANCE && point.y === state.y;
  if (!pass) return failed(token, CaptchaRepCode.coordinate, '验证失败');
  const captchaVerification = ajAesEncrypt(`${token}---${plain}`, state.secretKey);
  await store.set(secondKey(captchaVerification), token, CAPTCHA_VERIFICATION_TTL_SECONDS * 1000);
  return { repCode: CaptchaRepCode.success, repMsg: '验证成功', result: true, token, captchaVerification };
}

/** The business-side `verification()`: true once for a stored second-stage value, then never again. */
export async function consumeVerification(store: EphemeralStore, captchaVerification: string): Promise<boolean> {
  return (await store.take(secondKey(captchaVerification))) !== null;
}

/** For tests only: the stored answer of a live challenge (never reachable over HTTP). */
export async function peekChallengeForTest(store: EphemeralStore, token: string): Promise<Challenge | null> {
  const raw = await store.get(runningKey(token));
  return raw ? (JSON.parse(raw) as Challenge) : null;
}

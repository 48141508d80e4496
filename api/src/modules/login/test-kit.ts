import CryptoJS from 'crypto-js';
import { CaptchaApi, DevApi, LoginApi } from '@aikc/shared/api-paths';
import type { CaptchaCheckResult, CaptchaGetResult } from '@aikc/shared/schemas/captcha';
import type { DevSmsOutboxItem, LoginResult } from '@aikc/shared/schemas/login';
import type { TestApi } from '../../../test-kit/harness.ts';
import { peekChallengeForTest } from '../captcha/service.ts';
import type { AccountRuntime } from '../../account-runtime.ts';

/** Test helpers for the account suites (imported by *.test.ts only). */
export interface Reply<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

/** POST JSON (or GET) with an optional token and a client address (X-Forwarded-For, trusted one hop). */
export async function call<T = unknown>(
  api: TestApi,
  path: string,
  input: Record<string, unknown> = {},
  opts: { token?: string; ip?: string; method?: 'GET' | 'POST' } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { Platform: 'pc-web', 'X-Forwarded-For': opts.ip ?? '10.0.0.1' };
  if (opts.token) headers.Authorization = opts.token;
  const method = opts.method ?? 'POST';
  let url = `${api.baseUrl}${path}`;
  let body: string | undefined;
  if (method === 'GET')
    url += `?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]))}`;
  else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  const res = await fetch(url, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

/** A controllable clock for the app's account runtime (memory store included). */
export function fakeClock(
  api: TestApi,
  start = Date.now(),
): { rt: AccountRuntime; advance(ms: number): void; set(ms: number): void } {
  const rt = api.deps.accounts;
  let t = start;
  rt.now = () => t;
  return { rt, advance: (ms) => void (t += ms), set: (ms) => void (t = ms) };
}

/** pointJson exactly as the AJ front end computes it (crypto-js, Utf8 key, ECB, Pkcs7, Base64). */
export function ajEncrypt(word: string, key: string): string {
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(word), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/** Gets a challenge and answers it at the true x plus `dx` (a float is fine: the server truncates). */
export async function answerCaptcha(
  api: TestApi,
  dx = 0,
  ip?: string,
): Promise<{ get: CaptchaGetResult; check: Reply<CaptchaCheckResult>; pointJson: string }> {
  const get = (
    await call<CaptchaGetResult>(
      api,
      CaptchaApi.get,
      { captchaType: 'blockPuzzle', clientUid: 'test', ts: Date.now() },
      { ip },
    )
  ).body.data;
  const state = await peekChallengeForTest(api.deps.accounts.store, get.token);
  if (!state) throw new Error('challenge not stored');
  const pointJson = JSON.stringify({ x: state.x + dx, y: 5.0 });
  const check = await call<CaptchaCheckResult>(
    api,
    CaptchaApi.check,
    { captchaType: 'blockPuzzle', token: get.token, pointJson: ajEncrypt(pointJson, get.secretKey) },
    { ip },
  );
  return { get, check, pointJson };
}

/** The second-stage value, computed on the client side as AJ's front end does. */
export async function passCaptcha(api: TestApi, ip?: string): Promise<string> {
  const { get, check, pointJson } = await answerCaptcha(api, 0.4, ip);
  if (!check.body.data.result) throw new Error('captcha failed');
  return ajEncrypt(`${get.token}---${pointJson}`, get.secretKey);
}

/** Latest dev-outbox code for a mobile. */
export async function outboxCode(api: TestApi, mobile: string): Promise<string | undefined> {
  const r = await call<{ list: DevSmsOutboxItem[] }>(
    api,
    DevApi.smsOutbox,
    { mobile, format: 'json' },
    { method: 'GET' },
  );
  return r.body.data.list[0]?.code;
}

/** Solves the captcha, sends a code and reads it from the outbox. */
export async function requestCode(
  api: TestApi,
  mobile: string,
  type: 'register' | 'forget' = 'register',
  ip?: string,
): Promise<{ reply: Reply; code: string | undefined }> {
  const captchaVerification = await passCaptcha(api, ip);
  const reply = await call(api, LoginApi.sendMobileCode, { mobile, type, captchaVerification }, { ip });
  return { reply, code: reply.body.code === 200 ? await outboxCode(api, mobile) : undefined };
}

/** Registers a new account by SMS code and password; returns the login result. */
export async function register(api: TestApi, mobile: string, password = 'secret123'): Promise<LoginResult> {
  const { code } = await requestCode(api, mobile);
  const r = await call<LoginResult>(api, LoginApi.registerByPassword, {
    mobile,
    mobile_code: code,
    password,
    password2: password,
  });
  if (r.body.code !== 200) throw new Error(`register failed: ${r.body.msg}`);
  return r.body.data;
}

let n = 0;
/** A fresh, valid mobile number per call. */
export function newMobile(): string {
  n += 1;
  return `13${String(Date.now() % 1e5).padStart(5, '0')}${String(n).padStart(4, '0')}`;
}

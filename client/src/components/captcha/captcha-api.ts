import { CaptchaApi } from '@aikc/shared/api-paths';
import { CAPTCHA_TYPE } from '@aikc/shared/constants';
import type { CaptchaCheckResult, CaptchaGetResult } from '@aikc/shared/schemas/captcha';
import { httpPost } from '../../lib/http.ts';

/** The two AJ-Captcha calls; a component test replaces them. */
export interface CaptchaCalls {
  get(): Promise<CaptchaGetResult>;
  check(token: string, pointJson: string): Promise<CaptchaCheckResult>;
}

/** One id per page load, sent as AJ's `clientUid` (its optional per-client rate-limit key; not a secret). */
const clientUid = `slider-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export const captchaCalls: CaptchaCalls = {
  get: () => httpPost<CaptchaGetResult>(CaptchaApi.get, { captchaType: CAPTCHA_TYPE, clientUid, ts: Date.now() }),
  check: (token, pointJson) =>
    httpPost<CaptchaCheckResult>(CaptchaApi.check, {
      captchaType: CAPTCHA_TYPE,
      token,
      pointJson,
      clientUid,
      ts: Date.now(),
    }),
};

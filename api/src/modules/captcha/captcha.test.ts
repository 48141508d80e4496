import { afterAll, beforeAll, expect, it } from 'vitest';
import { CaptchaApi, LoginApi } from '@aikc/shared/api-paths';
import type { CaptchaCheckResult, CaptchaGetResult } from '@aikc/shared/schemas/captcha';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { ajEncrypt, answerCaptcha, call, fakeClock, newMobile, passCaptcha } from '../login/test-kit.ts';
import { ajAesDecrypt, ajAesEncrypt } from './aes.ts';

/** Width and height from a PNG's IHDR. */
function pngSize(b64: string): { w: number; h: number } {
  const b = Buffer.from(b64, 'base64');
  expect(b.subarray(1, 4).toString()).toBe('PNG');
  return { w: b.readUInt32BE(16), h: b.readUInt32BE(20) };
}

it('node:crypto AES matches crypto-js as the AJ front end computes it, both ways', () => {
  const key = 'Ab3dEf6hIj9lMn0p';
  const word = JSON.stringify({ x: 123.775, y: 5.0 });
  expect(ajAesEncrypt(word, key)).toBe(ajEncrypt(word, key));
  expect(ajAesDecrypt(ajEncrypt(word, key), key)).toBe(word);
  expect(ajAesDecrypt('not-base64!!', key)).toBeNull();
  expect(ajAesDecrypt(ajEncrypt(word, 'ZZZZZZZZZZZZZZZZ'), key)).toBeNull();
});

describeEachDb('AJ-Captcha blockPuzzle', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('get answers the AJ fields, 310x155 and 47x155 PNGs, and never the position', async () => {
    const r = await call<CaptchaGetResult>(api, CaptchaApi.get, { captchaType: 'blockPuzzle', clientUid: 'u1', ts: 1 });
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d.repCode).toBe('0000');
    expect(d.token).toMatch(/^[0-9a-f]{32}$/);
    expect(d.secretKey).toMatch(/^[a-zA-Z0-9]{16}$/);
    expect(pngSize(d.originalImageBase64)).toEqual({ w: 310, h: 155 });
    expect(pngSize(d.jigsawImageBase64)).toEqual({ w: 47, h: 155 });
    expect(Object.keys(d)).not.toContain('x');
    expect(JSON.stringify(d)).not.toMatch(/"(x|y|point)"/);
  });

  it('draws varied backgrounds', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++)
      seen.add((await call<CaptchaGetResult>(api, CaptchaApi.get, {})).body.data.originalImageBase64.slice(100, 400));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('passes within 5 px (truncated like Java) and fails at 6 px, either side', async () => {
    for (const dx of [0, 5, -5, 5.9, 0.5])
      expect((await answerCaptcha(api, dx)).check.body.data).toMatchObject({ result: true, repCode: '0000' });
    // Truncation: x_srv - 5.1 truncates to x_srv - 6, so it fails exactly as Double.intValue() makes it fail in AJ.
    for (const dx of [6, -6, 6.5, -5.1, 40])
      expect((await answerCaptcha(api, dx)).check.body.data).toMatchObject({ result: false, repCode: '6111' });
  });

  it('requires y == 5', async () => {
    const get = (await call<CaptchaGetResult>(api, CaptchaApi.get, {})).body.data;
    const { peekChallengeForTest } = await import('./service.ts');
    const state = await peekChallengeForTest(api.deps.accounts.store, get.token);
    const pointJson = ajEncrypt(JSON.stringify({ x: state?.x, y: 7 }), get.secretKey);
    const r = await call<CaptchaCheckResult>(api, CaptchaApi.check, {
      captchaType: 'blockPuzzle',
      token: get.token,
      pointJson,
    });
    expect(r.body.data.result).toBe(false);
  });

  it('gives each token one try: a right answer after a wrong one fails as expired', async () => {
    const { get } = await answerCaptcha(api, 20);
    const { peekChallengeForTest } = await import('./service.ts');
    expect(await peekChallengeForTest(api.deps.accounts.store, get.token)).toBeNull();
    const again = await call<CaptchaCheckResult>(api, CaptchaApi.check, {
      token: get.token,
      pointJson: ajEncrypt('{"x":150,"y":5}', get.secretKey),
    });
    expect(again.body.data).toMatchObject({ result: false, repCode: '6110' });
  });

  it('returns the same second-stage value the AJ front end computes', async () => {
    const { get, check, pointJson } = await answerCaptcha(api, 1.25);
    expect(check.body.data.captchaVerification).toBe(ajEncrypt(`${get.token}---${pointJson}`, get.secretKey));
  });

  it('expires a challenge after 120 s and a verification after 180 s; a verification works once', async () => {
    const clock = fakeClock(api);
    const get = (await call<CaptchaGetResult>(api, CaptchaApi.get, {})).body.data;
    clock.advance(120_001);
    const late = await call<CaptchaCheckResult>(api, CaptchaApi.check, {
      token: get.token,
      pointJson: ajEncrypt('{"x":150,"y":5}', get.secretKey),
    });
    expect(late.body.data).toMatchObject({ result: false, repCode: '6110' });

    const v = await passCaptcha(api);
    clock.advance(180_001);
    const expired = await call(api, LoginApi.sendMobileCode, { mobile: newMobile(), captchaVerification: v });
    expect(expired.body).toMatchObject({ code: 400, msg: '请先完成滑块验证' });

    const v2 = await passCaptcha(api);
    expect((await call(api, LoginApi.sendMobileCode, { mobile: newMobile(), captchaVerification: v2 })).body.code).toBe(
      200,
    );
    const reused = await call(api, LoginApi.sendMobileCode, { mobile: newMobile(), captchaVerification: v2 });
    expect(reused.body).toMatchObject({ code: 400, msg: '请先完成滑块验证' });
  });

  it('answers bad input with a Chinese 400, never 500', async () => {
    const get = (await call<CaptchaGetResult>(api, CaptchaApi.get, {})).body.data;
    const cases: Record<string, unknown>[] = [
      { captchaType: 'clickWord' },
      { token: 'zz', pointJson: 'x' },
      { token: get.token },
      { token: get.token, pointJson: 42 },
    ];
    for (const c of cases) {
      const r = await call(api, CaptchaApi.check, c);
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    for (const pointJson of [
      'not base64 at all',
      Buffer.from('short').toString('base64'),
      ajEncrypt('not json', get.secretKey),
      ajEncrypt('{"x":"1","y":5}', get.secretKey),
    ]) {
      const fresh = (await call<CaptchaGetResult>(api, CaptchaApi.get, {})).body.data;
      const r = await call<CaptchaCheckResult>(api, CaptchaApi.check, { token: fresh.token, pointJson });
      expect(r.status).toBe(200);
      expect(r.body.data.result).toBe(false);
    }
  });
});

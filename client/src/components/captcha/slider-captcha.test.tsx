import crypto from 'node:crypto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaCheckResult, CaptchaGetResult } from '@aikc/shared/schemas/captcha';
import type { CaptchaCalls } from './captcha-api.ts';
import { FAILURE_RESET_MS, SliderCaptcha } from './slider-captcha.tsx';

const KEY = 'Zy9xW8vU7tS6rQ5p';
const challenge = (n: number): CaptchaGetResult => ({
  repCode: '0000',
  repMsg: '',
  captchaType: 'blockPuzzle',
  originalImageBase64: 'iVBORw0KGgo=',
  jigsawImageBase64: 'iVBORw0KGgo=',
  token: n.toString(16).padStart(32, '0'),
  secretKey: KEY,
});
const decrypt = (b64: string) => {
  const d = crypto.createDecipheriv('aes-128-ecb', Buffer.from(KEY, 'utf8'), null);
  return JSON.parse(Buffer.concat([d.update(Buffer.from(b64, 'base64')), d.final()]).toString('utf8')) as {
    x: number;
    y: number;
  };
};

/** A fake API that passes when the decrypted x is within 5 of `serverX`, as the real check does. */
function fakeCalls(serverX: number) {
  let n = 0;
  const checks: { token: string; point: { x: number; y: number } }[] = [];
  const calls: CaptchaCalls = {
    get: vi.fn(async () => challenge(++n)),
    check: vi.fn(async (token: string, pointJson: string): Promise<CaptchaCheckResult> => {
      const point = decrypt(pointJson);
      checks.push({ token, point });
      const pass = Math.abs(Math.trunc(point.x) - serverX) <= 5 && point.y === 5;
      return pass
        ? { repCode: '0000', repMsg: '', result: true, token, captchaVerification: 'second-stage' }
        : { repCode: '6111', repMsg: '验证失败', result: false, token };
    }),
  };
  return { calls, checks };
}

async function drag(handle: HTMLElement, px: number) {
  await waitFor(() => expect(document.querySelector('[data-phase="idle"]')).toBeTruthy());
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 10 + px / 2, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 10 + px, pointerId: 1 });
  await act(async () => {
    fireEvent.pointerUp(handle, { clientX: 10 + px, pointerId: 1 });
  });
}

afterEach(() => vi.useRealTimers());

describe('SliderCaptcha', () => {
  it('sends the dragged distance scaled to 310 and turns green with the elapsed seconds', async () => {
    const { calls, checks } = fakeCalls(155);
    const onSuccess = vi.fn();
    let t = 1000;
    const { container } = render(
      <SliderCaptcha size={{ width: 400, height: 200 }} calls={calls} onSuccess={onSuccess} now={() => (t += 700)} />,
    );
    const handle = await screen.findByRole('slider');
    expect(container.querySelector('[data-phase="idle"]')).toBeTruthy();
    await drag(handle, 200);
    expect(checks[0]!.point).toEqual({ x: 155, y: 5 });
    expect(onSuccess).toHaveBeenCalledWith('second-stage');
    expect(container.querySelector('[data-phase="success"]')).toBeTruthy();
    expect(screen.getByText('0.70s验证成功')).toBeTruthy();
  });

  it('shows 验证失败 in red, then after 1 s a new challenge with the slider back at 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, checks } = fakeCalls(155);
    const onSuccess = vi.fn();
    const { container } = render(<SliderCaptcha calls={calls} onSuccess={onSuccess} />);
    const handle = await screen.findByRole('slider');
    await drag(handle, 100); // pop-up size 310: x = 100, far from 155
    expect(checks[0]!.point.x).toBe(100);
    expect(screen.getByText('验证失败')).toBeTruthy();
    expect(container.querySelector('[data-phase="failure"]')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FAILURE_RESET_MS);
    });
    expect(calls.get).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[data-phase="idle"]')).toBeTruthy();
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByText('验证失败')).toBeNull();
    // The new token is the one checked next (one try per token).
    await drag(screen.getByRole('slider'), 157);
    expect(checks[1]!.token).not.toBe(checks[0]!.token);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('keeps the block inside the image', async () => {
    const { calls, checks } = fakeCalls(262);
    render(<SliderCaptcha calls={calls} onSuccess={() => {}} />);
    await drag(await screen.findByRole('slider'), 5000);
    expect(checks[0]!.point.x).toBe(263);
  });
});

import crypto from 'node:crypto';
import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockSize,
  captchaVerificationFor,
  dragPxFor,
  encryptPoint,
  maxDrag,
  moveLeftDistance,
  pointJsonPlain,
  successText,
} from './captcha-math.ts';

const KEY = 'aB3dE5gH7jK9mN1p';

/** AJ-Captcha's own front-end helper (view/vue/src/components/verifition/utils/ase.js), verbatim in logic. */
function ajReference(word: string, keyWord: string): string {
  const key = CryptoJS.enc.Utf8.parse(keyWord);
  const srcs = CryptoJS.enc.Utf8.parse(word);
  const encrypted = CryptoJS.AES.encrypt(srcs, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return encrypted.toString();
}

/** The server side, as Java's AES/ECB/PKCS5Padding: an independent implementation (node:crypto). */
function serverDecrypt(b64: string, keyWord: string): string {
  const d = crypto.createDecipheriv('aes-128-ecb', Buffer.from(keyWord, 'utf8'), null);
  return Buffer.concat([d.update(Buffer.from(b64, 'base64')), d.final()]).toString('utf8');
}

describe('captcha math', () => {
  it('maps a drag to AJ moveLeftDistance = dragPx * 310 / imgWidth', () => {
    expect(moveLeftDistance(155, 310)).toBe(155);
    expect(moveLeftDistance(200, 400)).toBe(155);
    expect(moveLeftDistance(129, 400)).toBeCloseTo(99.975, 10);
    expect(dragPxFor(155, 400)).toBe(200);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(310, 400),
        (px, w) => Math.abs(dragPxFor(moveLeftDistance(px, w), w) - px) < 1e-9,
      ),
    );
  });

  it('draws the block 47/310 of the image wide, full height, and lets it travel to the right edge', () => {
    expect(blockSize(310, 155)).toEqual({ width: 47, height: 155 });
    expect(blockSize(400, 200)).toEqual({ width: 61, height: 200 });
    expect(maxDrag(310, 155)).toBe(263);
    // The right-most server x (262) is reachable at both sizes.
    expect(moveLeftDistance(maxDrag(400, 200), 400)).toBeGreaterThanOrEqual(262);
  });

  it('serialises the point as AJ does and encrypts it exactly like the crypto-js reference', () => {
    expect(pointJsonPlain(155)).toBe('{"x":155,"y":5}');
    expect(pointJsonPlain(99.975)).toBe('{"x":99.975,"y":5}');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 310, noNaN: true }), fc.stringMatching(/^[A-Za-z0-9]{16}$/), (x, key) => {
        const c = encryptPoint(x, key);
        expect(c).toBe(ajReference(JSON.stringify({ x, y: 5.0 }), key));
        expect(JSON.parse(serverDecrypt(c, key))).toEqual({ x, y: 5 });
      }),
      { numRuns: 50 },
    );
  });

  it('sends plain JSON when the server sent no secretKey', () => {
    expect(encryptPoint(120, null)).toBe('{"x":120,"y":5}');
  });

  it("computes the second-stage value as AES(token + '---' + pointJson)", () => {
    const token = '0123456789abcdef0123456789abcdef';
    const v = captchaVerificationFor(token, 155, KEY);
    expect(v).toBe(ajReference(`${token}---{"x":155,"y":5}`, KEY));
    expect(serverDecrypt(v, KEY)).toBe(`${token}---{"x":155,"y":5}`);
  });

  it('writes the success line with the elapsed seconds', () => {
    expect(successText(1234)).toBe('1.23s验证成功');
    expect(successText(800)).toBe('0.80s验证成功');
  });
});

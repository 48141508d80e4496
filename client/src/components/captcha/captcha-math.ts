import CryptoJS from 'crypto-js';
import { CAPTCHA_BG, CAPTCHA_BLOCK_WIDTH } from '@aikc/shared/schemas/captcha';

/** AJ-Captcha's y: the block is cut at full height, so the server always expects 5. */
export const CAPTCHA_Y = 5.0;

/**
 * AJ-Captcha's drag mapping (VerifySlide.vue): the server's x for a block dragged `dragPx` along an image shown
 * `imgWidth` wide, `dragPx * 310 / imgWidth`, a float the server truncates.
 */
export function moveLeftDistance(dragPx: number, imgWidth: number): number {
  return (dragPx * CAPTCHA_BG.width) / imgWidth;
}

/** The inverse: where on an image `imgWidth` wide the block of server x `x` sits (used by tests and hints). */
export function dragPxFor(x: number, imgWidth: number): number {
  return (x * imgWidth) / CAPTCHA_BG.width;
}

/** The block as drawn on an image `imgWidth` x `imgHeight`: `imgWidth*47/310` wide, full height. */
export function blockSize(imgWidth: number, imgHeight: number): { width: number; height: number } {
  return { width: Math.round((imgWidth * CAPTCHA_BLOCK_WIDTH) / CAPTCHA_BG.width), height: imgHeight };
}

/** How far the block may travel on a track as wide as the image. */
export function maxDrag(imgWidth: number, imgHeight: number): number {
  return imgWidth - blockSize(imgWidth, imgHeight).width;
}

/** AJ's `aesEncrypt` (utils/ase.js): key Utf8(secretKey), AES-ECB, PKCS7, Base64. */
export function ajAesEncrypt(plain: string, secretKey: string): string {
  const key = CryptoJS.enc.Utf8.parse(secretKey);
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(plain), key, {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/** The point as AJ serialises it: `JSON.stringify({x: moveLeftDistance, y: 5.0})`. */
export function pointJsonPlain(x: number): string {
  return JSON.stringify({ x, y: CAPTCHA_Y });
}

/** `pointJson` for captcha/check: encrypted with the secretKey, or the plain JSON when the server sent none. */
export function encryptPoint(x: number, secretKey: string | null | undefined): string {
  const plain = pointJsonPlain(x);
  return secretKey ? ajAesEncrypt(plain, secretKey) : plain;
}

/** The second-stage value AJ's front end computes itself: AES(token + '---' + pointJson plaintext). */
export function captchaVerificationFor(token: string, x: number, secretKey: string | null | undefined): string {
  const plain = `${token}---${pointJsonPlain(x)}`;
  return secretKey ? ajAesEncrypt(plain, secretKey) : plain;
}

/** The success line under the slider: elapsed seconds with two decimals, as AJ shows it. */
export function successText(elapsedMs: number): string {
  return `${(elapsedMs / 1000).toFixed(2)}s验证成功`;
}

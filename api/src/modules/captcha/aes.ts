import crypto from 'node:crypto';

/**
 * AES as the AJ-Captcha front end computes it with crypto-js: key = Utf8.parse(secretKey) (16 bytes → AES-128),
 * ECB, PKCS7, Base64 output. Java's AES/ECB/PKCS5Padding is the same thing for 16-byte blocks.
 */
export function ajAesEncrypt(plain: string, secretKey: string): string {
  const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Decrypts pointJson; null for anything that is not a valid ciphertext under this key. */
export function ajAesDecrypt(base64: string, secretKey: string): string | null {
  try {
    const data = Buffer.from(base64, 'base64');
    if (data.length === 0 || data.length % 16 !== 0) return null;
    const decipher = crypto.createDecipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters of [a-zA-Z0-9] from the CSPRNG (AJ's secretKey). */
export function newSecretKey(): string {
  let s = '';
  for (let i = 0; i < 16; i++) s += ALNUM[crypto.randomInt(ALNUM.length)];
  return s;
}

/** A UUID without dashes (AJ's token). */
export function newCaptchaToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

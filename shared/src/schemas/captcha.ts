import { z } from 'zod';
import { CAPTCHA_TYPE } from '../constants.ts';
import { textField } from './login.ts';

/**
 * AJ-Captcha `blockPuzzle` over our envelope. AJ answers `{repCode, repMsg, repData}`; we answer
 * `{code, msg, data}` where `data` carries `repCode`/`repMsg` and the `repData` fields flattened, named exactly
 * as the AJ front end reads them (originalImageBase64, jigsawImageBase64, token, secretKey).
 * A verification outcome (pass or fail) is code 200 with `data.result`, as AJ answers HTTP 200 with repCode;
 * only malformed input (400) and rate limits (429) use another code.
 */
export const CaptchaRepCode = {
  success: '0000',
  /** The token is unknown, already used or older than 120 s. */
  expired: '6110',
  /** Wrong position (or undecryptable pointJson). */
  coordinate: '6111',
} as const;

export const CAPTCHA_TOKEN_TTL_SECONDS = 120;
export const CAPTCHA_VERIFICATION_TTL_SECONDS = 180;
/** Server background size; the block is 47 wide and full height, cut at y = 0 so y is always 5. */
export const CAPTCHA_BG = { width: 310, height: 155 } as const;
export const CAPTCHA_BLOCK_WIDTH = 47;

const captchaType = z.literal(CAPTCHA_TYPE, { error: '不支持的验证码类型' });

/** `get` request: `{captchaType:'blockPuzzle', clientUid?, ts?}` as the AJ front end sends it. */
export const CaptchaGetSchema = z.object({
  captchaType: captchaType.default(CAPTCHA_TYPE),
  clientUid: z.string().max(128).optional(),
  ts: z.union([z.number(), z.string().max(20)]).optional(),
});

/** `check` request: `{captchaType, token, pointJson}`; pointJson is AES-ECB/PKCS7/Base64 with secretKey. */
export const CaptchaCheckSchema = z.object({
  captchaType: captchaType.default(CAPTCHA_TYPE),
  token: textField('验证码已失效，请重新获取', (s) => /^[0-9a-f]{32}$/.test(s)),
  pointJson: textField('请拖动滑块完成验证', (s) => s.length >= 1 && s.length <= 512),
  clientUid: z.string().max(128).optional(),
  ts: z.union([z.number(), z.string().max(20)]).optional(),
});

export interface CaptchaGetResult {
  repCode: '0000';
  repMsg: string;
  captchaType: 'blockPuzzle';
  /** Background PNG, Base64 without a `data:` prefix, 310x155, with the cut-out visible. */
  originalImageBase64: string;
  /** Block PNG, Base64 without a `data:` prefix, 47x155, transparent outside the piece. */
  jigsawImageBase64: string;
  /** 32 hex characters (a UUID without dashes). */
  token: string;
  /** 16 characters of [a-zA-Z0-9]: the AES-128 key for pointJson. */
  secretKey: string;
}

export interface CaptchaCheckResult {
  repCode: (typeof CaptchaRepCode)[keyof typeof CaptchaRepCode];
  repMsg: string;
  result: boolean;
  token: string;
  /** On success only: AES(token + '---' + pointJson plaintext, secretKey), for send_mobile_code; 180 s, single use. */
  captchaVerification?: string;
}

import { z } from 'zod';
import {
  mobileCodeSchema,
  mobileSchema,
  password2Schema,
  passwordSchema,
  withPasswordConfirmation,
} from '../validation.ts';
import type { CurrentUser } from './user.ts';

/**
 * Login calls under /api/front/login/ (spec section 7). Every one answers `{token, user}` on success, where
 * `token` goes into the `front-token` cookie (7 days) and `user` is the current-user shape of user_info.
 */
export interface LoginResult {
  token: string;
  user: CurrentUser;
}

/**
 * SMS purposes. `register` codes also serve code login, the WeChat bind step and bang_mobile (the spec has
 * only two send types); `forget` codes serve forget_password and reset_password.
 */
export const SMS_PURPOSES = ['register', 'forget'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_SEND_INTERVAL_SECONDS = 60;
export const SMS_DAILY_CAP_PER_MOBILE = 10;
export const SMS_DAILY_CAP_PER_IP = 30;

/**
 * A text field whose every failure (missing, empty, bad format) reads as one plain Chinese sentence. A refine is
 * a custom issue, which the envelope shows without the "参数 x：" prefix zod's own issues get.
 */
export function textField(message: string, ok: (s: string) => boolean) {
  return z.string({ error: message }).default('').pipe(z.string().refine(ok, { message }));
}

/** The second-stage value of a passed captcha (see schemas/captcha.ts). */
export const captchaVerificationSchema = textField('请先完成滑块验证', (s) => s.length >= 1 && s.length <= 512);

export const SendMobileCodeSchema = z.object({
  mobile: mobileSchema,
  type: z.enum(SMS_PURPOSES, { error: '验证码类型有误' }).default('register'),
  captchaVerification: captchaVerificationSchema,
});
/** send_mobile_code answers the same for a registered and an unregistered mobile. */
export interface SendMobileCodeResult {
  /** Seconds until another code may be sent to this mobile (the 60 s countdown). */
  countdown: number;
  /** Seconds the code stays valid. */
  expires_in: number;
}

export const LoginByMobileCodeSchema = z.object({ mobile: mobileSchema, mobile_code: mobileCodeSchema });
export const LoginByPasswordSchema = z.object({
  mobile: mobileSchema,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '手机号或密码错误'),
});

const passwordByCodeFields = {
  mobile: mobileSchema,
  mobile_code: mobileCodeSchema,
  password: passwordSchema,
  password2: password2Schema,
};
export const RegisterByPasswordSchema = withPasswordConfirmation(z.object(passwordByCodeFields));
/** Resetting a forgotten password takes the same fields as registering: the SMS code and the new password twice. */
export const ForgetPasswordSchema = withPasswordConfirmation(z.object(passwordByCodeFields));

export const LogoutSchema = z.object({}).strip();
export const LoginByWxEwmSchema = z.object({}).strip();

export const WxByBangSchema = z.object({
  mobile: mobileSchema,
  mobile_code: mobileCodeSchema,
  openid: textField('微信授权已失效，请重新扫码', (s) => /^[A-Za-z0-9_-]{6,64}$/.test(s)),
});

/** Messages of the error catalogue the login calls use, in one place for the client and the tests. */
export const LoginMessage = {
  badCredentials: '手机号或密码错误',
  codeWrong: '验证码错误',
  codeExpired: '验证码已失效，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  captchaRequired: '请先完成滑块验证',
  sendTooOften: '验证码发送过于频繁，请60秒后再试',
  dailyCap: '今日验证码发送次数已达上限，请明天再试',
  lockedOut: '登录失败次数过多，请15分钟后再试',
  tooFast: '操作过于频繁，请稍后再试',
  alreadyRegistered: '该手机号已注册，请直接登录',
  notRegistered: '该手机号未注册',
  accountDisabled: '账号已停用，请联系客服',
  wxExpired: '微信授权已失效，请重新扫码',
  mobileTaken: '该手机号已绑定其他微信',
  accountHardStop: '该账号登录失败次数过多，已暂停登录，请通过“忘记密码”重设密码',
} as const;

/** The answer to an attempt made during its account-and-source delay (growing with each failure). */
export function loginDelayMessage(retryAfterSec: number): string {
  const wait = retryAfterSec < 60 ? `${retryAfterSec}秒` : `${Math.ceil(retryAfterSec / 60)}分钟`;
  return `登录失败次数过多，请${wait}后再试`;
}

/** GET /api/dev/sms-outbox (development only). */
export const DevSmsOutboxQuerySchema = z.object({
  mobile: z
    .string()
    .regex(/^1\d{10}$/, '手机号格式不正确')
    .optional(),
  format: z.enum(['json', 'html']).default('html'),
});
export interface DevSmsOutboxItem {
  mobile: string;
  purpose: string;
  code: string;
  content: string;
  created_at: number;
}

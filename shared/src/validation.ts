import { z } from 'zod';

/** Spec section 5: 1 followed by 10 digits. */
export const MOBILE_PATTERN = /^1\d{10}$/;
export const MOBILE_CODE_PATTERN = /^\d{6}$/;

/** The exact Chinese messages of spec sections 5 and 8. */
export const ValidationMessage = {
  mobileRequired: '请输入手机号',
  mobileFormat: '手机号格式不正确',
  mobileCodeRequired: '请输入手机验证码',
  mobileCodeFormat: '验证码为6位数字',
  passwordRequired: '请输入密码',
  passwordLength: '密码长度为6-32位',
  password2Required: '请再次输入密码',
  password2Mismatch: '两次密码不同',
  termsRequired: '请先阅读并同意AI科策云用户条款和隐私协议',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

export const mobileSchema = z
  .string({ error: ValidationMessage.mobileRequired })
  .trim()
  .min(1, ValidationMessage.mobileRequired)
  .regex(MOBILE_PATTERN, ValidationMessage.mobileFormat);

export const mobileCodeSchema = z
  .string({ error: ValidationMessage.mobileCodeRequired })
  .trim()
  .min(1, ValidationMessage.mobileCodeRequired)
  .regex(MOBILE_CODE_PATTERN, ValidationMessage.mobileCodeFormat);

export const passwordSchema = z
  .string({ error: ValidationMessage.passwordRequired })
  .min(1, ValidationMessage.passwordRequired)
  .min(PASSWORD_MIN, ValidationMessage.passwordLength)
  .max(PASSWORD_MAX, ValidationMessage.passwordLength);

export const password2Schema = z
  .string({ error: ValidationMessage.password2Required })
  .min(1, ValidationMessage.password2Required);

/** Adds the "password2 equals password" rule to a schema that has both fields. */
export function withPasswordConfirmation<
  T extends z.ZodObject<{ password: z.ZodType<string>; password2: z.ZodType<string> }>,
>(schema: T) {
  return schema.refine((v: { password: string; password2: string }) => v.password === v.password2, {
    message: ValidationMessage.password2Mismatch,
    path: ['password2'],
  });
}

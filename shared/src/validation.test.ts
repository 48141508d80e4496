import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  mobileCodeSchema,
  mobileSchema,
  password2Schema,
  passwordSchema,
  ValidationMessage,
  withPasswordConfirmation,
} from './validation.ts';

const msgOf = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('validation rules of spec section 5', () => {
  it('mobile: required, then 1 followed by 10 digits', () => {
    expect(msgOf(mobileSchema, '')).toBe(ValidationMessage.mobileRequired);
    expect(msgOf(mobileSchema, undefined)).toBe(ValidationMessage.mobileRequired);
    expect(msgOf(mobileSchema, '23812345678')).toBe(ValidationMessage.mobileFormat);
    expect(msgOf(mobileSchema, '1381234567')).toBe(ValidationMessage.mobileFormat);
    expect(msgOf(mobileSchema, '138123456789')).toBe(ValidationMessage.mobileFormat);
    expect(msgOf(mobileSchema, '13812345678')).toBeNull();
  });

  it('mobile_code, password and password2 are required with their own messages', () => {
    expect(msgOf(mobileCodeSchema, '')).toBe('请输入手机验证码');
    expect(msgOf(passwordSchema, '')).toBe('请输入密码');
    expect(msgOf(password2Schema, '')).toBe('请再次输入密码');
  });

  it('password2 must equal password', () => {
    const form = withPasswordConfirmation(z.object({ password: passwordSchema, password2: password2Schema }));
    expect(msgOf(form, { password: 'abc12345', password2: 'abc12346' })).toBe('两次密码不同');
    expect(msgOf(form, { password: 'abc12345', password2: 'abc12345' })).toBeNull();
  });

  it('has the exact consent message', () => {
    expect(ValidationMessage.termsRequired).toBe('请先阅读并同意AI科策云用户条款和隐私协议');
  });
});

import { z } from 'zod';
import { mobileSchema } from '../../validation.ts';
import { PERMISSIONS, STAFF_ROLES } from '../permissions.ts';
import { AdminIdSchema, AdminPageQuerySchema, TimeText } from './common.ts';

/**
 * Staff sign-in. The session is a bearer token: the answer's `token` goes in `Authorization: Bearer <token>` on
 * every admin call (the API reads no cookies, so it is CSRF-immune like the portal's). A session ends after 30
 * minutes without a call (401 登录已超时) or at logout.
 */
export const STAFF_IDLE_MS = 30 * 60_000;

export const StaffLoginBodySchema = z.object({
  mobile: mobileSchema,
  password: z.string().min(1, '请输入密码').max(128, '密码过长'),
  totp: z
    .string({ error: '请输入6位动态验证码' })
    .trim()
    .regex(/^\d{6}$/, '请输入6位动态验证码'),
});

export const StaffSchema = z.object({
  id: z.number(),
  /** Masked (first 3, stars, last 4) in the staff list; whole only in the member's own `me`. */
  mobile: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  role_name: z.string(),
  disabled: z.boolean(),
  created_at: TimeText,
  /** The latest sign-in; empty when never. */
  last_login: TimeText,
});
export type StaffView = z.output<typeof StaffSchema>;

export const StaffMeSchema = StaffSchema.extend({ permissions: z.array(z.enum(PERMISSIONS)) });
export type StaffMe = z.output<typeof StaffMeSchema>;

export const StaffLoginResultSchema = z.object({ token: z.string(), idle_ms: z.number(), staff: StaffMeSchema });
export type StaffLoginResult = z.output<typeof StaffLoginResultSchema>;

export const StaffListQuerySchema = AdminPageQuerySchema;

/** A staff name: what the audit log and the inbox show. */
const staffName = z.string({ error: '请填写姓名' }).trim().min(1, '请填写姓名').max(50, '姓名不超过50字');

/**
 * staff.manage: a new member. The password (24 random characters) and the TOTP secret are generated on the server
 * and shown once in the answer, like `npm run admin:create`; nothing is chosen by the creator.
 */
export const StaffCreateBodySchema = z.object({
  mobile: mobileSchema,
  name: staffName,
  role: z.enum(STAFF_ROLES, '角色无效'),
});

/** staff.manage: a new password or a new TOTP secret for a member (shown once; their sessions end). */
export const StaffResetBodySchema = z.object({
  id: AdminIdSchema,
  what: z.enum(['password', 'totp'], '重置类型无效'),
});

/** What a creation or a reset shows once: the password and/or the otpauth:// URI to scan (as a QR code). */
export const StaffSecretsSchema = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  password: z.string().optional(),
  otpauth: z.string().optional(),
  /** The otpauth URI as a QR code (a data: URL of an SVG) for the authenticator app to scan. */
  otpauth_qr: z.string().optional(),
});
export type StaffSecrets = z.output<typeof StaffSecretsSchema>;

/** staff.manage: change a member's role or disable them (their sessions end at once). */
export const StaffUpdateBodySchema = z.object({
  id: AdminIdSchema,
  role: z.enum(STAFF_ROLES, '角色无效').optional(),
  disabled: z.boolean().optional(),
});

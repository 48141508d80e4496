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
  mobile: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  role_name: z.string(),
  disabled: z.boolean(),
  created_at: TimeText,
});
export type StaffView = z.output<typeof StaffSchema>;

export const StaffMeSchema = StaffSchema.extend({ permissions: z.array(z.enum(PERMISSIONS)) });
export type StaffMe = z.output<typeof StaffMeSchema>;

export const StaffLoginResultSchema = z.object({ token: z.string(), idle_ms: z.number(), staff: StaffMeSchema });
export type StaffLoginResult = z.output<typeof StaffLoginResultSchema>;

export const StaffListQuerySchema = AdminPageQuerySchema;

/** staff.manage: change a member's role or disable them (their sessions end at once). */
export const StaffUpdateBodySchema = z.object({
  id: AdminIdSchema,
  role: z.enum(STAFF_ROLES, '角色无效').optional(),
  disabled: z.boolean().optional(),
});

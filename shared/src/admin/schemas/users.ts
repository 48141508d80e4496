import { z } from 'zod';
import { AdminIdSchema, AdminPageQuerySchema, ReasonSchema, TimeText } from './common.ts';

/** 客服 / 运营 find a portal user by mobile, name (username) or company name. */
export const UserListQuerySchema = AdminPageQuerySchema.extend({
  q: z.string().trim().max(50, '关键词不超过50字').optional(),
});

export const AdminUserRowSchema = z.object({
  id: z.number(),
  mobile: z.string(),
  username: z.string(),
  company: z.string(),
  vip_level: z.string(),
  vip_level_name: z.string(),
  vip_end_time: TimeText,
  disabled: z.boolean(),
  created_at: TimeText,
});
export type AdminUserRow = z.output<typeof AdminUserRowSchema>;

export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  next_vip_level: z.string(),
  next_vip_end_time: TimeText,
  orders: z.array(
    z.object({
      order_no: z.string(),
      level: z.string(),
      amount_fen: z.number(),
      status: z.string(),
      created_at: TimeText,
    }),
  ),
  rights_used: z.array(z.object({ right_key: z.string(), period_key: z.string(), used: z.number() })),
  subscriptions: z.array(z.object({ id: z.number(), name: z.string(), created_at: TimeText })),
  /** The latest browsing and searching, newest first. */
  activity: z.array(z.object({ kind: z.string(), title: z.string(), at: TimeText })),
  /** Whether the portal's login throttle currently holds this mobile. */
  login_locked: z.boolean(),
});
export type AdminUserDetail = z.output<typeof AdminUserDetailSchema>;

export const UserIdBodySchema = z.object({ id: AdminIdSchema });
export const UserDisableBodySchema = z.object({ id: AdminIdSchema, reason: ReasonSchema });

/** Grant or extend: `months` of `level` added with the portal's own membership arithmetic; a reason is required. */
export const MembershipGrantBodySchema = z.object({
  id: AdminIdSchema,
  level: z.enum(['vip', 'svip'], '会员等级无效'),
  months: z.number().int().min(1, '月数至少为1').max(36, '一次最多赠送36个月'),
  reason: ReasonSchema,
});

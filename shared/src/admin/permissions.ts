/**
 * The back office's roles and permissions: ONE table in code. The admin UI's menus and buttons and the API's
 * guard (`requirePermission` in api/src/modules/admin/guard.ts) both ask `can(role, perm)`, so a button is never
 * shown for an action the server would refuse, and the server never trusts the UI.
 */

export const STAFF_ROLES = ['super', 'editor', 'support', 'finance', 'ops'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  super: '超级管理员',
  editor: '内容编辑',
  support: '客服',
  finance: '财务',
  ops: '运营',
};

export const PERMISSIONS = [
  'content.read',
  'content.write',
  'content.publish',
  'review.decide',
  'sources.manage',
  'users.read',
  'users.write',
  'membership.grant',
  'feedback.read',
  'feedback.reply',
  'orders.read',
  'orders.refund',
  'invoices.issue',
  'openapi.manage',
  'figures.read',
  'audit.read',
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_NAMES: Record<Permission, string> = {
  'content.read': '查看内容',
  'content.write': '编辑内容',
  'content.publish': '发布与下线内容',
  'review.decide': '审核入库内容',
  'sources.manage': '管理采集来源',
  'users.read': '查看用户',
  'users.write': '停用、启用与解除登录限制',
  'membership.grant': '赠送或延长会员',
  'feedback.read': '查看反馈',
  'feedback.reply': '处理与回复反馈',
  'orders.read': '查看订单',
  'orders.refund': '订单退款',
  'invoices.issue': '开具与驳回发票',
  'openapi.manage': '管理开放接口套餐与密钥',
  'figures.read': '查看运营数据',
  'audit.read': '查看操作日志',
  'staff.manage': '管理后台人员',
};

/** The one table: what each role may do. 超级管理员 may do everything. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  super: PERMISSIONS,
  editor: ['content.read', 'content.write', 'content.publish', 'review.decide', 'sources.manage', 'figures.read'],
  support: ['content.read', 'users.read', 'users.write', 'feedback.read', 'feedback.reply', 'orders.read'],
  finance: ['users.read', 'orders.read', 'orders.refund', 'invoices.issue', 'openapi.manage', 'figures.read'],
  ops: [
    'content.read',
    'users.read',
    'users.write',
    'membership.grant',
    'feedback.read',
    'openapi.manage',
    'figures.read',
  ],
};

const TABLE = new Map<string, ReadonlySet<Permission>>(STAFF_ROLES.map((r) => [r, new Set(ROLE_PERMISSIONS[r])]));

/** Whether a role holds a permission. An unknown role holds nothing. */
export function can(role: string | null | undefined, perm: Permission): boolean {
  return TABLE.get(role ?? '')?.has(perm) ?? false;
}

export function isStaffRole(v: unknown): v is StaffRole {
  return typeof v === 'string' && (STAFF_ROLES as readonly string[]).includes(v);
}

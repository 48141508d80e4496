import { expect, it } from 'vitest';
import { ADMIN_CALLS } from './api-paths.ts';
import { can, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from './permissions.ts';

it('gives 超级管理员 everything and each other role only its own table row', () => {
  for (const p of PERMISSIONS) expect(can('super', p)).toBe(true);
  expect(can('editor', 'content.write')).toBe(true);
  expect(can('editor', 'orders.read')).toBe(false);
  expect(can('support', 'feedback.reply')).toBe(true);
  expect(can('support', 'orders.refund')).toBe(false);
  expect(can('finance', 'orders.refund')).toBe(true);
  expect(can('finance', 'content.write')).toBe(false);
  expect(can('nobody', 'content.read')).toBe(false);
  expect(can(null, 'content.read')).toBe(false);
});

it('names a known permission on every admin call, and only super may read the audit log or manage staff', () => {
  for (const c of Object.values(ADMIN_CALLS)) {
    expect(c.path.startsWith('/api/admin/')).toBe(true);
    if (c.perm !== null && c.perm !== 'public') expect(PERMISSIONS).toContain(c.perm);
  }
  for (const role of STAFF_ROLES.filter((r) => r !== 'super')) {
    expect(ROLE_PERMISSIONS[role]).not.toContain('audit.read');
    expect(ROLE_PERMISSIONS[role]).not.toContain('staff.manage');
  }
  expect(new Set(Object.values(ADMIN_CALLS).map((c) => c.path)).size).toBe(Object.keys(ADMIN_CALLS).length);
});

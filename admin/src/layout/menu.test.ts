import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, STAFF_ROLES } from '@aikc/shared/admin/permissions';
import { ADMIN_PAGES, homePath, visibleMenu } from './menu.tsx';

const names = (role: (typeof STAFF_ROLES)[number]) =>
  visibleMenu((p) => can(role, p)).flatMap((i) => [i.name, ...(i.children ?? []).map((c) => c.name)]);

describe('the menu asks the one permission table', () => {
  it('holds exactly the pages whose permission the role has, for every role', () => {
    for (const role of STAFF_ROLES) {
      const expected = ADMIN_PAGES.filter((p) => !p.hidden && can(role, p.perm)).map((p) => p.name);
      const shown = names(role).filter((n) => n !== '内容管理');
      expect(shown, role).toEqual(expected);
    }
  });

  it('an editor has the content lists and the review queue but no orders, invoices, audit or staff', () => {
    const menu = names('editor');
    expect(menu).toEqual(expect.arrayContaining(['内容管理', '政策', '问答库', '审核队列']));
    for (const absent of ['订单管理', '发票管理', '审计日志', '员工管理']) expect(menu).not.toContain(absent);
  });

  it('drops the content group when none of its lists is allowed, and lands a role on its first page', () => {
    expect(names('finance')).not.toContain('内容管理');
    expect(homePath((p) => can('finance', p))).toBe('/users');
    expect(homePath((p) => can('editor', p))).toBe('/content/policy');
    expect(homePath(() => false)).toBe('/forbidden');
  });

  it('every permission a page asks for exists in the table', () => {
    for (const p of ADMIN_PAGES) expect(PERMISSIONS).toContain(p.perm);
  });
});

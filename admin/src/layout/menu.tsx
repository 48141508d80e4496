import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  AuditOutlined,
  BarChartOutlined,
  CommentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  ApiOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
  AccountBookOutlined,
  CloudDownloadOutlined,
} from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { Permission } from '@aikc/shared/admin/permissions';
import { CONTENT_KINDS } from '../pages/content/kinds.ts';

/** One page of the back office: where it lives, what it is called, and the permission that opens it. */
export interface AdminPage {
  path: string;
  name: string;
  perm: Permission;
  icon?: React.ReactNode;
  element: LazyExoticComponent<ComponentType>;
  /** Pages reached from a list (edit forms), present as routes but not as menu items. */
  hidden?: boolean;
  group?: { key: string; name: string; icon: React.ReactNode };
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const CONTENT_GROUP = { key: '/content', name: '内容管理', icon: <FileTextOutlined /> };

export const ADMIN_PAGES: AdminPage[] = [
  ...CONTENT_KINDS.map<AdminPage>((k) => ({
    path: `/content/${k.kind}`,
    name: k.label,
    perm: 'content.read',
    group: CONTENT_GROUP,
    element: page(() => import('../pages/content/content-list.tsx')),
  })),
  // The 问答库 has a form of its own (the import format); the static segment outranks :kind.
  {
    path: '/content/qa/edit/:id',
    name: '编辑问答',
    perm: 'content.write',
    hidden: true,
    element: page(() => import('../pages/content/qa-edit.tsx')),
  },
  {
    path: '/content/:kind/edit/:id',
    name: '编辑内容',
    perm: 'content.write',
    hidden: true,
    element: page(() => import('../pages/content/content-edit.tsx')),
  },
  {
    path: '/review',
    name: '审核队列',
    perm: 'review.decide',
    icon: <FileSearchOutlined />,
    element: page(() => import('../pages/review/review-page.tsx')),
  },
  {
    path: '/crawl',
    name: '采集来源',
    perm: 'sources.manage',
    icon: <CloudDownloadOutlined />,
    element: page(() => import('../pages/crawl/crawl-sources-page.tsx')),
  },
  {
    path: '/users',
    name: '用户管理',
    perm: 'users.read',
    icon: <UserOutlined />,
    element: page(() => import('../pages/users/users-page.tsx')),
  },
  {
    path: '/feedback',
    name: '意见反馈',
    perm: 'feedback.read',
    icon: <CommentOutlined />,
    element: page(() => import('../pages/feedback/feedback-page.tsx')),
  },
  {
    path: '/orders',
    name: '订单管理',
    perm: 'orders.read',
    icon: <ShoppingOutlined />,
    element: page(() => import('../pages/orders/orders-page.tsx')),
  },
  {
    path: '/invoices',
    name: '发票管理',
    perm: 'invoices.issue',
    icon: <AccountBookOutlined />,
    element: page(() => import('../pages/invoices/invoices-page.tsx')),
  },
  {
    path: '/open-api',
    name: '开放平台',
    perm: 'openapi.manage',
    icon: <ApiOutlined />,
    element: page(() => import('../pages/open-api/open-api-page.tsx')),
  },
  {
    path: '/figures',
    name: '运营数据',
    perm: 'figures.read',
    icon: <BarChartOutlined />,
    element: page(() => import('../pages/figures/figures-page.tsx')),
  },
  {
    path: '/audit',
    name: '审计日志',
    perm: 'audit.read',
    icon: <AuditOutlined />,
    element: page(() => import('../pages/audit/audit-page.tsx')),
  },
  {
    path: '/staff',
    name: '员工管理',
    perm: 'staff.manage',
    icon: <TeamOutlined />,
    element: page(() => import('../pages/staff/staff-page.tsx')),
  },
];

/** The menu for a role: pages it lacks the permission for are absent, and so is a group left empty. */
export function visibleMenu(can: (p: Permission) => boolean): MenuDataItem[] {
  const out: MenuDataItem[] = [];
  const groups = new Map<string, MenuDataItem>();
  for (const p of ADMIN_PAGES) {
    if (p.hidden || !can(p.perm)) continue;
    const item: MenuDataItem = { path: p.path, name: p.name, icon: p.icon };
    if (!p.group) {
      out.push(item);
      continue;
    }
    let g = groups.get(p.group.key);
    if (!g) {
      g = { path: p.group.key, name: p.group.name, icon: p.group.icon, children: [] };
      groups.set(p.group.key, g);
      out.push(g);
    }
    g.children!.push(item);
  }
  return out;
}

/** Where a role lands after login: the first page it may open. */
export function homePath(can: (p: Permission) => boolean): string {
  return ADMIN_PAGES.find((p) => !p.hidden && can(p.perm))?.path ?? '/forbidden';
}

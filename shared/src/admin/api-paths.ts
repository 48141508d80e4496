import type { Permission } from './permissions.ts';

/**
 * Every back-office call: its path, method and the one permission it needs (null: any signed-in staff member;
 * 'public': the login itself). The API mounts each through `requirePermission(perm)` and the tests iterate this
 * object, so a route cannot be added without a permission. GET calls take the query, POST calls a JSON body
 * (invoiceUpload, attachmentUpload: multipart). `csv` calls answer text/csv instead of the {code,msg,data} envelope.
 *
 * Auth: `Authorization: Bearer <token>` from login; 30 minutes idle ends the session (401 登录已超时).
 * The older service-token import (AdminApi.importContent with ADMIN_TOKEN) stays as it was, outside this table.
 */
export interface AdminCall {
  path: string;
  method: 'GET' | 'POST';
  perm: Permission | null | 'public';
  csv?: true;
}

const call = (path: string, method: 'GET' | 'POST', perm: AdminCall['perm'], csv?: true): AdminCall =>
  csv ? { path: `/api/admin/${path}`, method, perm, csv } : { path: `/api/admin/${path}`, method, perm };

export const ADMIN_CALLS = {
  // Staff sign-in and staff accounts
  login: call('auth/login', 'POST', 'public'),
  logout: call('auth/logout', 'POST', null),
  me: call('auth/me', 'GET', null),
  staffList: call('staff/list', 'GET', 'staff.manage'),
  staffUpdate: call('staff/update', 'POST', 'staff.manage'),
  staffCreate: call('staff/create', 'POST', 'staff.manage'),
  staffReset: call('staff/reset', 'POST', 'staff.manage'),

  // Content
  contentList: call('content/list', 'GET', 'content.read'),
  contentGet: call('content/get', 'GET', 'content.read'),
  contentCreate: call('content/create', 'POST', 'content.write'),
  contentUpdate: call('content/update', 'POST', 'content.write'),
  // 下线, 重新上线, 定时发布: through the content write door, audited (api/src/modules/admin/content-publish.ts).
  contentTakeDown: call('content/take_down', 'POST', 'content.publish'),
  contentPublish: call('content/publish', 'POST', 'content.publish'),
  contentSchedule: call('content/schedule', 'POST', 'content.publish'),
  // A policy's attachment files: multipart upload (typed from the bytes) and removal, audited.
  attachmentUpload: call('content/attachment_upload', 'POST', 'content.write'),
  attachmentRemove: call('content/attachment_remove', 'POST', 'content.write'),
  // 问答库 entries in the import format (question, phrasings, answer, theme, region, basis), through the importer.
  qaGet: call('content/qa_get', 'GET', 'content.read'),
  qaSave: call('content/qa_save', 'POST', 'content.write'),

  // Review queue
  reviewList: call('review/list', 'GET', 'content.read'),
  reviewGet: call('review/get', 'GET', 'content.read'),
  reviewApprove: call('review/approve', 'POST', 'review.decide'),
  reviewReject: call('review/reject', 'POST', 'review.decide'),

  // Crawl sources (采集来源)
  crawlSourceList: call('crawl/sources', 'GET', 'sources.manage'),
  crawlSourceCreate: call('crawl/source_create', 'POST', 'sources.manage'),
  crawlSourceUpdate: call('crawl/source_update', 'POST', 'sources.manage'),
  crawlSourcePause: call('crawl/source_pause', 'POST', 'sources.manage'),
  crawlSourceResume: call('crawl/source_resume', 'POST', 'sources.manage'),
  crawlSourceRun: call('crawl/source_run', 'POST', 'sources.manage'),
  crawlRuns: call('crawl/runs', 'GET', 'sources.manage'),

  // Portal users
  userList: call('users/list', 'GET', 'users.read'),
  userGet: call('users/get', 'GET', 'users.read'),
  userDisable: call('users/disable', 'POST', 'users.write'),
  userEnable: call('users/enable', 'POST', 'users.write'),
  userClearThrottle: call('users/clear_throttle', 'POST', 'users.write'),
  userGrantMembership: call('users/grant_membership', 'POST', 'membership.grant'),

  // Feedback inbox
  feedbackList: call('feedback/list', 'GET', 'feedback.read'),
  feedbackAssign: call('feedback/assign', 'POST', 'feedback.reply'),
  feedbackReply: call('feedback/reply', 'POST', 'feedback.reply'),
  feedbackClose: call('feedback/close', 'POST', 'feedback.reply'),

  // Orders, refunds, invoices
  orderList: call('orders/list', 'GET', 'orders.read'),
  orderGet: call('orders/get', 'GET', 'orders.read'),
  orderExport: call('orders/export', 'GET', 'orders.read', true),
  orderRefund: call('orders/refund', 'POST', 'orders.refund'),
  invoiceList: call('invoices/list', 'GET', 'orders.read'),
  invoiceUpload: call('invoices/upload', 'POST', 'invoices.issue'),
  invoiceIssue: call('invoices/issue', 'POST', 'invoices.issue'),
  invoiceReject: call('invoices/reject', 'POST', 'invoices.issue'),

  // Open API customers
  openApiCustomers: call('openapi/customers', 'GET', 'openapi.manage'),
  openApiKeyDisable: call('openapi/key_disable', 'POST', 'openapi.manage'),
  openApiKeyEnable: call('openapi/key_enable', 'POST', 'openapi.manage'),

  // Figures and the audit log
  figures: call('figures', 'GET', 'figures.read'),
  figuresCsv: call('figures/csv', 'GET', 'figures.read', true),
  auditList: call('audit/list', 'GET', 'audit.read'),
  auditExport: call('audit/export', 'GET', 'audit.read', true),
} as const satisfies Record<string, AdminCall>;

export type AdminCallName = keyof typeof ADMIN_CALLS;

/** Just the paths, by name (what the UI's request helpers use). */
export const AdminPaths = Object.fromEntries(Object.entries(ADMIN_CALLS).map(([k, v]) => [k, v.path])) as {
  [K in AdminCallName]: (typeof ADMIN_CALLS)[K]['path'];
};

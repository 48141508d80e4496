import { CONTENT_KINDS as KINDS, CONTENT_STATE_NAMES, type ContentKind } from '@aikc/shared/admin/schemas/content';

/** The menu's words for the five kinds (the brief's 政策 / 解读 / 资讯 / 项目 / 问答库), in the contract's order. */
const MENU_LABELS: Record<ContentKind, string> = {
  policy: '政策',
  interpretation: '解读',
  news: '资讯',
  project: '项目',
  qa: '问答库',
};

export const CONTENT_KINDS = KINDS.map((kind) => ({ kind, label: MENU_LABELS[kind] }));

export function isContentKind(v: string | undefined): v is ContentKind {
  return (KINDS as readonly string[]).includes(v ?? '');
}

export function kindLabel(kind: string): string {
  return isContentKind(kind) ? MENU_LABELS[kind] : '内容';
}

/** Publication states as ProTable's select shows them. */
export const STATE_ENUM = {
  published: { text: CONTENT_STATE_NAMES.published, status: 'Success' },
  scheduled: { text: CONTENT_STATE_NAMES.scheduled, status: 'Processing' },
  offline: { text: CONTENT_STATE_NAMES.offline, status: 'Default' },
} as const;

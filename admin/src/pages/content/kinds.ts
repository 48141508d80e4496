/** The five kinds of content staff edit, in the menu's order, with the portal's words for them. */
export const CONTENT_KINDS = [
  { kind: 'policy', label: '政策' },
  { kind: 'interpretation', label: '解读' },
  { kind: 'news', label: '资讯' },
  { kind: 'project', label: '项目' },
  { kind: 'qa', label: '问答库' },
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number]['kind'];

export function kindLabel(kind: string): string {
  return CONTENT_KINDS.find((k) => k.kind === kind)?.label ?? '内容';
}

/** Publication states as the list shows them. */
export const STATUS_ENUM = {
  published: { text: '已发布', status: 'Success' },
  unpublished: { text: '已下架', status: 'Default' },
  draft: { text: '草稿', status: 'Default' },
  scheduled: { text: '定时发布', status: 'Processing' },
} as const;

export const LEVEL_ENUM = {
  national: { text: '国家级' },
  provincial: { text: '省级' },
  municipal: { text: '市级' },
  district: { text: '区县级' },
} as const;

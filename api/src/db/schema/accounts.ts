import type { Generated, Selectable } from 'kysely';

/** Accounts, sign-in (SMS, WeChat), messages, and what a user keeps: collections, history, downloads, linked companies, feedback. Conventions: db/schema.ts. */
/**
 * Table types for Kysely. Conventions that keep one query layer working on SQLite and PostgreSQL:
 * timestamps are epoch milliseconds (bigint, parsed to number on PostgreSQL), calendar dates are
 * 'YYYY-MM-DD' text, booleans are 0/1 integers, money is 万元 as double.
 */
export interface UsersTable {
  id: Generated<number>;
  mobile: string | null;
  password_hash: string | null;
  username: string;
  avatar: string;
  vip_level: string;
  vip_end_time: number | null;
  next_vip_level: string | null;
  next_vip_end_time: number | null;
  wx_openid: string | null;
  status: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  platform: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  type: string;
  is_read: Generated<number>;
  created_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: string;
  ip: string;
  delivered: Generated<number>;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code: string;
  content: string;
  created_at: number;
}

/** What the development email provider "sent" (0031). */
export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  content: string;
  created_at: number;
}

/** One reply sent to a visitor's contact (0031): the channel and whether the provider took it. */
export interface FeedbackDeliveriesTable {
  id: Generated<number>;
  feedback_id: number;
  channel: 'sms' | 'email';
  address: string;
  status: 'pending' | 'sent' | 'failed';
  error: string | null;
  staff_id: number;
  created_at: number;
}

export interface WxScenesTable {
  id: Generated<number>;
  poll_key: string;
  scene_str: string;
  source: string;
  status: string;
  openid: string | null;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  scanned_at: number | null;
  delivered_at: number | null;
}

export interface WxEventsTable {
  from_user: string;
  create_time: number;
  received_at: number;
}

/** A user's collection (收藏); type: policy, project, news, interpretation, company. */
export interface UserCollectsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  target_id: number;
  created_at: number;
}

/** The latest view of an item by a user (浏览记录), one row per item. */
export interface UserHistoryTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  target_id: number;
  viewed_at: number;
}

/** One attachment download by a user (下载记录). */
export interface UserDownloadsTable {
  id: Generated<number>;
  user_id: number;
  policy_id: number;
  attachment_id: number;
  created_at: number;
  /** 'attachment' (policy_id, attachment_id) or 'report' (report_id; the other two 0); migration 0012. */
  kind: Generated<string>;
  report_id: number | null;
  /** 'export' rows: the user_exports row (migration 0020). */
  export_id: Generated<number | null>;
}

export type UserRow = Selectable<UsersTable>;
export type MessageRow = Selectable<MessagesTable>;
export type WxSceneRow = Selectable<WxScenesTable>;

/** The companies a user linked in the personal centre (0017). */
export interface UserCompaniesTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  name: string;
  credit_code: string;
  is_default: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** 意见反馈 (0017): `images` is a JSON array of /uploads/images/ URLs; status pending → replied. */
export interface FeedbacksTable {
  id: Generated<number>;
  /** Null for a visitor's feedback (0031): the reply goes to `contact` (a mobile or an email) instead. */
  user_id: number | null;
  type: string;
  content: string;
  contact: string;
  images: string;
  status: string;
  reply: string | null;
  replied_at: number | null;
  created_at: number;
  /** The back office's inbox status (0026): 待处理 | 处理中 | 已回复 | 已关闭. */
  inbox_status: Generated<string>;
  assignee_id?: number | null;
  replied_by?: number | null;
  closed_at?: number | null;
}

import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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

export interface Database {
  users: UsersTable;
  user_tokens: UserTokensTable;
  messages: MessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MessageRow = Selectable<MessagesTable>;

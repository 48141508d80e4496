import type { Kysely, Selectable } from 'kysely';
import type { ChatMessage, ChatSession, ChatSource } from '@aikc/shared/schemas/chat';
import type { ChatMode } from '@aikc/shared/routes';
import type { ChatMessagesTable, ChatSessionsTable, Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { presentMessage, presentSession } from './presenter.ts';
import type { ChatRuntime } from './runtime.ts';

/** A user's chat sessions and their stored messages: listing, reading, renaming, deleting. Asking is service.ts. */
export type SessionRow = Selectable<ChatSessionsTable>;
type MessageRow = Selectable<ChatMessagesTable>;

const GONE = '对话不存在或已删除';

export async function listSessions(db: Kysely<Database>, userId: number, mode: ChatMode): Promise<ChatSession[]> {
  const rows = await db
    .selectFrom('chat_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('mode', '=', mode)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(presentSession);
}

/** The user's own session, or 404: another user's session is indistinguishable from a missing one. */
export async function ownSession(db: Kysely<Database>, userId: number, sessionId: number): Promise<SessionRow> {
  const row = await db
    .selectFrom('chat_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(GONE);
  return row;
}

function liveView(
  rt: ChatRuntime,
  r: MessageRow,
): { text: string; sources: ChatSource[]; related: string[] } | undefined {
  if (r.status !== 'streaming') return undefined;
  const a = rt.hub.answer(Number(r.id));
  const start = a?.events.find((e) => e.type === 'start');
  return start?.type === 'start'
    ? { text: a?.text ?? '', sources: start.sources, related: start.related ?? [] }
    : { text: a?.text ?? '', sources: [], related: [] };
}

export async function listMessages(
  db: Kysely<Database>,
  rt: ChatRuntime,
  userId: number,
  sessionId: number,
): Promise<{ session: ChatSession; list: ChatMessage[] }> {
  const session = await ownSession(db, userId, sessionId);
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .execute();
  return { session: presentSession(session), list: rows.map((r) => presentMessage(r, liveView(rt, r))) };
}

export async function renameSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
  title: string,
): Promise<ChatSession> {
  await ownSession(db, userId, sessionId);
  await db.updateTable('chat_sessions').set({ title }).where('id', '=', sessionId).execute();
  return presentSession(await ownSession(db, userId, sessionId));
}

export async function deleteSession(
  db: Kysely<Database>,
  rt: ChatRuntime,
  userId: number,
  sessionId: number,
): Promise<void> {
  await ownSession(db, userId, sessionId);
  const streaming = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('status', '=', 'streaming')
    .execute();
  for (const m of streaming) rt.hub.answer(Number(m.id))?.abort.abort();
  await db.deleteFrom('chat_messages').where('session_id', '=', sessionId).execute();
  await db.deleteFrom('chat_sessions').where('id', '=', sessionId).execute();
}

import type { Kysely, Selectable } from 'kysely';
import {
  CHAT_LEAD_END,
  SESSION_TITLE_MAX_CHARS,
  type ChatAsk,
  type ChatAskResult,
  type ChatMessage,
  type ChatSession,
  type ChatSource,
} from '@aikc/shared/schemas/chat';
import type { ChatMode } from '@aikc/shared/routes';
import type { AppDeps } from '../../deps.ts';
import type { ChatMessagesTable, ChatSessionsTable, Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { consumeRight, releaseRight } from '../rights/guard.ts';
import { CitationStreamFilter, citedNumbers } from './citations.ts';
import { checkAskedCompany } from './company-facts.ts';
import { modeContext } from './context.ts';
import type { LiveAnswer } from './live.ts';
import { presentMessage, presentSession } from './presenter.ts';
import { ProviderError } from './providers/provider.ts';
import type { ChatRuntime } from './runtime.ts';

type SessionRow = Selectable<ChatSessionsTable>;
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

function liveView(rt: ChatRuntime, r: MessageRow): { text: string; sources: ChatSource[] } | undefined {
  if (r.status !== 'streaming') return undefined;
  const a = rt.hub.answer(Number(r.id));
  const start = a?.events.find((e) => e.type === 'start');
  return { text: a?.text ?? '', sources: start?.type === 'start' ? start.sources : [] };
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

export function titleFrom(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > SESSION_TITLE_MAX_CHARS ? `${chars.slice(0, SESSION_TITLE_MAX_CHARS - 1).join('')}…` : flat;
}

/**
 * A question: admitted by the limits, paid with one 'ai_answer' in the same transaction that stores the
 * question and the answer's row (status streaming), then answered in the background. Returns at once; the
 * answer arrives through the session stream.
 */
export async function ask(
  deps: AppDeps,
  rt: ChatRuntime,
  userId: number,
  input: ChatAsk,
  now = Date.now(),
): Promise<ChatAskResult> {
  const db = deps.db.db;
  rt.admit(userId, now);
  await checkAskedCompany(db, userId, input);
  const out = await db.transaction().execute(async (trx) => {
    const needsCompany = input.mode !== 'zsk';
    let session: SessionRow;
    if (input.session_id === undefined) {
      if (input.retry_of !== undefined) throw badRequest('重新生成需指定对话');
      session = await trx
        .insertInto('chat_sessions')
        .values({
          user_id: userId,
          mode: input.mode,
          title: titleFrom(input.question),
          company_id: input.company_id ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      session = await ownSession(trx, userId, input.session_id);
      if (session.mode !== input.mode) throw badRequest('该对话不属于当前模式');
      const company = input.company_id ?? session.company_id;
      await trx
        .updateTable('chat_sessions')
        .set({ updated_at: now, company_id: company })
        .where('id', '=', session.id)
        .execute();
      session = { ...session, updated_at: now, company_id: company };
    }
    if (needsCompany && session.company_id === null)
      throw badRequest(input.mode === 'qypj' ? '请先选择要评价的企业' : '请先选择要匹配政策的企业');
    const { remaining } = await consumeRight(trx, userId, 'ai_answer', 1, now);
    let question: MessageRow | null = null;
    let questionText = input.question;
    if (input.retry_of !== undefined) {
      const old = await trx
        .selectFrom('chat_messages')
        .selectAll()
        .where('id', '=', input.retry_of)
        .where('session_id', '=', session.id)
        .where('role', '=', 'assistant')
        .executeTakeFirst();
      if (!old) throw notFound('要重新生成的回答不存在');
      if (old.status === 'streaming') throw badRequest('该回答正在生成，请先停止');
      const q = await trx
        .selectFrom('chat_messages')
        .selectAll()
        .where('session_id', '=', session.id)
        .where('role', '=', 'user')
        .where('id', '<', old.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!q) throw notFound('原问题不存在');
      questionText = q.content;
      await trx.deleteFrom('chat_messages').where('id', '=', old.id).execute();
    } else {
      question = await trx
        .insertInto('chat_messages')
        .values({
          session_id: session.id,
          user_id: userId,
          role: 'user',
          content: input.question,
          status: 'done',
          error_msg: '',
          provider: null,
          sources_json: '[]',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const answer = await trx
      .insertInto('chat_messages')
      .values({
        session_id: session.id,
        user_id: userId,
        role: 'assistant',
        content: '',
        status: 'streaming',
        error_msg: '',
        provider: rt.provider.kind,
        sources_json: '[]',
        created_at: now + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { session, question, answer, remaining, questionText };
  });
  const live = rt.hub.begin(userId, Number(out.session.id), Number(out.answer.id));
  void generate(deps, rt, live, out.session, out.questionText);
  return {
    session: presentSession(out.session),
    question: out.question ? presentMessage(out.question) : null,
    answer: presentMessage(out.answer, { text: '', sources: [] }),
    remaining: out.remaining,
  };
}

/** 停止生成: aborts the provider request of the user's answer; the answer then stores its text as stopped. */
export function stop(rt: ChatRuntime, userId: number, messageId: number): { stopped: boolean } {
  const a = rt.hub.answer(messageId);
  if (!a || a.userId !== userId) return { stopped: false };
  a.abort.abort();
  return { stopped: true };
}

async function history(db: Kysely<Database>, sessionId: number, beforeId: number) {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['role', 'content', 'status'])
    .where('session_id', '=', sessionId)
    .where('id', '<', beforeId)
    .orderBy('id', 'desc')
    .limit(8)
    .execute();
  return rows
    .reverse()
    .filter((r) => r.role === 'user' || r.status === 'done')
    .map((r) => ({ role: r.role === 'user' ? ('user' as const) : ('assistant' as const), content: r.content }));
}

/**
 * Produces one answer: retrieval, the provider's stream through the citation filter, every piece emitted with
 * its seq, then the row stored once with its final status. A provider failure gives the unit of 'ai_answer'
 * back (the user got no answer); a stopped answer keeps it (the user chose to stop, the model worked).
 */
async function generate(
  deps: AppDeps,
  rt: ChatRuntime,
  a: LiveAnswer,
  session: SessionRow,
  question: string,
): Promise<void> {
  const db = deps.db.db;
  const ids = { session_id: a.sessionId, message_id: a.messageId };
  const signal = a.abort.signal;
  let sources: ChatSource[] = [];
  let status: 'done' | 'stopped' | 'error' = 'done';
  let errorMsg = '';
  try {
    const past = (await history(db, a.sessionId, a.messageId)).slice(0, -1);
    const companyId = session.company_id === null ? null : Number(session.company_id);
    // The evaluation / match list leads the session's first answer; follow-ups discuss it.
    const ctx = await modeContext(deps, session.mode as ChatMode, companyId, question, {
      lead: !past.some((m) => m.role === 'assistant'),
    });
    sources = ctx.passages.map((p) => p.source);
    rt.hub.emit(a, { type: 'start', ...ids, seq: a.nextSeq(), provider: rt.provider.kind, sources });
    if (ctx.lead) rt.hub.emit(a, { type: 'chunk', ...ids, seq: a.nextSeq(), text: `${ctx.lead}${CHAT_LEAD_END}` });
    const filter = new CitationStreamFilter(new Set(sources.map((s) => s.n)));
    const req = {
      mode: session.mode as ChatMode,
      question,
      history: past,
      passages: ctx.passages,
      ...(ctx.context ? { context: ctx.context } : {}),
    };
    for await (const piece of rt.provider.stream(req, signal)) {
      const text = filter.push(piece);
      if (text) rt.hub.emit(a, { type: 'chunk', ...ids, seq: a.nextSeq(), text });
    }
    const rest = filter.flush();
    if (rest) rt.hub.emit(a, { type: 'chunk', ...ids, seq: a.nextSeq(), text: rest });
    if (signal.aborted) status = 'stopped';
  } catch (err) {
    if (signal.aborted) status = 'stopped';
    else {
      status = 'error';
      errorMsg = err instanceof ProviderError ? err.userMessage : '回答生成失败，请重试';
      deps.logger.warn({ err, messageId: a.messageId }, 'chat answer failed');
    }
  }
  const cited = new Set(citedNumbers(a.text));
  const kept = sources.filter((s) => cited.has(s.n));
  try {
    await db
      .updateTable('chat_messages')
      .set({ content: a.text, status, error_msg: errorMsg, sources_json: JSON.stringify(kept) })
      .where('id', '=', a.messageId)
      .execute();
    if (status === 'error') await db.transaction().execute((trx) => releaseRight(trx, a.userId, 'ai_answer'));
  } catch (err) {
    // The session may have been deleted meanwhile (its rows are gone): nothing to store.
    deps.logger.warn({ err, messageId: a.messageId }, 'chat answer could not be stored');
  }
  rt.hub.emit(a, { type: 'end', ...ids, seq: a.nextSeq(), status, error_msg: errorMsg, sources: kept });
  rt.hub.finish(a);
}

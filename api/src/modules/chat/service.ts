import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import {
  CHAT_LEAD_END,
  SESSION_TITLE_MAX_CHARS,
  type ChatAsk,
  type ChatAskResult,
  type ChatSource,
} from '@aikc/shared/schemas/chat';
import { CHAT_MODE_INFO, companyMissingMessage } from '@aikc/shared/chat-modes';
import type { ChatMode } from '@aikc/shared/routes';
import type { AppDeps } from '../../deps.ts';
import type { ChatMessagesTable, Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { consumeRight, releaseRight, remainingRights } from '../rights/guard.ts';
import { todayCst } from '../../lib/time.ts';
import { planAnswer } from './answers/plan.ts';
import type { AnswerPlan } from './answers/answer-plan.ts';
import { CitationStreamFilter, citedNumbers } from './citations.ts';
import { checkAskedCompany } from './company-facts.ts';
import { composeNotFound, pieces } from './composer.ts';
import { modeContext } from './context.ts';
import type { LiveAnswer } from './live.ts';
import { presentMessage, presentSession } from './presenter.ts';
import { ProviderError, type AnswerRequest } from './providers/provider.ts';
import type { ChatRuntime } from './runtime.ts';
import { ownSession, type SessionRow } from './sessions.ts';

type MessageRow = Selectable<ChatMessagesTable>;

export function titleFrom(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > SESSION_TITLE_MAX_CHARS ? `${chars.slice(0, SESSION_TITLE_MAX_CHARS - 1).join('')}…` : flat;
}

/** The session's earlier questions, oldest first (a follow-up is read against them). */
async function earlierQuestions(db: Kysely<Database>, sessionId: number, beforeId?: number): Promise<string[]> {
  let q = db
    .selectFrom('chat_messages')
    .select('content')
    .where('session_id', '=', sessionId)
    .where('role', '=', 'user');
  if (beforeId !== undefined) q = q.where('id', '<', beforeId);
  const rows = await q.orderBy('id', 'desc').limit(6).execute();
  return rows.reverse().map((r) => r.content);
}

/** What the question asks, worked out before it is stored and charged: a zsk question may find nothing. */
async function planFor(
  deps: AppDeps,
  userId: number,
  input: ChatAsk,
  now: number,
): Promise<{ plan: AnswerPlan | null; questionText: string }> {
  const db = deps.db.db;
  let questionText = input.question;
  let earlier: string[] = [];
  if (input.session_id !== undefined) {
    await ownSession(db, userId, input.session_id);
    if (input.retry_of !== undefined) {
      // A regeneration answers the question of the answer it replaces, against the turns before that question.
      const q = await db
        .selectFrom('chat_messages')
        .select(['id', 'content'])
        .where('session_id', '=', input.session_id)
        .where('role', '=', 'user')
        .where('id', '<', input.retry_of)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (q) {
        questionText = q.content;
        earlier = await earlierQuestions(db, input.session_id, Number(q.id));
      }
    } else earlier = await earlierQuestions(db, input.session_id);
  }
  if (!CHAT_MODE_INFO[input.mode].knowledgeBase) return { plan: null, questionText };
  const region = input.region_code ?? (await myCompanyRegion(db, userId));
  const plan = await planAnswer(deps, questionText, earlier, todayCst(now), region);
  return { plan, questionText };
}

/** The region of the user's default 我的企业 (linked to the company database), or '' when there is none. */
async function myCompanyRegion(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('user_companies as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('c.region_code')
    .where('u.user_id', '=', userId)
    .orderBy('u.is_default', 'desc')
    .orderBy('u.id')
    .executeTakeFirst();
  return row?.region_code ?? '';
}

async function remainingAnswers(db: Kysely<Database>, userId: number, now: number): Promise<number | null> {
  const rights = await remainingRights(db, userId, now);
  return rights.rights.find((r) => r.key === 'ai_answer')?.remaining ?? null;
}

/**
 * A question: admitted by the limits, planned (a zsk question is matched against the knowledge base and the
 * corpus first), then stored with the answer's row (status streaming) and answered in the background. Only a
 * found answer is paid for, with one 'ai_answer' in the same transaction that stores the rows: a not-found
 * answer and 重新生成 of an answer the user already has cost nothing (a retry after an error does: the error
 * gave its unit back). Returns at once; the answer arrives through the session stream.
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
  // The company exists (and, for qypj/zcpp, is still in business) before anything is planned, stored or charged.
  await checkAskedCompany(db, userId, input);
  const { plan } = await planFor(deps, userId, input, now);
  const found = plan === null || plan.kind !== 'none';
  const out = await db.transaction().execute(async (trx) => {
    const companyMissing = companyMissingMessage(input.mode);
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
    if (companyMissing !== null && session.company_id === null) throw badRequest(companyMissing);
    let question: MessageRow | null = null;
    let questionText = input.question;
    let charged = found && input.retry_of === undefined;
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
      charged = found && old.status === 'error';
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
    const remaining = charged
      ? (await consumeRight(trx, userId, 'ai_answer', 1, now)).remaining
      : await remainingAnswers(trx, userId, now);
    const answer = await trx
      .insertInto('chat_messages')
      .values({
        session_id: session.id,
        user_id: userId,
        role: 'assistant',
        content: '',
        status: 'streaming',
        error_msg: '',
        // A not-found answer is the portal's own line, whatever the provider.
        provider: found ? rt.provider.kind : 'retrieval',
        sources_json: '[]',
        created_at: now + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { session, question, answer, remaining, questionText, charged };
  });
  const live = rt.hub.begin(userId, Number(out.session.id), Number(out.answer.id));
  void generate(deps, rt, live, out.session, out.questionText, { plan, charged: out.charged, at: now });
  return {
    session: presentSession(out.session),
    question: out.question ? presentMessage(out.question) : null,
    answer: presentMessage(out.answer, { text: '', sources: [], related: [] }),
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
 * Produces one answer: retrieval (or the plan made when it was asked), the provider's stream through the
 * citation filter, every piece emitted with its seq, then the row stored once with its final status. A
 * not-found answer is the portal's own line with related questions, never the provider's. A provider failure
 * gives a charged unit of 'ai_answer' back (the user got no answer); a stopped answer keeps it (the user chose
 * to stop, the model worked).
 */
async function generate(
  deps: AppDeps,
  rt: ChatRuntime,
  a: LiveAnswer,
  session: SessionRow,
  question: string,
  opts: { plan: AnswerPlan | null; charged: boolean; at: number },
): Promise<void> {
  const db = deps.db.db;
  const ids = { session_id: a.sessionId, message_id: a.messageId };
  const signal = a.abort.signal;
  const got: { sources: ChatSource[] } = { sources: [] };
  let related: string[] = [];
  let status: 'done' | 'stopped' | 'error' = 'done';
  let errorMsg = '';
  const { plan } = opts;
  try {
    const past = (await history(db, a.sessionId, a.messageId)).slice(0, -1);
    if (plan?.kind === 'none') {
      related = plan.related;
      rt.hub.emit(a, { type: 'start', ...ids, seq: a.nextSeq(), provider: 'retrieval', sources: [], related });
      // At the offline reading pace, like every other answer: a page that opens the session a moment after
      // asking still follows it from the start.
      for (const text of pieces(composeNotFound(question, plan.searchRoute), 16)) {
        if (signal.aborted) break;
        if (deps.config.CHAT_OFFLINE_CHUNK_MS > 0)
          await sleep(deps.config.CHAT_OFFLINE_CHUNK_MS, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) break;
        rt.hub.emit(a, { type: 'chunk', ...ids, seq: a.nextSeq(), text });
      }
    } else await provide(deps, rt, a, session, question, plan, past, got);
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
  const kept = got.sources.filter((s) => cited.has(s.n));
  try {
    // The ended answer and the unit a failure gives back are one write: nobody sees an error still charged.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('chat_messages')
        .set({
          content: a.text,
          status,
          error_msg: errorMsg,
          sources_json: JSON.stringify(kept),
          related_json: JSON.stringify(related),
        })
        .where('id', '=', a.messageId)
        .execute();
      if (status === 'error' && opts.charged) await releaseRight(trx, a.userId, 'ai_answer', 1, opts.at);
    });
  } catch (err) {
    // The session may have been deleted meanwhile (its rows are gone): nothing to store.
    deps.logger.warn({ err, messageId: a.messageId }, 'chat answer could not be stored');
  }
  rt.hub.emit(a, { type: 'end', ...ids, seq: a.nextSeq(), status, error_msg: errorMsg, sources: kept });
  rt.hub.finish(a);
}

/**
 * The provider's answer, streamed through the citation filter. Its request comes from the plan for zsk (the
 * lead, the passages, the 问答库 entry, the question resolved against the earlier turns) or from the mode's
 * context for qypj / zcpp. `out.sources` holds the passages' sources as soon as they are known.
 */
async function provide(
  deps: AppDeps,
  rt: ChatRuntime,
  a: LiveAnswer,
  session: SessionRow,
  question: string,
  plan: AnswerPlan | null,
  past: { role: 'user' | 'assistant'; content: string }[],
  out: { sources: ChatSource[] },
): Promise<void> {
  const ids = { session_id: a.sessionId, message_id: a.messageId };
  const mode = session.mode as ChatMode;
  let req: AnswerRequest;
  let lead: string | undefined;
  if (plan) {
    req = {
      mode,
      question,
      history: past,
      passages: plan.passages,
      ...(plan.lead ? { lead: plan.lead } : {}),
      ...(plan.knowledge ? { knowledge: plan.knowledge } : {}),
      ...(plan.resolved !== question ? { resolved: plan.resolved } : {}),
    };
  } else {
    const companyId = session.company_id === null ? null : Number(session.company_id);
    // The evaluation / match list leads the session's first answer; follow-ups discuss it.
    const ctx = await modeContext(deps, mode, companyId, question, {
      lead: !past.some((m) => m.role === 'assistant'),
    });
    lead = ctx.lead;
    req = { mode, question, history: past, passages: ctx.passages, ...(ctx.context ? { context: ctx.context } : {}) };
  }
  out.sources = req.passages.map((p) => p.source);
  rt.hub.emit(a, { type: 'start', ...ids, seq: a.nextSeq(), provider: rt.provider.kind, sources: out.sources });
  if (lead) rt.hub.emit(a, { type: 'chunk', ...ids, seq: a.nextSeq(), text: `${lead}${CHAT_LEAD_END}` });
  const filter = new CitationStreamFilter(new Set(out.sources.map((s) => s.n)));
  for await (const piece of rt.provider.stream(req, a.abort.signal)) {
    const text = filter.push(piece);
    if (text) rt.hub.emit(a, { type: 'chunk', ...ids, seq: a.nextSeq(), text });
  }
  const rest = filter.flush();
  if (rest) rt.hub.emit(a, { type: 'chunk', ...ids, seq: a.nextSeq(), text: rest });
}

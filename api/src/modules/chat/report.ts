import { CHAT_REPORT_MODES, chatReport, hasReport, modeNames } from '@aikc/shared/chat-modes';
import { CHAT_LEAD_END, type ChatReportData, type ChatReportJob, type ChatReportTurn } from '@aikc/shared/schemas/chat';
import { ResultCode } from '@aikc/shared/result-codes';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { formatDateTime, todayCst } from '../../lib/time.ts';
import { createReport, latestReport } from '../pdf/reports.ts';
import { PdfMessages, PdfRenderError } from '../pdf/renderer.ts';
import { renderPageUrl } from '../pdf/services.ts';
import { consumeRight, releaseRight } from '../rights/guard.ts';
import { evaluableCompany, loadCompany } from './company-facts.ts';
import { reportRuntime } from './modes.ts';
import { parseSources } from './presenter.ts';
import { ownSession } from './sessions.ts';

/** The render token's purpose: it opens one answer's report data, nothing else. */
export const REPORT_PURPOSE = 'chat-report';

/** A finished answer of a report mode (qypj / zcpp), of the user's own, with its session and company, or a clear refusal. */
async function reportable(deps: AppDeps, userId: number, messageId: number) {
  const db = deps.db.db;
  const m = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('user_id', '=', userId)
    .where('role', '=', 'assistant')
    .executeTakeFirst();
  if (!m) throw notFound('回答不存在或已删除');
  const session = await ownSession(db, userId, Number(m.session_id));
  const mode = session.mode;
  if (!hasReport(mode)) throw badRequest(`仅${modeNames(CHAT_REPORT_MODES, '与')}的回答可生成报告`);
  if (m.status !== 'done')
    throw badRequest(m.status === 'streaming' ? '回答正在生成，请完成后再下载报告' : '该回答未完整生成，无法生成报告');
  if (session.company_id === null) throw badRequest('该对话未选择企业，无法生成报告');
  return { message: m, session, mode, companyId: Number(session.company_id) };
}

/**
 * 下载报告 on a qypj / zcpp answer: one 'report' of the user's right is spent, then the report is rendered in
 * the background by the one PDF renderer (its queue bounds how many print at once, each has 10 s) and recorded
 * in the download list. The unit is given back if the render fails. A report already made of this answer is
 * handed out again without a new charge. Returns the job at once; the page polls it.
 */
export async function startReport(
  deps: AppDeps,
  userId: number,
  messageId: number,
  now = Date.now(),
): Promise<ChatReportJob> {
  const db = deps.db.db;
  const { mode, companyId } = await reportable(deps, userId, messageId);
  // A 注销 / 吊销 company is refused before anything is charged (its answers predate the refusal, or the status changed).
  const company = await evaluableCompany(db, companyId).catch((err: unknown) => {
    throw err instanceof AppError && err.code === ResultCode.NOT_FOUND
      ? notFound('该企业已不在企业库中，无法生成报告')
      : err;
  });
  const title = `${company.name}-${chatReport(mode).title}-${todayCst(now)}`;
  const jobs = deps.reportJobs;
  const made = await latestReport(db, userId, mode, messageId);
  if (made) return jobs.get(userId, await jobs.reused(userId, made.title, Number(made.id), now), now);
  const { remaining } = await db.transaction().execute((trx) => consumeRight(trx, userId, 'report', 1, now));
  let jobId: string;
  try {
    jobId = await jobs.add(userId, title, { charged: true, remaining }, now);
  } catch (err) {
    await db.transaction().execute((trx) => releaseRight(trx, userId, 'report'));
    throw err;
  }
  const { renderer, tokens } = deps.pdf;
  const first = chatReport(mode).pages[0];
  // The token is issued when the render starts, so a long wait in the queue cannot outlive it.
  const url = () =>
    `${renderPageUrl(deps, `/hideHt/pdf/${first}`, tokens.issue(REPORT_PURPOSE, messageId, userId))}&all=1`;
  // Stage writes go one after another, so a slow write cannot land after a later stage or the end.
  let written: Promise<void> = Promise.resolve();
  const logged = (err: unknown) => deps.logger.error({ err, messageId }, 'chat report: the job could not be updated');
  void createReport(db, renderer, deps.config.DATA_DIR, {
    userId,
    kind: mode,
    sourceId: messageId,
    title,
    url,
    onStage: (s, ahead) => {
      written = written.then(() => jobs.stage(jobId, s, ahead)).catch(logged);
    },
  })
    .then(
      async (rep) => {
        await written;
        await jobs.done(jobId, rep.id);
      },
      async (err: unknown) => {
        const msg = err instanceof PdfRenderError ? err.message : PdfMessages.failed;
        if (!(err instanceof PdfRenderError)) deps.logger.error({ err, messageId }, 'chat report failed');
        await written;
        await jobs.fail(jobId, msg);
      },
    )
    .catch(logged);
  return jobs.get(userId, jobId, now);
}

/** Drops the evaluation / match list that leads a first answer: the report prints it from the data. */
export function discussionOf(text: string): string {
  const at = text.indexOf(CHAT_LEAD_END);
  if (at >= 0) return text.slice(at + CHAT_LEAD_END.length).trim();
  return /^### (企业评价|政策匹配)：/.test(text) ? '' : text.trim();
}

/** 问答分析: the session's questions and finished answers up to the reported one, oldest first. */
async function sessionTurns(db: AppDeps['db']['db'], sessionId: number, upTo: number): Promise<ChatReportTurn[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['role', 'content', 'status', 'sources_json'])
    .where('session_id', '=', sessionId)
    .where('id', '<=', upTo)
    .orderBy('id')
    .execute();
  const turns: ChatReportTurn[] = [];
  let question = '';
  for (const r of rows) {
    if (r.role === 'user') question = r.content;
    else if (r.status === 'done' || (r.status === 'stopped' && r.content.trim()))
      turns.push({ question, answer: discussionOf(r.content), sources: parseSources(r.sources_json) });
  }
  return turns;
}

/** The data the hidden report pages print, for the holder of a render token of this answer. */
export async function reportData(deps: AppDeps, rt: string, now = Date.now()): Promise<ChatReportData> {
  const t = deps.pdf.tokens.verify(rt, REPORT_PURPOSE, now);
  if (!t) throw new AppError(ResultCode.FORBIDDEN, '报告链接已失效');
  const db = deps.db.db;
  const { message, session, mode, companyId } = await reportable(deps, t.userId, t.id);
  await evaluableCompany(db, companyId);
  const company = await loadCompany(db, companyId);
  if (!company) throw notFound('该企业已不在企业库中，无法生成报告');
  const asOf = todayCst(now);
  const [turns, matches] = await Promise.all([
    sessionTurns(db, Number(session.id), Number(message.id)),
    reportRuntime(mode).matches(db, company, now),
  ]);
  return {
    mode,
    title: chatReport(mode).title,
    report_no: `${mode.toUpperCase()}-${asOf.replace(/-/g, '')}-${message.id}`,
    as_of: asOf,
    generated_at: formatDateTime(now),
    company: { ...company.facts, id: company.id, credit_code: company.credit_code, legal_person: company.legal_person },
    conclusion: reportRuntime(mode).conclusion(company.facts, asOf, matches),
    turns,
    matches: matches.map((m) => ({
      id: m.id,
      title: m.title,
      support: m.support,
      deadline: m.deadline,
      criteria: m.criteria,
    })),
  };
}

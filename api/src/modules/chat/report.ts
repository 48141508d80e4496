import crypto from 'node:crypto';
import { CHAT_REPORT_PARTS } from '@aikc/shared/routes';
import {
  CHAT_LEAD_END,
  type ChatReportData,
  type ChatReportJob,
  type ChatReportMode,
  type ChatReportStage,
} from '@aikc/shared/schemas/chat';
import { ResultCode } from '@aikc/shared/result-codes';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '../../http/errors.ts';
import { formatDateTime, todayCst } from '../../lib/time.ts';
import { createReport } from '../pdf/reports.ts';
import { PdfMessages, PdfRenderError } from '../pdf/renderer.ts';
import { pdfServicesOf, renderPageUrl } from '../pdf/services.ts';
import { consumeRight, releaseRight } from '../rights/guard.ts';
import { loadCompany } from './company-facts.ts';
import { parseSources } from './presenter.ts';
import { ownSession } from './service.ts';
import { matchProjects } from './zcpp-match.ts';

/** The render token's purpose: it opens one answer's report data, nothing else. */
export const REPORT_PURPOSE = 'chat-report';
/** Report jobs one user may have unfinished at once (the render queue is shared by everyone). */
const JOBS_PER_USER = 2;
/** A finished job stays readable this long (the page polls it once more, or reloads). */
const KEEP_FINISHED_MS = 10 * 60_000;

const TITLES: Record<ChatReportMode, string> = { qypj: '企业评价报告', zcpp: '政策匹配报告' };
const STAGE: Record<ChatReportStage, { progress: number; message: string }> = {
  queued: { progress: 5, message: '排队等待生成' },
  rendering: { progress: 30, message: '正在生成报告页面与图表' },
  printing: { progress: 70, message: '正在排版PDF' },
  saving: { progress: 90, message: '正在保存报告' },
  done: { progress: 100, message: '报告已生成' },
  failed: { progress: 100, message: PdfMessages.failed },
};

interface Job extends ChatReportJob {
  userId: number;
  startedAt: number;
}

/** The report jobs of this API process (a job is rendered by the process that started it, like a chat answer). */
export class ReportJobs {
  private readonly jobs = new Map<string, Job>();

  add(userId: number, title: string, remaining: number | null, now = Date.now()): Job {
    this.sweep(now);
    if (this.unfinished(userId) >= JOBS_PER_USER)
      throw tooManyRequests(`您已有${JOBS_PER_USER}份报告正在生成，请稍候再试`);
    const job: Job = {
      job_id: crypto.randomBytes(18).toString('base64url'),
      userId,
      startedAt: now,
      stage: 'queued',
      progress: STAGE.queued.progress,
      queue_ahead: 0,
      message: STAGE.queued.message,
      report_id: null,
      title,
      remaining,
      elapsed_ms: null,
    };
    this.jobs.set(job.job_id, job);
    return job;
  }

  stage(job: Job, stage: ChatReportStage, ahead = 0, message?: string): void {
    job.stage = stage;
    job.progress = STAGE[stage].progress;
    job.queue_ahead = stage === 'queued' ? ahead : 0;
    job.message =
      message ?? (stage === 'queued' && ahead > 0 ? `排队等待生成（前面还有${ahead}份）` : STAGE[stage].message);
    if (stage === 'done' || stage === 'failed') job.elapsed_ms = Date.now() - job.startedAt;
  }

  /** The caller's own job; another user's id reads like a missing one. */
  get(userId: number, jobId: string): ChatReportJob {
    const j = this.jobs.get(jobId);
    if (!j || j.userId !== userId) throw notFound('报告任务不存在或已过期，请重新生成');
    const { userId: _u, startedAt: _s, ...view } = j;
    return view;
  }

  private unfinished(userId: number): number {
    let n = 0;
    for (const j of this.jobs.values()) if (j.userId === userId && j.stage !== 'done' && j.stage !== 'failed') n++;
    return n;
  }

  private sweep(now: number): void {
    for (const [k, j] of this.jobs)
      if (j.elapsed_ms !== null && now - j.startedAt - j.elapsed_ms > KEEP_FINISHED_MS) this.jobs.delete(k);
  }
}

const jobsByDeps = new WeakMap<AppDeps, ReportJobs>();
export function reportJobsOf(deps: AppDeps): ReportJobs {
  let j = jobsByDeps.get(deps);
  if (!j) jobsByDeps.set(deps, (j = new ReportJobs()));
  return j;
}

/** A finished qypj / zcpp answer of the user's own, with its session and company, or a clear refusal. */
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
  if (session.mode !== 'qypj' && session.mode !== 'zcpp') throw badRequest('仅企业评价与政策匹配的回答可生成报告');
  if (m.status !== 'done')
    throw badRequest(m.status === 'streaming' ? '回答正在生成，请完成后再下载报告' : '该回答未完整生成，无法生成报告');
  if (session.company_id === null) throw badRequest('该对话未选择企业，无法生成报告');
  return { message: m, session, mode: session.mode as ChatReportMode, companyId: Number(session.company_id) };
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
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound('该企业已不在企业库中，无法生成报告');
  const title = `${company.name}-${TITLES[mode]}-${todayCst(now)}`;
  const jobs = reportJobsOf(deps);
  const made = await db
    .selectFrom('user_reports')
    .select(['id', 'title'])
    .where('user_id', '=', userId)
    .where('kind', '=', mode)
    .where('source_id', '=', messageId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (made) {
    const job = jobs.add(userId, made.title, null, now);
    job.report_id = Number(made.id);
    jobs.stage(job, 'done', 0, '报告已生成（此前已生成，未重复扣减次数）');
    return jobs.get(userId, job.job_id);
  }
  const { remaining } = await db.transaction().execute((trx) => consumeRight(trx, userId, 'report', 1, now));
  let job;
  try {
    job = jobs.add(userId, title, remaining, now);
  } catch (err) {
    await db.transaction().execute((trx) => releaseRight(trx, userId, 'report'));
    throw err;
  }
  const { renderer, tokens } = pdfServicesOf(deps);
  const first = CHAT_REPORT_PARTS[mode][0];
  // The token is issued when the render starts, so a long wait in the queue cannot outlive it.
  const url = () =>
    `${renderPageUrl(deps, `/hideHt/pdf/${first}`, tokens.issue(REPORT_PURPOSE, messageId, userId))}&all=1`;
  const running = job;
  void createReport(db, renderer, deps.config.DATA_DIR, {
    userId,
    kind: mode,
    sourceId: messageId,
    title,
    url,
    onStage: (s, ahead) => jobs.stage(running, s, ahead),
  }).then(
    (rep) => {
      running.report_id = rep.id;
      jobs.stage(running, 'done');
    },
    async (err: unknown) => {
      const msg = err instanceof PdfRenderError ? err.message : PdfMessages.failed;
      if (!(err instanceof PdfRenderError)) deps.logger.error({ err, messageId }, 'chat report failed');
      try {
        await db.transaction().execute((trx) => releaseRight(trx, userId, 'report'));
        running.remaining = running.remaining === null ? null : running.remaining + 1;
      } catch (e) {
        deps.logger.error({ err: e, messageId }, 'chat report: the report right could not be given back');
      }
      jobs.stage(running, 'failed', 0, `${msg}（本次未扣减报告次数）`);
    },
  );
  return jobs.get(userId, job.job_id);
}

/** Drops the evaluation / match list that leads a first answer: the report prints it from the data. */
export function discussionOf(text: string): string {
  const at = text.indexOf(CHAT_LEAD_END);
  if (at >= 0) return text.slice(at + CHAT_LEAD_END.length).trim();
  return /^### (企业评价|政策匹配)：/.test(text) ? '' : text.trim();
}

/** The data the hidden report pages print, for the holder of a render token of this answer. */
export async function reportData(deps: AppDeps, rt: string, now = Date.now()): Promise<ChatReportData> {
  const t = pdfServicesOf(deps).tokens.verify(rt, REPORT_PURPOSE, now);
  if (!t) throw new AppError(ResultCode.FORBIDDEN, '报告链接已失效');
  const db = deps.db.db;
  const { message, session, mode, companyId } = await reportable(deps, t.userId, t.id);
  const company = await loadCompany(db, companyId);
  if (!company) throw notFound('该企业已不在企业库中，无法生成报告');
  const [reg, question] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['credit_code', 'legal_person'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_messages')
      .select('content')
      .where('session_id', '=', session.id)
      .where('role', '=', 'user')
      .where('id', '<', message.id)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  const matches = mode === 'zcpp' ? await matchProjects(db, company, now) : [];
  return {
    mode,
    title: TITLES[mode],
    report_no: `${mode.toUpperCase()}-${todayCst(now).replace(/-/g, '')}-${message.id}`,
    as_of: todayCst(now),
    generated_at: formatDateTime(now),
    company: { ...company.facts, id: company.id, credit_code: reg.credit_code, legal_person: reg.legal_person },
    question: question?.content ?? '',
    answer: discussionOf(message.content),
    sources: parseSources(message.sources_json),
    matches: matches.map((m) => ({
      id: m.id,
      title: m.title,
      support: m.support,
      deadline: m.deadline,
      criteria: m.criteria,
    })),
  };
}

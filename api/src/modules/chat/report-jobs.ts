import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ChatReportJob, ChatReportStage } from '@aikc/shared/schemas/chat';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';
import { notFound, tooManyRequests } from '../../http/errors.ts';
import { PdfMessages } from '../pdf/renderer.ts';
import { releaseRight } from '../rights/guard.ts';
import { sendMessage } from '../message/service.ts';
import { recordUserEvent } from '../user-events/record.ts';

/** Report jobs one user may have unfinished at once (the render queue is shared by everyone). */
const JOBS_PER_USER = 2;
/** A finished job stays readable this long (the page polls it once more, or reloads). */
const KEEP_FINISHED_MS = 10 * 60_000;
/** How often the process rendering a job says it is alive, and the silence after which it is taken for dead. */
const HEARTBEAT_MS = 5_000;
const STALE_MS = 30_000;
/** Appended to every failure of a charged job: the right is given back in the same transaction. */
const REFUNDED = '（本次未扣减报告次数）';

const STAGE: Record<ChatReportStage, { progress: number; message: string }> = {
  queued: { progress: 5, message: '排队等待生成' },
  rendering: { progress: 30, message: '正在生成报告页面与图表' },
  printing: { progress: 70, message: '正在排版PDF' },
  saving: { progress: 90, message: '正在保存报告' },
  done: { progress: 100, message: '报告已生成' },
  failed: { progress: 100, message: PdfMessages.failed },
};
const FINISHED = ['done', 'failed'] as const;

/**
 * The chat's report jobs, in the `report_jobs` table (migration 0019), so any API process answers a job's polls
 * and a job outlives the process rendering it. That process refreshes the job's heartbeat while it works; a job
 * silent for 30 s (its process died) is failed by the next poll. Every move to done or failed is one conditional
 * update of an unfinished row, so a job ends once, and a failed charged job gives its right back exactly once,
 * in that update's transaction, whoever fails it.
 */
export class ReportJobs {
  private readonly beats = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /**
   * A new queued job of the user, refused when two are unfinished. `charged`: a report right was spent for it
   * (given back if it fails). The caller's process renders it and keeps its heartbeat until it ends.
   */
  async add(userId: number, title: string, charge: { charged: boolean; remaining: number | null }, now = Date.now()) {
    await this.db
      .deleteFrom('report_jobs')
      .where('finished_at', '<', now - KEEP_FINISHED_MS)
      .execute();
    await this.reapStale(userId, now);
    const jobId = crypto.randomBytes(18).toString('base64url');
    await this.db.transaction().execute(async (trx) => {
      // SQLite transactions are serialized; on PostgreSQL the user's row lock keeps two adds from both fitting.
      if (this.dialect === 'postgres')
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const open = await trx
        .selectFrom('report_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('stage', 'not in', FINISHED)
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= JOBS_PER_USER) throw tooManyRequests(`您已有${JOBS_PER_USER}份报告正在生成，请稍候再试`);
      await trx
        .insertInto('report_jobs')
        .values({
          job_id: jobId,
          user_id: userId,
          title,
          stage: 'queued',
          queue_ahead: 0,
          message: STAGE.queued.message,
          report_id: null,
          charged: charge.charged ? 1 : 0,
          remaining: charge.remaining,
          started_at: now,
          finished_at: null,
          heartbeat_at: now,
        })
        .execute();
    });
    const beat = setInterval(() => {
      void this.db
        .updateTable('report_jobs')
        .set({ heartbeat_at: Date.now() })
        .where('job_id', '=', jobId)
        .where('stage', 'not in', FINISHED)
        .execute()
        .catch(() => undefined); // the next beat tries again; 30 s of failures end the job as failed
    }, HEARTBEAT_MS);
    beat.unref();
    this.beats.set(jobId, beat);
    return jobId;
  }

  /** A report made earlier for the same answer: a job that is done at once, charging nothing. */
  async reused(userId: number, title: string, reportId: number, now = Date.now()): Promise<string> {
    const jobId = crypto.randomBytes(18).toString('base64url');
    await this.db
      .insertInto('report_jobs')
      .values({
        job_id: jobId,
        user_id: userId,
        title,
        stage: 'done',
        queue_ahead: 0,
        message: '报告已生成（此前已生成，未重复扣减次数）',
        report_id: reportId,
        charged: 0,
        remaining: null,
        started_at: now,
        finished_at: now,
        heartbeat_at: now,
      })
      .execute();
    return jobId;
  }

  /** Moves an unfinished job to a working stage (`ahead`: reports before it in the render queue). */
  async stage(jobId: string, stage: 'queued' | 'rendering' | 'printing' | 'saving', ahead = 0): Promise<void> {
    await this.db
      .updateTable('report_jobs')
      .set({
        stage,
        queue_ahead: stage === 'queued' ? ahead : 0,
        message: stage === 'queued' && ahead > 0 ? `排队等待生成（前面还有${ahead}份）` : STAGE[stage].message,
        heartbeat_at: Date.now(),
      })
      .where('job_id', '=', jobId)
      .where('stage', 'not in', FINISHED)
      .execute();
  }

  /** Finishes a job with its report, and tells its user in 我的消息 (issue 31), once: only the job's own finish. */
  async done(jobId: string, reportId: number, now = Date.now()): Promise<void> {
    this.stopBeat(jobId);
    await this.db.transaction().execute(async (trx) => {
      const job = await trx
        .updateTable('report_jobs')
        .set({ stage: 'done', message: STAGE.done.message, report_id: reportId, finished_at: now, queue_ahead: 0 })
        .where('job_id', '=', jobId)
        .where('stage', 'not in', FINISHED)
        .returning(['user_id', 'title'])
        .executeTakeFirst();
      if (!job) return;
      await recordUserEvent(trx, job.user_id, 'report', { job_id: jobId, report_id: reportId }, now);
      await sendMessage(
        trx,
        {
          userId: job.user_id,
          type: 'report',
          title: '报告已生成',
          content: `您申请的「${job.title}」报告已生成，可回到对话中下载。`,
        },
        now,
      );
    });
  }

  /** Fails an unfinished job with `reason` and gives back its right if it was charged; false if it had ended. */
  async fail(jobId: string, reason: string, now = Date.now()): Promise<boolean> {
    this.stopBeat(jobId);
    return this.failWhere(jobId, reason, now, null);
  }

  /** The caller's own job; another user's id reads like a missing one. A job whose process died is failed first. */
  async get(userId: number, jobId: string, now = Date.now()): Promise<ChatReportJob> {
    const read = () =>
      this.db
        .selectFrom('report_jobs')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    let row = await read();
    if (!row) throw notFound('报告任务不存在或已过期，请重新生成');
    if (isStale(row, now)) {
      // Whether this poll or a concurrent one ends it, the row read afterwards is the ended job.
      await this.failWhere(jobId, INTERRUPTED, now, now - STALE_MS);
      row = await read();
      if (!row) throw notFound('报告任务不存在或已过期，请重新生成');
    }
    const stage = row.stage as ChatReportStage;
    return {
      job_id: row.job_id,
      stage,
      progress: STAGE[stage].progress,
      queue_ahead: Number(row.queue_ahead),
      message: row.message,
      report_id: row.report_id === null ? null : Number(row.report_id),
      title: row.title,
      remaining: row.remaining === null ? null : Number(row.remaining),
      elapsed_ms: row.finished_at === null ? null : Number(row.finished_at) - Number(row.started_at),
    };
  }

  /** Stops this process's heartbeats (its jobs then end as failed by the next poll after 30 s). */
  close(): void {
    for (const t of this.beats.values()) clearInterval(t);
    this.beats.clear();
  }

  private stopBeat(jobId: string): void {
    clearInterval(this.beats.get(jobId));
    this.beats.delete(jobId);
  }

  private async reapStale(userId: number, now: number): Promise<void> {
    const stale = await this.db
      .selectFrom('report_jobs')
      .select('job_id')
      .where('user_id', '=', userId)
      .where('stage', 'not in', FINISHED)
      .where('heartbeat_at', '<', now - STALE_MS)
      .execute();
    for (const r of stale) await this.failWhere(r.job_id, INTERRUPTED, now, now - STALE_MS);
  }

  /** The one way a job fails: a conditional update (unfinished, and silent since `silentBefore` if given) and the refund. */
  private async failWhere(jobId: string, reason: string, now: number, silentBefore: number | null): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let q = trx
        .updateTable('report_jobs')
        .set({
          stage: 'failed',
          queue_ahead: 0,
          message: sql<string>`case when charged = 1 then ${reason + REFUNDED} else ${reason} end`,
          remaining: sql<number | null>`case when charged = 1 then remaining + 1 else remaining end`,
          finished_at: now,
        })
        .where('job_id', '=', jobId)
        .where('stage', 'not in', FINISHED);
      if (silentBefore !== null) q = q.where('heartbeat_at', '<', silentBefore);
      const ended = await q.returning(['user_id', 'charged']).executeTakeFirst();
      if (!ended) return false;
      if (Number(ended.charged) === 1) await releaseRight(trx, Number(ended.user_id), 'report', 1, now);
      return true;
    });
  }
}

const INTERRUPTED = '报告生成中断（服务已重启），请重新生成';

const isStale = (row: { stage: string; heartbeat_at: number | string }, now: number) =>
  !FINISHED.includes(row.stage as (typeof FINISHED)[number]) && Number(row.heartbeat_at) < now - STALE_MS;

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { ResultCode } from '@aikc/shared/result-codes';
import { rightDef, UPGRADE_PATH } from '@aikc/shared/rights';
import { EXPORT_SYNC_MAX_ROWS, type ExportJob, type ExportStage } from '@aikc/shared/schemas/export';
import type { RightsExhaustedData } from '@aikc/shared/schemas/membership';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import { releaseRight, RightsExhaustedError, rightStatus, tryConsumeRight } from '../rights/guard.ts';

/**
 * Large exports (jobs) one user may have running at once. Small ones run inside their request and are bounded by
 * the right itself (a month's rows), so only the same one twice at once is refused for them.
 */
const JOBS_PER_USER = 2;
const HEARTBEAT_MS = 5_000;
/** A running export silent this long lost its process: the next read fails it and gives its rows back. */
export const EXPORT_STALE_MS = 30_000;
const REFUNDED = '（本次未扣减导出额度）';
const INTERRUPTED = '导出中断（服务已重启），请重新导出';

type Row = Awaited<ReturnType<ExportJobs['row']>>;

/** Refusal of a level without the right, or of a month's allowance too small for the rows asked. */
export function exportRightRefusal(limit: number | null, remaining: number | null, rows: number): AppError | null {
  if (limit === 0) {
    const data: RightsExhaustedData = { right: 'export', remaining: 0, upgrade_url: UPGRADE_PATH };
    const def = rightDef('export');
    return new AppError(
      ResultCode.FORBIDDEN,
      `「${def.label}」为会员权益，开通VIP会员每月可导出${def.allowance.vip}条，SVIP会员每月可导出${def.allowance.svip}条`,
      data,
    );
  }
  if (remaining === 0) return new RightsExhaustedError('export');
  if (remaining !== null && remaining < rows)
    return new AppError(
      ResultCode.BAD_REQUEST,
      `本月剩余可导出${remaining}条，少于本次选择的${rows}条，请减少导出条数`,
    );
  return null;
}

/**
 * The export jobs, in `user_exports` (migration 0020): accepting one charges its rows to the `export` right in
 * the same transaction (one conditional upsert, consumeRight's), so concurrent exports never spend more than is
 * left. Every end is one conditional update of a running row, so a job ends once and a failed one gives its rows
 * back exactly once, in that update's transaction, whoever fails it (its own process, or a reader finding it
 * silent after its process died).
 */
export class ExportJobs {
  private readonly beats = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    readonly dir: string,
  ) {}

  /**
   * Charges `rows` and records a running export, or refuses: the same request already running (a double
   * submit), too many running, or not enough of the right left. Nothing is charged on a refusal.
   */
  async accept(
    userId: number,
    job: { rowKind: string; requestKey: string; fileName: string; rows: number },
    now = Date.now(),
  ): Promise<{ id: number; remaining: number | null }> {
    await this.reapStale(userId, now);
    const accepted = await this.db.transaction().execute(async (trx) => {
      // SQLite transactions are serialized; on PostgreSQL the user's row lock keeps two accepts from both fitting.
      if (this.dialect === 'postgres')
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const running = await trx
        .selectFrom('user_exports')
        .select(['request_key', 'charged'])
        .where('user_id', '=', userId)
        .where('stage', '=', 'running')
        .execute();
      if (running.some((r) => r.request_key === job.requestKey))
        throw conflict('相同条件的导出正在进行，请勿重复提交，完成后可在“我的下载”中查看');
      const jobs = running.filter((r) => Number(r.charged) > EXPORT_SYNC_MAX_ROWS).length;
      if (job.rows > EXPORT_SYNC_MAX_ROWS && jobs >= JOBS_PER_USER)
        throw tooManyRequests(`您已有${JOBS_PER_USER}个大批量导出正在进行，请完成后再试`);
      const spent = await tryConsumeRight(trx, userId, 'export', job.rows, now);
      if (!spent) return null;
      const r = await trx
        .insertInto('user_exports')
        .values({
          user_id: userId,
          row_kind: job.rowKind,
          request_key: job.requestKey,
          file_name: job.fileName,
          stored_name: null,
          stage: 'running',
          progress: 0,
          message: '正在导出',
          rows: 0,
          charged: job.rows,
          remaining: spent.remaining,
          size_bytes: 0,
          started_at: now,
          finished_at: null,
          heartbeat_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(r.id), remaining: spent.remaining };
    });
    if (!accepted) {
      // Another export took what was left between the dialog's count and this one: say what is left now.
      const s = await rightStatus(this.db, userId, 'export', now);
      throw exportRightRefusal(s.limit, s.remaining, job.rows) ?? new RightsExhaustedError('export');
    }
    const beat = setInterval(() => {
      void this.db
        .updateTable('user_exports')
        .set({ heartbeat_at: Date.now() })
        .where('id', '=', accepted.id)
        .where('stage', '=', 'running')
        .execute()
        .catch(() => undefined); // the next beat tries again; 30 s of failures end the export as failed
    }, HEARTBEAT_MS);
    beat.unref();
    this.beats.set(accepted.id, beat);
    return accepted;
  }

  async progress(id: number, written: number, of: number): Promise<void> {
    await this.db
      .updateTable('user_exports')
      .set({
        progress: Math.min(99, Math.floor((written / Math.max(1, of)) * 100)),
        message: `正在导出（已写入${written}/${of}条）`,
        heartbeat_at: Date.now(),
      })
      .where('id', '=', id)
      .where('stage', '=', 'running')
      .execute();
  }

  /**
   * Ends a running export as done with its file, lists it in 我的下载 and gives back the rows charged but not
   * written (collected items removed since). False if it had ended already (failed as stale meanwhile).
   */
  async done(id: number, file: { storedName: string; size: number; rows: number }, now = Date.now()) {
    this.stopBeat(id);
    return this.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('user_exports')
        .set({
          stage: 'done',
          progress: 100,
          message: `导出完成，共${file.rows}条`,
          stored_name: file.storedName,
          size_bytes: file.size,
          rows: file.rows,
          remaining: sql<
            number | null
          >`case when remaining is null then null else remaining + charged - ${file.rows} end`,
          finished_at: now,
        })
        .where('id', '=', id)
        .where('stage', '=', 'running')
        .returning(['user_id', 'charged', 'started_at'])
        .executeTakeFirst();
      if (!ended) return false;
      const unused = Number(ended.charged) - file.rows;
      if (unused > 0) await releaseRight(trx, Number(ended.user_id), 'export', unused, Number(ended.started_at));
      await trx
        .insertInto('user_downloads')
        .values({
          user_id: Number(ended.user_id),
          policy_id: 0,
          attachment_id: 0,
          kind: 'export',
          report_id: null,
          export_id: id,
          created_at: now,
        })
        .execute();
      return true;
    });
  }

  /** Fails a running export with `reason`, giving back every row it charged; false if it had ended. */
  async fail(id: number, reason: string, now = Date.now()): Promise<boolean> {
    this.stopBeat(id);
    return this.failWhere(id, reason, now, null);
  }

  /** The caller's own export; another user's id reads like a missing one. One whose process died is failed first. */
  async get(userId: number, id: number, now = Date.now()): Promise<ExportJob> {
    let row = await this.row(userId, id);
    if (!row) throw notFound('导出记录不存在');
    if (row.stage === 'running' && Number(row.heartbeat_at) < now - EXPORT_STALE_MS) {
      await this.failWhere(id, INTERRUPTED, now, now - EXPORT_STALE_MS);
      row = await this.row(userId, id);
      if (!row) throw notFound('导出记录不存在');
    }
    return presentJob(row);
  }

  /** The file of the caller's own finished export, or a clear refusal. */
  async file(userId: number, id: number): Promise<{ path: string; name: string }> {
    const row = await this.row(userId, id);
    if (!row) throw notFound('导出记录不存在或无权下载');
    if (row.stage !== 'done' || !row.stored_name) throw notFound('导出文件尚未生成完成');
    return { path: path.join(this.dir, row.stored_name), name: row.file_name };
  }

  /** A new random file name under the exports directory (created on first use). */
  async newFile(): Promise<{ storedName: string; path: string }> {
    await fs.mkdir(this.dir, { recursive: true });
    const storedName = `${crypto.randomBytes(16).toString('hex')}.xlsx`;
    return { storedName, path: path.join(this.dir, storedName) };
  }

  close(): void {
    for (const t of this.beats.values()) clearInterval(t);
    this.beats.clear();
  }

  private row(userId: number, id: number) {
    return this.db
      .selectFrom('user_exports')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  private stopBeat(id: number): void {
    clearInterval(this.beats.get(id));
    this.beats.delete(id);
  }

  private async reapStale(userId: number, now: number): Promise<void> {
    const stale = await this.db
      .selectFrom('user_exports')
      .select('id')
      .where('user_id', '=', userId)
      .where('stage', '=', 'running')
      .where('heartbeat_at', '<', now - EXPORT_STALE_MS)
      .execute();
    for (const r of stale) await this.failWhere(Number(r.id), INTERRUPTED, now, now - EXPORT_STALE_MS);
  }

  /** The one way an export fails: a conditional update of a running row and, in its transaction, the refund. */
  private async failWhere(id: number, reason: string, now: number, silentBefore: number | null): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let q = trx
        .updateTable('user_exports')
        .set({
          stage: 'failed',
          progress: 100,
          message: reason + REFUNDED,
          remaining: sql<number | null>`case when remaining is null then null else remaining + charged end`,
          finished_at: now,
        })
        .where('id', '=', id)
        .where('stage', '=', 'running');
      if (silentBefore !== null) q = q.where('heartbeat_at', '<', silentBefore);
      const ended = await q.returning(['user_id', 'charged', 'started_at']).executeTakeFirst();
      if (!ended) return false;
      // The rows go back to the month they were charged in (an export may end after midnight on the 1st).
      await releaseRight(trx, Number(ended.user_id), 'export', Number(ended.charged), Number(ended.started_at));
      return true;
    });
  }
}

function presentJob(row: NonNullable<Row>): ExportJob {
  return {
    id: Number(row.id),
    stage: row.stage as ExportStage,
    progress: Number(row.progress),
    message: row.message,
    file_name: row.file_name,
    rows: row.stage === 'done' ? Number(row.rows) : Number(row.charged),
    remaining: row.remaining === null ? null : Number(row.remaining),
  };
}

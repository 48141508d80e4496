import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  EXPORT_ROW_KIND_NAMES,
  EXPORT_SYNC_MAX_ROWS,
  type ExportJob,
  type ExportPreview,
  type ExportSource,
  type ExportStartBody,
} from '@aikc/shared/schemas/export';
import { displayName } from '@aikc/shared/display-name';
import { maskMobile } from '@aikc/shared/mask';
import type { Search } from '@aikc/search';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { formatDateTime, todayCst } from '../../lib/time.ts';
import { rightStatus } from '../rights/guard.ts';
import { columnSpecs, type ColumnSpec } from './columns.ts';
import { countDemoRows, describeSource, exportFileName } from './describe.ts';
import { exportRightRefusal, ExportJobs } from './jobs.ts';
import { openExportList, type ExportList } from './sources.ts';
import { writeExportWorkbook } from './workbook.ts';

export interface ExportServiceOptions {
  db: Db;
  search: Search;
  dataDir: string;
  /** The portal's public origin, for the links in the files. */
  baseUrl: string;
  logger: Pick<Logger, 'error'>;
}

/** The data source line of every file (the portal's own database; demo rows are counted separately). */
const DATA_SOURCE = 'AI科策云平台数据库（政策、项目、企业数据）';

/**
 * 数据导出: counts a list for the dialog, accepts an export (rows charged with the job, exportRightRefusal's
 * messages otherwise), writes the .xlsx (during the request up to EXPORT_SYNC_MAX_ROWS rows, else as a job the
 * dialog polls) and lists it in 我的下载.
 */
export class ExportService {
  readonly jobs: ExportJobs;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly o: ExportServiceOptions) {
    this.jobs = new ExportJobs(o.db.db, o.db.dialect, path.resolve(o.dataDir, 'exports'));
  }

  async preview(userId: number, source: ExportSource): Promise<ExportPreview> {
    const [list, right] = await Promise.all([
      openExportList(this.o.search, this.o.db.db, this.o.db.dialect, userId, source),
      rightStatus(this.o.db.db, userId, 'export'),
    ]);
    return { row_kind: list.rowKind, total: list.total, remaining: right.remaining, limit: right.limit };
  }

  /** Accepts an export or refuses it charging nothing; a small one is written before this returns. */
  async start(user: UserRow, body: ExportStartBody, now = Date.now()): Promise<ExportJob> {
    const { db, dialect } = this.o.db;
    const list = await openExportList(this.o.search, db, dialect, user.id, body.source, now);
    const columns = columnSpecs(list.rowKind, body.columns);
    if (!columns) throw badRequest('所选的导出列无效，请重新选择');
    if (list.total === 0) throw badRequest('当前条件下没有可导出的数据，请调整搜索条件后再导出');
    const rows = Math.min(body.rows, list.total);
    const right = await rightStatus(db, user.id, 'export', now);
    const refusal = exportRightRefusal(right.limit, right.remaining, rows);
    if (refusal) throw refusal;
    const company = body.source.kind === 'zcpp' ? await companyName(this.o.db, body.source.company_id) : null;
    const fileName = exportFileName(body.source, list.rowKind, company, todayCst(now));
    const requestKey = crypto
      .createHash('sha256')
      .update(JSON.stringify([body.source, [...body.columns].sort(), rows]))
      .digest('hex');
    const { id } = await this.jobs.accept(user.id, { rowKind: list.rowKind, requestKey, fileName, rows }, now);
    const work = this.write(user, id, body.source, list, columns, rows, company, now);
    if (rows <= EXPORT_SYNC_MAX_ROWS) await work;
    else {
      const p = work.finally(() => this.running.delete(p));
      this.running.add(p);
    }
    return this.jobs.get(user.id, id);
  }

  /** Waits for the exports running in the background (tests, shutdown). */
  async settle(): Promise<void> {
    await Promise.all([...this.running]);
  }

  close(): void {
    this.jobs.close();
  }

  /** Writes the file and ends the job; any failure ends it as failed with its rows given back. Never throws. */
  private async write(
    user: UserRow,
    id: number,
    source: ExportSource,
    list: ExportList,
    columns: ColumnSpec[],
    rows: number,
    company: string | null,
    now: number,
  ): Promise<void> {
    const file = await this.jobs.newFile().catch(() => null);
    try {
      if (!file) throw new Error('exports directory not writable');
      const conditions = await describeSource(this.o.db.db, source, company);
      let demo = 0;
      let lastBeat = 0;
      const written = await writeExportWorkbook({
        path: file.path,
        sheetName: EXPORT_ROW_KIND_NAMES[list.rowKind],
        columns,
        baseUrl: this.o.baseUrl.replace(/\/+$/, ''),
        batches: list.batches(rows),
        onBatch: async (batch, n) => {
          demo += await countDemoRows(this.o.db.db, batch);
          if (Date.now() - lastBeat > 250 || n === rows) {
            lastBeat = Date.now();
            await this.jobs.progress(id, n, rows);
          }
        },
        notes: (n) => [
          ['导出内容', `${EXPORT_ROW_KIND_NAMES[list.rowKind]}，共${n}条（该条件下共${list.total}条）`],
          ...conditions,
          ['导出时间', formatDateTime(now)],
          ['导出用户', `${displayName(user)}${user.mobile ? `（${maskMobile(user.mobile)}）` : ''}`],
          ['数据来源', DATA_SOURCE],
          [
            '示例数据',
            demo > 0
              ? `本文件中${demo}条为平台生成的示例数据（演示用，非真实政策、项目或企业信息），请勿作为决策依据`
              : '无',
          ],
        ],
      });
      const { size } = await fs.stat(file.path);
      if (!(await this.jobs.done(id, { storedName: file.storedName, size, rows: written }))) {
        await fs.rm(file.path, { force: true });
      }
    } catch (err) {
      this.o.logger.error({ err, exportId: id }, 'export failed');
      await this.jobs.fail(id, '导出失败，请稍后重试').catch(() => undefined);
      if (file) await fs.rm(file.path, { force: true }).catch(() => undefined);
    }
  }
}

async function companyName(db: Db, id: number): Promise<string | null> {
  const r = await db.db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirst();
  return r?.name ?? null;
}

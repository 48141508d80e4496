import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { RenderStage } from '@aikc/shared/schemas/assessment';
import type { Database } from '../../db/schema.ts';
import type { PdfRenderer } from './renderer.ts';

export interface ReportJob {
  userId: number;
  /** What the report is of ('evaluate', later 'qypj', 'zcpp' …) and which row. */
  kind: string;
  sourceId: number;
  /** The file's title (also its download name without .pdf). */
  title: string;
  /** The hidden page to print, with its render token (or a function giving it when the render starts). */
  url: string | (() => string);
  /** The renderer's stages, then 'saving' once the PDF is printed (a job page shows them). */
  onStage?: (stage: RenderStage, ahead: number) => void;
}

export function reportsDir(dataDir: string): string {
  return path.resolve(dataDir, 'reports');
}

/**
 * Renders a report, stores it under DATA_DIR/reports with a random name, and records it for its owner: in
 * user_reports and as a 'report' row of the download list. Returns the report id.
 */
export async function createReport(
  db: Kysely<Database>,
  renderer: PdfRenderer,
  dataDir: string,
  job: ReportJob,
  now = Date.now(),
): Promise<{ id: number; size: number }> {
  const pdf = await renderer.render({
    owner: job.userId,
    url: job.url,
    title: job.title,
    ...(job.onStage ? { onStage: job.onStage } : {}),
  });
  job.onStage?.('saving', 0);
  const dir = reportsDir(dataDir);
  const storedName = `${crypto.randomBytes(16).toString('hex')}.pdf`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, storedName), pdf, { flag: 'wx' });
  const id = await db.transaction().execute(async (trx) => {
    const r = await trx
      .insertInto('user_reports')
      .values({
        user_id: job.userId,
        kind: job.kind,
        source_id: job.sourceId,
        title: job.title,
        stored_name: storedName,
        size_bytes: pdf.length,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_downloads')
      .values({ user_id: job.userId, policy_id: 0, attachment_id: 0, kind: 'report', report_id: r.id, created_at: now })
      .execute();
    return r.id;
  });
  return { id, size: pdf.length };
}

/** The user's latest report of `kind` made of `sourceId` (a report made once is handed out again), or undefined. */
export async function latestReport(db: Kysely<Database>, userId: number, kind: string, sourceId: number) {
  return db
    .selectFrom('user_reports')
    .select(['id', 'title', 'size_bytes'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('source_id', '=', sourceId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The caller's own report, or undefined. */
export async function getOwnReport(db: Kysely<Database>, userId: number, id: number) {
  return db
    .selectFrom('user_reports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

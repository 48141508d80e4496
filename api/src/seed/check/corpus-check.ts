import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { CorpusFiguresBuilder, failures, type CheckReference, type CorpusFigures } from './figures.ts';
import { htmlToText } from '../../lib/html-text.ts';

/** How many rows one read takes: a 20,000-policy corpus is streamed, never held whole. */
const BATCH = 2000;

async function hasColumn(handle: Db, table: string, column: string): Promise<boolean> {
  try {
    await sql.raw(`SELECT ${column} FROM ${table} WHERE 1 = 0`).execute(handle.db);
    return true;
  } catch {
    return false;
  }
}

async function* batches<T extends { id: number }>(handle: Db, select: string): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const { rows } = await sql.raw(`${select} WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`).execute(handle.db);
    if (rows.length === 0) return;
    yield rows as T[];
    after = (rows[rows.length - 1] as T).id;
  }
}

/**
 * Reads the corpus in the database and returns its coherence figures and the thresholds it fails. A
 * database from before the demo marker (migration 0023) is read as all demo, which is what it was.
 */
export async function checkCorpus(
  handle: Db,
  today: string,
  references: readonly CheckReference[],
): Promise<{ figures: CorpusFigures; failures: string[] }> {
  const b = new CorpusFiguresBuilder(today, references);
  const demo = (await hasColumn(handle, 'policies', 'is_demo')) ? 'is_demo' : '1';
  for await (const rows of batches<{
    id: number;
    title: string;
    doc_no: string;
    region_code: string;
    publish_date: string;
    summary: string;
    body_text: string;
    demo: number | boolean;
  }>(
    handle,
    `SELECT id, title, doc_no, region_code, publish_date, summary, body_text, ${demo} AS demo FROM policies`,
  )) {
    for (const r of rows) b.addPolicy({ ...r, doc_no: r.doc_no ?? '', demo: Boolean(Number(r.demo)) });
  }
  for await (const rows of batches<{ id: number; policy_id: number; body_html: string }>(
    handle,
    'SELECT id, policy_id, body_html FROM interpretations',
  )) {
    for (const r of rows) b.addInterpretation({ ...r, body_text: htmlToText(r.body_html) });
  }
  for await (const rows of batches<{
    id: number;
    policy_id: number | null;
    support_max: number;
    apply_start: string;
    apply_end: string;
  }>(handle, 'SELECT id, policy_id, support_max, apply_start, apply_end FROM projects')) {
    for (const r of rows) b.addProject({ ...r, support_max: Number(r.support_max) });
  }
  const figures = b.figures();
  return { figures, failures: failures(figures) };
}

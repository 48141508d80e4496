import type { Kysely } from 'kysely';
import type { ImportQa, ImportReport } from '@aikc/shared/schemas/content-import';
import type { Database } from '../../db/schema.ts';
import type { Ready } from './ready.ts';

const CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** The document (policy source_id) each cited fact belongs to. */
async function factOwners(db: Kysely<Database>, factIds: readonly string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const part of chunks([...new Set(factIds)])) {
    const rows = await db
      .selectFrom('policy_facts as f')
      .innerJoin('policies as p', 'p.id', 'f.policy_id')
      .select(['f.fact_id', 'p.source_id'])
      .where('f.fact_id', 'in', part)
      .execute();
    for (const r of rows) if (r.source_id) owners.set(r.fact_id, r.source_id);
  }
  return owners;
}

/** Why an entry's basis does not hold (a fact that is not stored, or not in the named document), or null. */
function basisProblem(item: ImportQa, owners: Map<string, string>): string | null {
  for (const b of item.basis) {
    const owner = owners.get(b.fact);
    if (owner === undefined) return `所依据的条款不存在：${b.fact}`;
    if (owner !== b.doc) return `条款${b.fact}不属于文件${b.doc}`;
  }
  return null;
}

/**
 * Adds or updates 问答库 entries (qa_entries and their citations), keyed by source_id like the other kinds:
 * an unchanged line is skipped, a changed one rewritten. An entry whose cited facts are not stored is
 * refused, so every stored answer rests on a fact that exists. `inWrite` runs in the same transaction after each
 * entry written (the back office's audit row).
 */
export async function importQaEntries(
  db: Kysely<Database>,
  entries: readonly Ready<ImportQa>[],
  report: ImportReport,
  now: number,
  inWrite?: (trx: Kysely<Database>, kind: 'qa', ids: number[]) => Promise<void>,
): Promise<void> {
  if (entries.length === 0) return;
  const owners = await factOwners(
    db,
    entries.flatMap((e) => e.item.basis.map((b) => b.fact)),
  );
  await db.transaction().execute(async (trx) => {
    const stored = new Map<string, { id: number; hash: string }>();
    for (const part of chunks(entries.map((e) => e.item.source_id))) {
      const rows = await trx
        .selectFrom('qa_entries')
        .select(['id', 'source_id', 'source_hash'])
        .where('source_id', 'in', part)
        .execute();
      for (const r of rows) stored.set(r.source_id, { id: r.id, hash: r.source_hash });
    }
    for (const { line, item, hash } of entries) {
      const before = stored.get(item.source_id);
      if (before?.hash === hash) {
        report.unchanged += 1;
        continue;
      }
      const problem = basisProblem(item, owners);
      if (problem) {
        report.failed.push({ line, reason: problem });
        continue;
      }
      const row = {
        source_hash: hash,
        question: item.question,
        phrasings: JSON.stringify(item.phrasings),
        answer: item.answer,
        theme: item.theme,
        region_code: item.region_code,
        valid_from: item.valid_from,
        valid_to: item.valid_to,
        updated_at: now,
      };
      let id: number;
      if (before) {
        await trx.updateTable('qa_entries').set(row).where('id', '=', before.id).execute();
        await trx.deleteFrom('qa_citations').where('qa_id', '=', before.id).execute();
        id = before.id;
        report.updated += 1;
      } else {
        const inserted = await trx
          .insertInto('qa_entries')
          .values({ ...row, source_id: item.source_id, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = inserted.id;
        report.inserted += 1;
      }
      const facts = [...new Set(item.basis.map((b) => b.fact))];
      await trx
        .insertInto('qa_citations')
        .values(facts.map((fact_id, sort) => ({ qa_id: id, fact_id, sort })))
        .execute();
      await inWrite?.(trx, 'qa', [id]);
    }
  });
}

/** Every 问答库 entry as an import item (the export's format is the import's), in source_id order. */
export async function exportQaEntries(db: Kysely<Database>, onlyId?: number): Promise<ImportQa[]> {
  let entriesQuery = db.selectFrom('qa_entries').selectAll();
  let citationsQuery = db
    .selectFrom('qa_citations as c')
    .innerJoin('policy_facts as f', 'f.fact_id', 'c.fact_id')
    .innerJoin('policies as p', 'p.id', 'f.policy_id');
  // One entry (the back office's form), or all of them (the export).
  if (onlyId !== undefined) {
    entriesQuery = entriesQuery.where('id', '=', onlyId);
    citationsQuery = citationsQuery.where('c.qa_id', '=', onlyId);
  }
  const [entries, citations] = await Promise.all([
    entriesQuery.orderBy('source_id').execute(),
    citationsQuery.select(['c.qa_id', 'c.fact_id', 'p.source_id']).orderBy('c.qa_id').orderBy('c.sort').execute(),
  ]);
  const basis = new Map<number, { doc: string; fact: string }[]>();
  for (const c of citations) {
    const list = basis.get(c.qa_id) ?? [];
    list.push({ doc: c.source_id ?? '', fact: c.fact_id });
    basis.set(c.qa_id, list);
  }
  return entries.map((e) => ({
    kind: 'qa' as const,
    source_id: e.source_id,
    question: e.question,
    phrasings: JSON.parse(e.phrasings) as string[],
    answer: e.answer,
    theme: e.theme,
    region_code: e.region_code,
    basis: basis.get(e.id) ?? [],
    valid_from: e.valid_from,
    valid_to: e.valid_to,
  }));
}

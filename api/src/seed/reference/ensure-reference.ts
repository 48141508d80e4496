import type { ImportItem } from '@aikc/shared/schemas/content-import';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { PushMatcher } from '../../modules/push/matcher.ts';
import { importContent } from '../../modules/content-import/importer.ts';
import { THEMES } from '../themes.ts';
import { QA_ENTRIES } from '../qa/entries.ts';
import { referenceBodyHtml, referenceSummary } from './body.ts';
import { REFERENCE_DOCUMENTS, type ReferenceDocument } from './documents.ts';

/** The policies' source_id of a reference document: prefixed so it never meets an importer's own keys. */
export function referenceSourceId(key: string): string {
  return `reference:${key}`;
}

const byKey = new Map(REFERENCE_DOCUMENTS.map((d) => [d.key, d]));
const typeOfTheme = new Map(THEMES.map((t) => [t.name, t.type]));

/** The policy type a document is filed under: its first theme's; 税收优惠 for the tax documents without one. */
function policyType(doc: ReferenceDocument): string {
  return typeOfTheme.get(doc.themes[0] ?? '') ?? '税收优惠';
}

/** The reference layer and the 问答库 as import items (the same path as every other content import). */
export function referenceItems(): ImportItem[] {
  const docs: ImportItem[] = REFERENCE_DOCUMENTS.map((doc) => {
    const replacement = doc.replacedBy ? byKey.get(doc.replacedBy) : undefined;
    return {
      kind: 'policy',
      source_id: referenceSourceId(doc.key),
      title: doc.title,
      doc_no: doc.docNo ?? '',
      agency: doc.agencies[0] as string,
      level: 'national',
      region_code: '000000',
      type: policyType(doc),
      labels: [],
      publish_date: doc.publishedDate,
      expire_date: null,
      summary: referenceSummary(doc),
      body_html: referenceBodyHtml(doc, replacement),
      source_url: doc.url ?? '',
      source: 'reference',
      doc_status: doc.status,
      ...(doc.writtenDate ? { written_date: doc.writtenDate } : {}),
      ...(replacement ? { replaced_by: referenceSourceId(replacement.key) } : {}),
      facts: doc.facts.map((f) => ({ id: f.id, article: f.article, topic: f.topic, text: f.text })),
    };
  });
  const qa: ImportItem[] = QA_ENTRIES.map((e) => ({
    kind: 'qa',
    source_id: e.id,
    question: e.question,
    phrasings: e.phrasings,
    answer: e.answer,
    theme: e.theme,
    region_code: e.region ?? '000000',
    basis: e.basis.map((fact) => ({ doc: referenceSourceId(fact.slice(0, fact.indexOf('.'))), fact })),
    valid_from: e.validFrom ?? null,
    valid_to: e.validTo ?? null,
  }));
  return [...docs, ...qa];
}

/** The issuing agencies the reference layer names that the agency table lacks (the seed lists the common ones). */
async function ensureAgencies(handle: Db): Promise<void> {
  const wanted = [...new Set(REFERENCE_DOCUMENTS.map((d) => d.agencies[0] as string))];
  const have = await handle.db.selectFrom('agencies').select('name').where('name', 'in', wanted).execute();
  const known = new Set(have.map((a) => a.name));
  const missing = wanted.filter((n) => !known.has(n));
  if (missing.length === 0) return;
  await handle.db
    .insertInto('agencies')
    .values(
      missing.map((name) => ({ name, short_name: name, level: 'national', region_code: '000000', doc_prefix: '' })),
    )
    .execute();
}

/**
 * Writes the reference layer (real national documents, source 'reference') and the 问答库 on every start,
 * whatever the demo corpus: an idempotent upsert by key through the content importer, so an unchanged
 * document costs a hash comparison and a corrected one is rewritten and re-indexed.
 */
export async function ensureReference(handle: Db, logger: Logger): Promise<void> {
  const types = await handle.db
    .selectFrom('labels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'policy_type')
    .executeTakeFirstOrThrow();
  if (Number(types.n) === 0) {
    logger.warn('reference layer skipped: the label table has no policy types yet');
    return;
  }
  await ensureAgencies(handle);
  const items = referenceItems();
  const report = await importContent(
    handle,
    // main.ts runs this before it builds the process's search: there is none to tell yet.
    { search: null, pushMatcher: new PushMatcher() },
    items.map((raw, i) => ({ line: i + 1, raw })),
  );
  const failed = report.failed.map((f) => ({ ...f, source_id: (items[f.line - 1] as ImportItem).source_id }));
  const removed = await syncSeededQa(handle, new Set(QA_ENTRIES.map((e) => e.id)));
  logger[failed.length > 0 ? 'error' : 'info'](
    { inserted: report.inserted, updated: report.updated, unchanged: report.unchanged, removed, failed },
    'reference layer and 问答库',
  );
}

/**
 * The seed owns its 问答库 entries (qa_entries.seeded): its current ones are marked, and a marked one it no longer
 * holds is removed with its citations, so an entry taken out of seed/qa stops answering. Returns how many went.
 */
async function syncSeededQa(handle: Db, current: ReadonlySet<string>): Promise<number> {
  return handle.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('qa_entries').select(['id', 'source_id', 'seeded']).execute();
    const mark = rows.filter((r) => r.seeded === 0 && current.has(r.source_id)).map((r) => r.id);
    const gone = rows.filter((r) => r.seeded === 1 && !current.has(r.source_id)).map((r) => r.id);
    if (mark.length > 0) await trx.updateTable('qa_entries').set({ seeded: 1 }).where('id', 'in', mark).execute();
    if (gone.length > 0) {
      await trx.deleteFrom('qa_citations').where('qa_id', 'in', gone).execute();
      await trx.deleteFrom('qa_entries').where('id', 'in', gone).execute();
    }
    return gone.length;
  });
}

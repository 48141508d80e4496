import type { Kysely } from 'kysely';
import { docNumberKey } from '@aikc/shared/doc-number';
import type { FieldSpan } from '@aikc/shared/admin/schemas/review';
import type { Db } from '../../db/database.ts';
import type { ContentWrites } from '../../content-writes.ts';
import type { Database } from '../../db/schema.ts';
import { importContent } from '../content-import/importer.ts';
import { enqueueReview } from '../review/queue.ts';
import type { StoredAttachment } from './attachments.ts';
import type { Field } from './extract/fields.ts';
import type { CrawlItem } from './item.ts';
import { addReprint, linkCitations, saveAttachments, type PendingReprint } from './links.ts';
import { NEAR_SIMILARITY, similarity } from './minhash.ts';
import type { CrawlSource } from './sources.ts';

/**
 * Where an item goes: folded into the group of a document already crawled (an exact copy, or a reprint: of a
 * published document it becomes a policy_reprints row now; of an item still waiting for review it is attached
 * to that item and written when the item is approved, settle.ts), published through the import's writers when
 * the source trusts its confidence, or put in the back office's review queue (review/queue.ts), whose approval
 * publishes through the same writers. Every step is keyed so that writing an item again (a run resumed after a
 * kill) changes nothing.
 */
export type Outcome = 'new' | 'updated' | 'unchanged' | 'folded';

export interface Fingerprint {
  hash: string;
  minhash: string;
}

type Target = { policyId: number; itemKey: string } | { policyId: null; itemKey: string };

/**
 * The document this page duplicates or reprints, if any: a published one (crawl_seen.policy_id) or an item
 * waiting for review (its crawl_seen row's item key is a 待审核 review item). Pages themselves folded are not
 * group heads. A near body alone is not enough: the same 文号, or the first's title inside the new page, confirms it.
 */
async function foldTarget(db: Kysely<Database>, item: CrawlItem, fp: Fingerprint): Promise<Target | null> {
  const rows = await db
    .selectFrom('crawl_seen as s')
    .leftJoin('review_items as r', (j) => j.onRef('r.item_key', '=', 's.item_source_id').on('r.status', '=', '待审核'))
    .select(['s.content_hash', 's.minhash', 's.policy_id', 's.item_source_id', 's.fields_json', 'r.id as review_id'])
    .where('s.url', '!=', item.url)
    .where('s.folded_into', '=', '')
    .where((eb) => eb.or([eb('s.policy_id', 'is not', null), eb('r.id', 'is not', null)]))
    .execute();
  const head = (r: (typeof rows)[number]): Target =>
    r.policy_id !== null
      ? { policyId: r.policy_id, itemKey: r.item_source_id }
      : { policyId: null, itemKey: r.item_source_id };
  const exact = rows.find((r) => r.content_hash === fp.hash);
  if (exact) return head(exact);
  const docNo = String(item.policy.doc_no ?? '');
  const text = `${String(item.policy.title)}\n${String(item.policy.body_html)}`;
  for (const r of rows) {
    if (similarity(r.minhash, fp.minhash) < NEAR_SIMILARITY) continue;
    const f = JSON.parse(r.fields_json) as { title?: { value?: string }; doc_no?: { value?: string } | null };
    let title = f.title?.value ?? '';
    let theirNo = f.doc_no?.value ?? '';
    if (r.policy_id !== null) {
      // A published document may have been edited in review: its row is what the portal shows.
      const p = await db
        .selectFrom('policies')
        .select(['title', 'doc_no'])
        .where('id', '=', r.policy_id)
        .executeTakeFirst();
      if (!p) continue;
      ({ title, doc_no: theirNo } = p);
    }
    if ((docNo && theirNo && docNumberKey(theirNo) === docNumberKey(docNo)) || (title && text.includes(title)))
      return head(r);
  }
  return null;
}

function reprintOf(item: CrawlItem): PendingReprint {
  return {
    agency: String(item.policy.agency),
    region_code: String(item.policy.region_code),
    title: String(item.policy.title),
    doc_no: String(item.policy.doc_no ?? ''),
    publish_date: String(item.policy.publish_date),
  };
}

/** Field spans as the review queue shows them (a value read from a meta tag or a default has no span). */
function spansOf(item: CrawlItem): FieldSpan[] {
  const spans: FieldSpan[] = [];
  for (const [name, f] of Object.entries(item.fields)) {
    const field = f as Partial<Field<unknown>> | null;
    if (!field || typeof field !== 'object' || typeof field.confidence !== 'number') continue;
    const start = Math.max(0, field.start ?? 0);
    const text = field.text ?? '';
    spans.push({
      field: name,
      start,
      end: field.start !== undefined && field.start >= 0 ? start + text.length : start,
      text,
      confidence: field.confidence,
    });
  }
  return spans;
}

/** Puts the item (its policy, and its project if any) in the back office's review queue, keyed by URL. */
async function enqueue(db: Kysely<Database>, source: CrawlSource, item: CrawlItem): Promise<Written | string> {
  const spans = spansOf(item);
  try {
    const r = await enqueueReview(db, {
      payload: item.policy,
      origin: 'crawl',
      source_name: source.name,
      item_key: item.sourceId,
      confidence: item.confidence,
      spans,
    });
    if (item.project)
      await enqueueReview(db, {
        payload: item.project,
        origin: 'crawl',
        source_name: source.name,
        item_key: `${item.sourceId}:project`,
        confidence: item.confidence,
        spans,
      });
    return { outcome: r.created ? 'new' : 'updated', policyId: null };
  } catch (e) {
    return (e as Error).message;
  }
}

/** Publishes an item through the import: the policy, then its project (linked to it by policy_source_id). */
async function publish(
  handle: Db,
  writes: ContentWrites,
  item: CrawlItem,
  now: number,
): Promise<{ outcome: Outcome; policyId: number } | string> {
  const raws = [{ line: 1, raw: item.policy }, ...(item.project ? [{ line: 2, raw: item.project }] : [])];
  const report = await importContent(handle, writes, raws, undefined, now);
  if (report.failed.length > 0) return report.failed.map((f) => f.reason).join('；');
  const policy = await handle.db
    .selectFrom('policies')
    .select('id')
    .where('source_id', '=', item.sourceId)
    .executeTakeFirstOrThrow();
  const outcome: Outcome = report.inserted > 0 ? 'new' : report.updated > 0 ? 'updated' : 'unchanged';
  return { outcome, policyId: policy.id };
}

export interface Written {
  outcome: Outcome;
  policyId: number | null;
  /** For a page folded into an item waiting for review: that item's key and the reprint to write on approval. */
  foldedInto?: string;
  reprint?: PendingReprint;
}

export async function writeItem(
  handle: Db,
  writes: ContentWrites,
  source: CrawlSource,
  item: CrawlItem,
  fp: Fingerprint,
  attachments: readonly StoredAttachment[],
  now = Date.now(),
): Promise<Written | string> {
  const db = handle.db;
  const target = await foldTarget(db, item, fp);
  if (target?.policyId != null) {
    await addReprint(db, target.policyId, reprintOf(item));
    return { outcome: 'folded', policyId: target.policyId, foldedInto: target.itemKey };
  }
  if (target) return { outcome: 'folded', policyId: null, foldedInto: target.itemKey, reprint: reprintOf(item) };
  const auto = source.auto_publish !== null && item.confidence >= source.auto_publish;
  if (!auto) return enqueue(db, source, item);
  const done = await publish(handle, writes, item, now);
  if (typeof done === 'string') return done;
  await saveAttachments(db, done.policyId, attachments);
  await linkCitations(db, done.policyId, item.fields.citations as { titles: string[]; docNos: string[] });
  return done;
}

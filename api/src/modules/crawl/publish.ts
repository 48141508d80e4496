import type { Kysely } from 'kysely';
import { docNumberKey } from '@aikc/shared/doc-number';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { importContent } from '../content-import/importer.ts';
import type { FieldSpan } from '@aikc/shared/admin/schemas/review';
import { enqueueReview } from '../review/queue.ts';
import type { Field } from './extract/fields.ts';
import type { CrawlItem } from './item.ts';
import { NEAR_SIMILARITY, similarity } from './minhash.ts';
import type { CrawlSource } from './sources.ts';

/**
 * Where an item goes: folded into the group of a document already crawled (an exact copy, or a reprint that
 * becomes a policy_reprints row of the first), published through the import's writers when the source trusts
 * its confidence, or put in the back office's review queue (review/queue.ts), whose approval publishes through
 * the same writers. Every step is keyed so that writing an item again (a run
 * resumed after a kill) changes nothing.
 */
export type Outcome = 'new' | 'updated' | 'unchanged' | 'folded';

export interface StoredAttachment {
  name: string;
  url: string;
  type: string;
  size: number;
  text: string;
}

interface Fingerprint {
  hash: string;
  minhash: string;
}

/** The policy this page duplicates or reprints, if any. */
async function foldTarget(db: Kysely<Database>, item: CrawlItem, fp: Fingerprint): Promise<number | null> {
  const rows = await db
    .selectFrom('crawl_seen')
    .select(['url', 'content_hash', 'minhash', 'policy_id'])
    .where('url', '!=', item.url)
    .where('policy_id', 'is not', null)
    .execute();
  const exact = rows.find((r) => r.content_hash === fp.hash);
  if (exact) return exact.policy_id;
  const near = rows.filter((r) => similarity(r.minhash, fp.minhash) >= NEAR_SIMILARITY);
  if (near.length === 0) return null;
  const policies = await db
    .selectFrom('policies')
    .select(['id', 'title', 'doc_no'])
    .where(
      'id',
      'in',
      near.map((r) => r.policy_id as number),
    )
    .execute();
  const docNo = String(item.policy.doc_no ?? '');
  const text = `${String(item.policy.title)}\n${String(item.policy.body_html)}`;
  // A near body alone is not enough: the same 文号, or the first's title inside the reprint, confirms it.
  const hit = policies.find(
    (p) => (docNo && p.doc_no && docNumberKey(p.doc_no) === docNumberKey(docNo)) || text.includes(p.title),
  );
  return hit?.id ?? null;
}

async function addReprint(db: Kysely<Database>, policyId: number, item: CrawlItem): Promise<void> {
  const agency = await db
    .selectFrom('agencies')
    .select(['id'])
    .where('name', '=', String(item.policy.agency))
    .executeTakeFirst();
  const original = await db.selectFrom('policies').select(['agency_id']).where('id', '=', policyId).executeTakeFirst();
  // The same agency on a second site is a copy, not a reprint: nothing to add to the group.
  if (!agency || !original || original.agency_id === agency.id) return;
  const exists = await db
    .selectFrom('policy_reprints')
    .select('id')
    .where('policy_id', '=', policyId)
    .where('agency_id', '=', agency.id)
    .executeTakeFirst();
  if (exists) return;
  await db
    .insertInto('policy_reprints')
    .values({
      policy_id: policyId,
      agency_id: agency.id,
      region_code: String(item.policy.region_code),
      title: String(item.policy.title),
      doc_no: String(item.policy.doc_no ?? ''),
      publish_date: String(item.policy.publish_date),
    })
    .execute();
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

/** Publishes an item through the import (policy, then its project linked to it). */
async function publish(
  handle: Db,
  item: CrawlItem,
  now: number,
): Promise<{ outcome: Outcome; policyId: number } | string> {
  const raws = [{ line: 1, raw: item.policy }, ...(item.project ? [{ line: 2, raw: item.project }] : [])];
  const report = await importContent(handle, raws, undefined, now);
  if (report.failed.length > 0) return report.failed.map((f) => f.reason).join('；');
  const db = handle.db;
  const policy = await db
    .selectFrom('policies')
    .select('id')
    .where('source_id', '=', item.sourceId)
    .executeTakeFirstOrThrow();
  if (item.project)
    await db
      .updateTable('projects')
      .set({ policy_id: policy.id })
      .where('source_id', '=', `${item.sourceId}:project`)
      .execute();
  const outcome: Outcome = report.inserted > 0 ? 'new' : report.updated > 0 ? 'updated' : 'unchanged';
  return { outcome, policyId: policy.id };
}

async function saveAttachments(db: Kysely<Database>, policyId: number, atts: readonly StoredAttachment[]) {
  if (atts.length === 0) return;
  await db.deleteFrom('policy_attachments').where('policy_id', '=', policyId).execute();
  await db
    .insertInto('policy_attachments')
    .values(
      atts.map((a) => ({ policy_id: policyId, name: a.name.slice(0, 200), file_type: a.type, size_bytes: a.size })),
    )
    .execute();
}

export interface Written {
  outcome: Outcome;
  policyId: number | null;
}

export async function writeItem(
  handle: Db,
  source: CrawlSource,
  item: CrawlItem,
  fp: Fingerprint,
  attachments: readonly StoredAttachment[],
  now = Date.now(),
): Promise<Written | string> {
  const db = handle.db;
  const target = await foldTarget(db, item, fp);
  if (target !== null) {
    await addReprint(db, target, item);
    return { outcome: 'folded', policyId: target };
  }
  const auto = source.auto_publish !== null && item.confidence >= source.auto_publish;
  if (!auto) {
    return enqueue(db, source, item);
  }
  const done = await publish(handle, item, now);
  if (typeof done === 'string') return done;
  await saveAttachments(db, done.policyId, attachments);
  return done;
}

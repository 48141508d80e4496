import type { Kysely } from 'kysely';
import { docNumberKey, findDocNumbers } from '@aikc/shared/doc-number';
import type { Database } from '../../db/schema.ts';
import type { StoredAttachment } from './attachments.ts';

/**
 * What a crawled document brings along besides its own row, written once the document is a policy (published
 * automatically, or approved in the review queue): its attachments as policy_attachments rows with their files
 * and text, and its citations of other documents as policy_citations rows.
 */

/** Replaces the policy's attachments by the crawled ones (a changed page brings its current list). */
export async function saveAttachments(
  db: Kysely<Database>,
  policyId: number,
  atts: readonly StoredAttachment[],
): Promise<void> {
  await db.deleteFrom('policy_attachments').where('policy_id', '=', policyId).execute();
  if (atts.length === 0) return;
  await db
    .insertInto('policy_attachments')
    .values(
      atts.map((a) => ({
        policy_id: policyId,
        name: a.name.slice(0, 200),
        file_type: a.type,
        size_bytes: a.size,
        stored_name: a.stored,
        source_url: a.url,
        text_content: a.text,
      })),
    )
    .execute();
}

export interface Citations {
  titles: string[];
  docNos: string[];
}

/** A title as the LIKE pattern's literal part: titles with wildcard characters are matched exactly only. */
const likeSafe = (s: string) => !/[%_\\]/u.test(s);

/**
 * Links the policy to each document it cites that the portal holds: a 《title》 equal to a document's title or
 * quoted in it (《…》 inside 关于印发《…》的通知), a 文号 equal to a document's by its canonical key. A reference
 * document (the real national layer) is preferred over a generated one of the same title. Rewritten whole, so
 * a changed page's citations replace the old ones.
 */
export async function linkCitations(db: Kysely<Database>, policyId: number, c: Citations): Promise<number> {
  const found = new Map<number, { via: string; text: string }>();
  for (const title of c.titles.slice(0, 20)) {
    const rows = await db
      .selectFrom('policies')
      .select(['id', 'source'])
      .where((eb) =>
        likeSafe(title)
          ? eb.or([eb('title', '=', title), eb('title', 'like', `%《${title}》%`)])
          : eb('title', '=', title),
      )
      .where('id', '!=', policyId)
      .orderBy('id')
      .limit(10)
      .execute();
    const hit = rows.find((r) => r.source === 'reference') ?? rows[0];
    if (hit && !found.has(hit.id)) found.set(hit.id, { via: 'title', text: title });
  }
  for (const docNo of c.docNos.slice(0, 20)) {
    const key = docNumberKey(docNo);
    const serial = findDocNumbers(docNo)[0]?.core.match(/(\d+)号$/u)?.[1];
    if (!key || !serial) continue;
    const rows = await db
      .selectFrom('policies')
      .select(['id', 'doc_no', 'source'])
      .where('doc_no', 'like', `%${serial}号`)
      .where('id', '!=', policyId)
      .orderBy('id')
      .limit(50)
      .execute();
    const same = rows.filter((r) => docNumberKey(r.doc_no) === key);
    const hit = same.find((r) => r.source === 'reference') ?? same[0];
    if (hit && !found.has(hit.id)) found.set(hit.id, { via: 'doc_no', text: docNo });
  }
  await db.deleteFrom('policy_citations').where('policy_id', '=', policyId).execute();
  if (found.size > 0)
    await db
      .insertInto('policy_citations')
      .values(
        [...found].map(([cited, f]) => ({
          policy_id: policyId,
          cited_id: cited,
          via: f.via,
          cited_text: f.text.slice(0, 200),
        })),
      )
      .execute();
  return found.size;
}

/** A reprint row without its policy: what a page folded into a waiting item keeps until approval. */
export interface PendingReprint {
  agency: string;
  region_code: string;
  title: string;
  doc_no: string;
  publish_date: string;
}

/** Adds the reprint to the policy's group, once per agency; the same agency on a second site is a copy. */
export async function addReprint(db: Kysely<Database>, policyId: number, r: PendingReprint): Promise<void> {
  const agency = await db.selectFrom('agencies').select(['id']).where('name', '=', r.agency).executeTakeFirst();
  const original = await db.selectFrom('policies').select(['agency_id']).where('id', '=', policyId).executeTakeFirst();
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
      region_code: r.region_code,
      title: r.title,
      doc_no: r.doc_no,
      publish_date: r.publish_date,
    })
    .execute();
}

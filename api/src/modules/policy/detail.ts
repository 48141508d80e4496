import { sql, type Kysely } from 'kysely';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { type Search } from '@aikc/search';
import { sanitizeBody } from '../../lib/sanitize-body.ts';
import { presentAttachment, presentPolicyItem, presentPolicyRef, presentProjectRef } from './presenter.ts';
import { referenceInfo } from './reference-info.ts';
import { loadPolicies } from './service.ts';
import { recordDownload } from '../collect/service.ts';
import { consumeRight } from '../rights/guard.ts';

const RELATED_LIMIT = 6;

/** Everything the policy detail page shows, or null for an unknown id. Counts the view. */
export async function policyDetail(
  search: Search,
  db: Kysely<Database>,
  id: number,
  now = Date.now(),
): Promise<PolicyDetail | null> {
  const [p] = await loadPolicies(search, db, [id]);
  if (!p) return null;
  const today = todayCst(now);
  await db
    .updateTable('policies')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', id)
    .execute();
  const labelIds = p.labels.map((l) => l.id);
  const [attachments, interpretations, related, projects, reference] = await Promise.all([
    db.selectFrom('policy_attachments').selectAll().where('policy_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('interpretations')
      .select(['id', 'title', 'source', 'publish_date'])
      .where('policy_id', '=', id)
      .where('offline', '=', 0)
      .orderBy('publish_date', 'desc')
      .execute(),
    // Related: sharing a label (or, without labels, the type) in the same province or nationwide.
    db
      .selectFrom('policies as r')
      .innerJoin('agencies as a', 'a.id', 'r.agency_id')
      .select(['r.id', 'r.title', 'r.publish_date', 'a.name as agency_name'])
      .where('r.id', '!=', id)
      .where('r.offline', '=', 0)
      .where((eb) =>
        labelIds.length
          ? eb.exists(
              eb
                .selectFrom('policy_labels as rl')
                .select('rl.policy_id')
                .whereRef('rl.policy_id', '=', 'r.id')
                .where('rl.label_id', 'in', labelIds),
            )
          : eb('r.type_id', '=', p.type_id),
      )
      .where('r.province_code', 'in', [p.province_code, '000000'])
      .orderBy('r.publish_date', 'desc')
      .limit(RELATED_LIMIT)
      .execute(),
    db
      .selectFrom('projects')
      .select(['id', 'title', 'apply_start', 'apply_end'])
      .where((eb) => eb.or([eb('policy_id', '=', id), eb('province_code', '=', p.province_code)]))
      .where('offline', '=', 0)
      .where('apply_start', '<=', today)
      .where('apply_end', '>=', today)
      .orderBy(sql`case when policy_id = ${id} then 0 else 1 end`)
      .orderBy('apply_end')
      .limit(RELATED_LIMIT)
      .execute(),
    referenceInfo(db, id),
  ]);
  const { title_html: _t, snippet_html: _s, ...item } = presentPolicyItem(p, today);
  return {
    ...item,
    agency_id: p.agency_id,
    effective_date: p.effective_date,
    expire_date: p.expire_date ?? '',
    summary: p.summary,
    body_html: sanitizeBody(p.body_html),
    source_url: p.source_url,
    ...reference,
    view_count: p.view_count + 1,
    demo: p.is_demo === 1,
    attachments: attachments.map(presentAttachment),
    interpretations,
    related_policies: related.map(presentPolicyRef),
    open_projects: projects.map((r) => presentProjectRef(r, today)),
  };
}

/** An attachment with its policy, or null. */
export async function findAttachment(db: Kysely<Database>, id: number) {
  return (
    (await db
      .selectFrom('policy_attachments as f')
      .innerJoin('policies as p', 'p.id', 'f.policy_id')
      .innerJoin('agencies as a', 'a.id', 'p.agency_id')
      .select([
        'f.id',
        'f.name',
        'f.file_type',
        'f.size_bytes',
        'f.stored_name',
        'f.policy_id',
        'p.title as policy_title',
        'p.doc_no',
        'p.publish_date',
        'a.name as agency_name',
      ])
      .where('f.id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** Spends the user's `download` right and records the download, together or not at all. */
export async function chargeDownload(
  db: Kysely<Database>,
  userId: number,
  a: { id: number; policy_id: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await consumeRight(trx, userId, 'download');
    await recordDownload(trx, userId, a.policy_id, a.id);
  });
}

/**
 * The stand-in for an attachment whose file the portal does not hold (the imported corpus has metadata only): a
 * UTF-8 text file named after the attachment that describes it and its policy. Crawled files are served as they are.
 */
export function attachmentStandIn(a: NonNullable<Awaited<ReturnType<typeof findAttachment>>>): {
  filename: string;
  body: string;
} {
  const base = a.name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const body = [
    `附件名称：${a.name}`,
    `所属政策：${a.policy_title}`,
    `发文字号：${a.doc_no}`,
    `发文机关：${a.agency_name}`,
    `发布日期：${a.publish_date}`,
    `原文件类型：${a.file_type}`,
    '',
    '说明：本平台暂未收录该附件原件，此文件为附件信息说明。请以发文机关官方网站公布的原件为准。',
    '',
  ].join('\r\n');
  return { filename: `${base}.txt`, body: `\uFEFF${body}` };
}

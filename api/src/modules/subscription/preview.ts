import { sql, type Kysely } from 'kysely';
import type { SubscriptionConditions } from '@aikc/shared/schemas/subscription';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { SubscriptionIndex } from '../push/matcher.ts';
import { DIMENSIONS } from '../push/dimensions.ts';
import { policyTerms, subscriptionTerms } from '../push/terms.ts';

export const PREVIEW_DAYS = 30;
/** Candidates read for one preview; past it the count says "at least". */
const CANDIDATE_CAP = 3000;

export interface PreviewRow {
  id: number;
  title: string;
  doc_no: string;
  agency_name: string | null;
  region_code: string;
  publish_date: string;
}

function daysAgo(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * What the conditions match among the policies of the last 30 days, newest first. The structured conditions
 * narrow the candidates in SQL, each by what its dimension reads (push/dimensions.ts); every candidate is then run through the push engine's own matcher, so the
 * preview, the pushes made on saving (backfill.ts) and the later pushes agree (keywords included).
 */
export async function matchLastDays(
  db: Kysely<Database>,
  c: SubscriptionConditions,
  now: number,
): Promise<{ capped: boolean; matched: PreviewRow[] }> {
  const from = daysAgo(todayCst(now), PREVIEW_DAYS);
  // Content taken down or scheduled is neither previewed nor backfilled (search/visibility.ts).
  let q = db.selectFrom('policies as p').where('p.publish_date', '>=', from).where('p.offline', '=', 0);
  for (const d of DIMENSIONS) {
    const values: readonly (string | number)[] = c[d.key];
    if (values.length === 0) continue;
    const read = d.read;
    if ('region' in read) {
      const codes = values as string[];
      q = q.where((eb) =>
        eb.or([eb('p.province_code', 'in', codes), eb('p.city_code', 'in', codes), eb('p.region_code', 'in', codes)]),
      );
    } else if ('column' in read) q = q.where(sql.ref(`p.${read.column}`), 'in', values);
    else if ('multi' in read)
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('policy_labels as pl')
            .select('pl.policy_id')
            .whereRef('pl.policy_id', '=', 'p.id')
            .where('pl.label_id', 'in', values as number[]),
        ),
      );
  }
  const rows = await q
    .leftJoin('agencies as a', 'a.id', 'p.agency_id')
    .select([
      'p.id',
      'p.title',
      'p.doc_no',
      'a.name as agency_name',
      'p.region_code',
      'p.province_code',
      'p.city_code',
      'p.level',
      'p.type_id',
      'p.agency_id',
      'p.publish_date',
      'p.summary',
      'p.body_text',
    ])
    .orderBy('p.publish_date', 'desc')
    .orderBy('p.id', 'desc')
    .limit(CANDIDATE_CAP + 1)
    .execute();
  const capped = rows.length > CANDIDATE_CAP;
  const candidates = rows.slice(0, CANDIDATE_CAP);
  const labels = new Map<number, number[]>();
  if (candidates.length) {
    for (let i = 0; i < candidates.length; i += 500) {
      const part = await db
        .selectFrom('policy_labels')
        .select(['policy_id', 'label_id'])
        .where(
          'policy_id',
          'in',
          candidates.slice(i, i + 500).map((r) => r.id),
        )
        .execute();
      for (const l of part) labels.set(l.policy_id, [...(labels.get(l.policy_id) ?? []), l.label_id]);
    }
  }
  const index = new SubscriptionIndex();
  const t = subscriptionTerms(c);
  index.add({ id: 1, userId: 0, name: '', mask: t.mask, keywords: t.keywords }, t.terms);
  const matched = candidates.filter(
    (r) => index.match(policyTerms({ ...r, labelIds: labels.get(r.id) ?? [] })).length > 0,
  );
  return { capped, matched };
}

/** The preview of the form: how many of the last 30 days' policies the conditions match, and the newest 10. */
export async function previewSubscription(
  db: Kysely<Database>,
  c: SubscriptionConditions,
  now: number,
): Promise<{ total: number; capped: boolean; list: PreviewRow[] }> {
  const { capped, matched } = await matchLastDays(db, c, now);
  return {
    total: matched.length,
    capped,
    list: matched.slice(0, 10).map((r) => ({
      id: r.id,
      title: r.title,
      doc_no: r.doc_no,
      agency_name: r.agency_name,
      region_code: r.region_code,
      publish_date: r.publish_date,
    })),
  };
}

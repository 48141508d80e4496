import type { Kysely } from 'kysely';
import {
  SubscriptionConditionsSchema,
  type PolicyBrief,
  type PushItem,
  type SubscriptionItem,
} from '@aikc/shared/schemas/subscription';
import { findCity, findProvince } from '@aikc/shared/regions';
import type { Database } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import { regionName } from '@aikc/search';
import type { PushRow } from './pushes.ts';
import type { PreviewRow } from './preview.ts';
import type { SubscriptionWithCounts } from './service.ts';

/** The name of a subscribable region code: 全国, a province, or a city. */
export function subscriptionRegionName(code: string): string {
  if (code === '000000') return '全国';
  return findProvince(code)?.name ?? findCity(code)?.name ?? code;
}

/** Subscriptions as the list shows them, with every condition named (one query for all label and agency names). */
export async function presentSubscriptions(
  db: Kysely<Database>,
  rows: readonly SubscriptionWithCounts[],
): Promise<SubscriptionItem[]> {
  const parsed = rows.map((r) => SubscriptionConditionsSchema.parse(JSON.parse(r.conditions)));
  const labelIds = [...new Set(parsed.flatMap((c) => [...c.labels, ...c.types, ...c.industries]))];
  const agencyIds = [...new Set(parsed.flatMap((c) => c.agencies))];
  const [labels, agencies] = await Promise.all([
    labelIds.length ? db.selectFrom('labels').select(['id', 'name']).where('id', 'in', labelIds).execute() : [],
    agencyIds.length ? db.selectFrom('agencies').select(['id', 'name']).where('id', 'in', agencyIds).execute() : [],
  ]);
  const labelName = new Map(labels.map((l) => [l.id, l.name]));
  const agencyName = new Map(agencies.map((a) => [a.id, a.name]));
  const named = (ids: number[], m: Map<number, string>) => ids.map((id) => m.get(id) ?? '已删除');
  return rows.map((r, i) => {
    const c = parsed[i] as (typeof parsed)[number];
    return {
      id: r.id,
      name: r.name,
      conditions: c,
      condition_names: {
        regions: c.regions.map(subscriptionRegionName),
        labels: named(c.labels, labelName),
        types: named(c.types, labelName),
        agencies: named(c.agencies, agencyName),
        industries: named(c.industries, labelName),
        keywords: c.keywords,
      },
      paused: r.paused === 1,
      push_count: r.push_count,
      unread_count: r.unread_count,
      create_time: formatDateTime(r.created_at),
      update_time: formatDateTime(r.updated_at),
    };
  });
}

export function presentPolicyBrief(r: PreviewRow): PolicyBrief {
  return {
    id: r.id,
    title: r.title,
    doc_no: r.doc_no,
    agency_name: r.agency_name ?? '',
    region_name: regionName(r.region_code),
    publish_date: r.publish_date,
  };
}

/** A push as the list shows it; `today` is China's (lib/time.ts todayCst) and decides 已截止. */
export function presentPush(r: PushRow, today: string): PushItem {
  return {
    id: r.id,
    is_read: r.is_read === 1 ? 1 : 0,
    backfill: r.backfill === 1,
    subscription_id: r.subscription_id,
    subscription_name: r.subscription_name ?? '已删除的订阅',
    policy: presentPolicyBrief({
      id: r.policy_id,
      title: r.title,
      doc_no: r.doc_no,
      agency_name: r.agency_name,
      region_code: r.region_code,
      publish_date: r.publish_date,
    }),
    project: r.project && { id: r.project.id, apply_end: r.project.apply_end, closed: today > r.project.apply_end },
    create_time: formatDateTime(r.created_at),
  };
}

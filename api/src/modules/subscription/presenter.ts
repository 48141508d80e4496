import type { Kysely } from 'kysely';
import {
  SubscriptionConditionsSchema,
  type PolicyBrief,
  type PushItem,
  type SubscriptionItem,
} from '@aikc/shared/schemas/subscription';
import { findCity, findProvince } from '@aikc/shared/regions';
import {
  CHOICE_DIMENSIONS,
  dimensionSpec,
  SUBSCRIPTION_DIMENSION_KEYS,
  type SubscriptionDimension,
} from '@aikc/shared/schemas/subscription-conditions';
import { pushDimension } from '../push/dimensions.ts';
import type { Database } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import { regionFullName } from '@aikc/shared/regions';
import type { PushRow } from './pushes.ts';
import type { PreviewRow } from './preview.ts';
import type { SubscriptionWithCounts } from './service.ts';

/** The name of a subscribable region code: 全国, a province, or a city. */
export function subscriptionRegionName(code: string): string {
  if (code === '000000') return '全国';
  return findProvince(code)?.name ?? findCity(code)?.name ?? code;
}

/** Subscriptions as the list shows them, with every condition named (one query per vocabulary table). */
export async function presentSubscriptions(
  db: Kysely<Database>,
  rows: readonly SubscriptionWithCounts[],
): Promise<SubscriptionItem[]> {
  const parsed = rows.map((r) => SubscriptionConditionsSchema.parse(JSON.parse(r.conditions)));
  const wanted = { labels: new Set<number>(), agencies: new Set<number>() };
  for (const c of parsed)
    for (const k of CHOICE_DIMENSIONS) {
      const v = pushDimension(k).vocabulary;
      if (v) for (const id of c[k]) wanted[v.table].add(Number(id));
    }
  const [labels, agencies] = await Promise.all([
    wanted.labels.size
      ? db
          .selectFrom('labels')
          .select(['id', 'name'])
          .where('id', 'in', [...wanted.labels])
          .execute()
      : [],
    wanted.agencies.size
      ? db
          .selectFrom('agencies')
          .select(['id', 'name'])
          .where('id', 'in', [...wanted.agencies])
          .execute()
      : [],
  ]);
  const names = {
    labels: new Map(labels.map((l) => [l.id, l.name])),
    agencies: new Map(agencies.map((a) => [a.id, a.name])),
  };
  const named = (k: SubscriptionDimension, values: readonly (string | number)[]): string[] => {
    if (k === 'regions') return values.map((v) => subscriptionRegionName(String(v)));
    const fixed = dimensionSpec(k).choices;
    const v = pushDimension(k).vocabulary;
    return values.map((x) =>
      fixed ? (fixed[String(x)] ?? String(x)) : v ? (names[v.table].get(Number(x)) ?? '已删除') : String(x),
    );
  };
  return rows.map((r, i) => {
    const c = parsed[i] as (typeof parsed)[number];
    return {
      id: r.id,
      name: r.name,
      conditions: c,
      condition_names: Object.fromEntries(
        SUBSCRIPTION_DIMENSION_KEYS.map((k) => [k, named(k, c[k])]),
      ) as SubscriptionItem['condition_names'],
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
    region_name: regionFullName(r.region_code),
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

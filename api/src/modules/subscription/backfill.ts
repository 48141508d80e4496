import type { Kysely } from 'kysely';
import type { SubscriptionConditions } from '@aikc/shared/schemas/subscription';
import { recordUserEvent } from '../user-events/record.ts';
import type { Database } from '../../db/schema.ts';
import { PUSH_MESSAGE_TYPE } from '../push/engine.ts';
import { matchLastDays, PREVIEW_DAYS } from './preview.ts';

const CHUNK = 400;

/**
 * A new subscription's first pushes (issue 31: it showed 暂无推送 while its preview listed 15 matches): the policies
 * of the last 30 days it matches, exactly those the preview counted, pushed once and marked `backfill`, with one
 * message that says so and what comes next. A policy the user was already pushed stays as it was (one push per
 * user and policy). Runs in the transaction that saves the subscription; returns how many were pushed.
 */
export async function backfillSubscription(
  trx: Kysely<Database>,
  sub: { id: number; user_id: number; name: string },
  conditions: SubscriptionConditions,
  now: number,
): Promise<number> {
  const { matched } = await matchLastDays(trx, conditions, now);
  if (matched.length === 0) return 0;
  const ids = matched.map((m) => m.id);
  const pushed = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('pushes')
      .select('policy_id')
      .where('user_id', '=', sub.user_id)
      .where('policy_id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) pushed.add(r.policy_id);
  }
  // Oldest first, so the push list (newest id first) reads newest first.
  const fresh = matched.filter((m) => !pushed.has(m.id)).reverse();
  if (fresh.length === 0) return 0;
  for (let i = 0; i < fresh.length; i += CHUNK) {
    await trx
      .insertInto('pushes')
      .values(
        fresh.slice(i, i + CHUNK).map((m) => ({
          user_id: sub.user_id,
          subscription_id: sub.id,
          policy_id: m.id,
          message_id: null,
          backfill: 1,
          created_at: now,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('messages')
    .values({
      user_id: sub.user_id,
      title: `订阅「${sub.name}」：已推送近${PREVIEW_DAYS}天的${fresh.length}条政策`,
      content: `保存订阅时，已将近${PREVIEW_DAYS}天发布的${fresh.length}条符合条件的政策推送到「我的推送」（标为“近${PREVIEW_DAYS}天”）。此后有新发布的政策符合条件时，将及时推送给您。`,
      type: PUSH_MESSAGE_TYPE,
      created_at: now,
    })
    .execute();
  await recordUserEvent(trx, sub.user_id, 'push', { subscription_id: sub.id, count: fresh.length }, now);
  return fresh.length;
}

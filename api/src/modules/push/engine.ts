import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { offlineAmong } from '@aikc/search';
import { recordUserEvents } from '../user-events/record.ts';
import { subscriptionIndex, type PushMatcher } from './matcher.ts';
import { policyTerms, type MatchablePolicy } from './terms.ts';

export const PUSH_MESSAGE_TYPE = 'push';
const CHUNK = 400;

/**
 * Matches written policies against every active subscription (through the index of conditions) and records
 * each new match as a push and a message, inside the policy writer's transaction: the pushes commit with
 * the policy, and the badge (which counts unread messages) moves exactly then. A user gets at most one push
 * per policy (unique user_id, policy_id), credited to the first of their subscriptions that matched, so an
 * updated or re-imported policy never pushes twice. A policy taken down or scheduled (offline) is not pushed; it
 * is matched again when it goes live (admin/content-publish.ts). Returns how many pushes were created.
 */
export async function pushPolicies(
  trx: Kysely<Database>,
  matcher: PushMatcher,
  written: readonly MatchablePolicy[],
  now = Date.now(),
): Promise<number> {
  if (written.length === 0) return 0;
  const offline = await offlineAmong(
    trx,
    'policy',
    written.map((p) => p.id),
  );
  const policies = offline.size ? written.filter((p) => !offline.has(p.id)) : written;
  if (policies.length === 0) return 0;
  const index = await subscriptionIndex(matcher, trx);
  if (index.size === 0) return 0;
  const wanted = new Map<string, { userId: number; subId: number; subName: string; policy: MatchablePolicy }>();
  for (const p of policies) {
    for (const sub of index.match(policyTerms(p))) {
      const key = `${sub.userId}:${p.id}`;
      if (!wanted.has(key)) wanted.set(key, { userId: sub.userId, subId: sub.id, subName: sub.name, policy: p });
    }
  }
  if (wanted.size === 0) return 0;
  // Pushes already made for these policies (an update or a re-import) are left as they are.
  const ids = policies.map((p) => p.id);
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('pushes')
      .select(['user_id', 'policy_id'])
      .where('policy_id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) wanted.delete(`${r.user_id}:${r.policy_id}`);
  }
  const fresh = [...wanted.values()];
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const part = fresh.slice(i, i + CHUNK);
    const messages = await trx
      .insertInto('messages')
      .values(
        part.map((m) => ({
          user_id: m.userId,
          title: `政策推送：${m.subName}`,
          content: m.policy.title,
          type: PUSH_MESSAGE_TYPE,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    // Ids are drawn in the order of the VALUES list within one statement; sorting makes no claim on RETURNING's order.
    const messageIds = messages.map((m) => m.id).sort((a, b) => a - b);
    await trx
      .insertInto('pushes')
      .values(
        part.map((m, k) => ({
          user_id: m.userId,
          subscription_id: m.subId,
          policy_id: m.policy.id,
          message_id: messageIds[k] ?? null,
          created_at: now,
        })),
      )
      .execute();
    // A push event also moves the unread count: the gateway re-reads the count for any event of a user.
    await recordUserEvents(
      trx,
      part.map((m, k) => ({
        userId: m.userId,
        kind: 'push' as const,
        payload: { policy_id: m.policy.id, message_id: messageIds[k] ?? 0 },
      })),
      now,
    );
  }
  return fresh.length;
}

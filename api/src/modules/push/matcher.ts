import type { Kysely } from 'kysely';
import type { SubscriptionConditions } from '@aikc/shared/schemas/subscription';
import type { Database } from '../../db/schema.ts';
import { DIM_BIT, EMPTY_CONDITIONS, subscriptionTerms, type PolicyTerms } from './terms.ts';

/**
 * The push engine's index of conditions: inverted lists from a term (terms.ts) to the active subscriptions that
 * post it. Matching a policy walks only the lists of the policy's own terms and counts, per candidate, the
 * dimensions it satisfied; a candidate matches when that covers every dimension it uses. A keyword is posted
 * under its longest word and checked whole against the policy's tokens. Nothing scans all subscriptions.
 *
 * The index lives in memory per process and database; it is rebuilt when `subscription_state` (bumped by every
 * subscription write, in its transaction) shows another version than the one it was built at.
 */
export interface SubscriptionEntry {
  id: number;
  userId: number;
  name: string;
  mask: number;
  keywords: string[][];
}

export class SubscriptionIndex {
  /** Term -> slots (positions in `entries`) of the subscriptions posting it. */
  readonly lists = new Map<string, number[]>();
  readonly entries: SubscriptionEntry[] = [];
  /** Per slot: the dimensions seen for the policy being matched (scratch, cleared through `touched`). */
  private got = new Uint8Array(1024);
  private touched = new Int32Array(1024);

  add(entry: SubscriptionEntry, terms: readonly string[]): void {
    const slot = this.entries.length;
    this.entries.push(entry);
    if (slot >= this.got.length) {
      const got = new Uint8Array(this.got.length * 2);
      got.set(this.got);
      this.got = got;
      this.touched = new Int32Array(got.length);
    }
    const posted = new Set(terms);
    // Keywords are posted under their longest word: the rarest in practice, so the shortest list.
    for (const words of entry.keywords) posted.add(`k:${words.reduce((a, b) => (b.length > a.length ? b : a))}`);
    for (const t of posted) {
      const list = this.lists.get(t);
      if (list) list.push(slot);
      else this.lists.set(t, [slot]);
    }
  }

  /** The subscriptions a policy matches, in id order. */
  match(p: PolicyTerms): SubscriptionEntry[] {
    const { got, touched } = this;
    let n = 0;
    for (const term of p.terms) {
      const list = this.lists.get(term);
      if (!list) continue;
      const bit = DIM_BIT[term[0] as keyof typeof DIM_BIT];
      for (let i = 0; i < list.length; i++) {
        const slot = list[i] as number;
        if (got[slot] === 0) touched[n++] = slot;
        got[slot] = (got[slot] as number) | bit;
      }
    }
    const out: SubscriptionEntry[] = [];
    for (let i = 0; i < n; i++) {
      const slot = touched[i] as number;
      const mask = got[slot] as number;
      got[slot] = 0;
      const sub = this.entries[slot] as SubscriptionEntry;
      if ((mask & sub.mask) !== sub.mask) continue;
      // The keyword bit only says one keyword's longest word is present: check some keyword whole.
      if (sub.keywords.length > 0 && !sub.keywords.some((words) => words.every((w) => p.tokens.has(w)))) continue;
      out.push(sub);
    }
    return out.sort((a, b) => a.id - b.id);
  }

  get size(): number {
    return this.entries.length;
  }
}

/**
 * The subscription index a process holds between content writes: one per app (AppDeps['pushMatcher'], made in
 * composition.ts), or per command run. It is kept for the database instance and subscription version it was
 * built at, so a write through another handle or after a subscription change builds it again.
 */
export class PushMatcher {
  held: { instance: string; version: string; index: SubscriptionIndex } | null = null;
}

/** The index at the database's current subscription version, built from the active subscriptions if needed. */
export async function subscriptionIndex(matcher: PushMatcher, db: Kysely<Database>): Promise<SubscriptionIndex> {
  const state = await db
    .selectFrom('subscription_state')
    .select(['instance', 'version'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const version = String(state.version);
  const { held } = matcher;
  if (held && held.instance === state.instance && held.version === version) return held.index;
  const index = new SubscriptionIndex();
  const rows = await db
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'name', 'conditions'])
    .where('paused', '=', 0)
    .orderBy('id')
    .execute();
  // Keywords repeat across subscriptions: each distinct one is segmented once per build.
  const words = new Map<string, string[]>();
  for (const r of rows) {
    // Stored conditions were validated by the service that wrote them; the defaults cover older shapes.
    const c = { ...EMPTY_CONDITIONS, ...(JSON.parse(r.conditions) as Partial<SubscriptionConditions>) };
    const t = subscriptionTerms(c, words);
    index.add({ id: r.id, userId: r.user_id, name: r.name, mask: t.mask, keywords: t.keywords }, t.terms);
  }
  matcher.held = { instance: state.instance, version, index };
  return index;
}

/** Bumps the subscription version inside a subscription write's transaction. */
export async function bumpSubscriptionVersion(trx: Kysely<Database>): Promise<void> {
  await trx
    .updateTable('subscription_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

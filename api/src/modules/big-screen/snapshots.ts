import { sql, type Kysely } from 'kysely';
import type { ScreenData, ScreenSnapshot, ScreenTopic } from '@aikc/shared/schemas/big-screen';
import { arrayRows } from '@aikc/server-kit/db/array-rows';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { contentTable, SEARCH_KINDS, type SearchKind, type SearchState } from '@aikc/search';
import { ScreenFacts } from './facts.ts';
import { presentSnapshot } from './presenter.ts';
import type { ScreenContext } from './screen-context.ts';
import { buildS1 } from './screen-s1.ts';
import { buildS2 } from './screen-s2.ts';
import { buildS3 } from './screen-s3.ts';
import { buildS4 } from './screen-s4.ts';

const BUILDERS: { [T in ScreenTopic]: (ctx: ScreenContext) => Promise<ScreenData<T>> } = {
  s1: buildS1,
  s2: buildS2,
  s3: buildS3,
  s4: buildS4,
};

/**
 * Every kind's search state in ONE statement, so each kind's highest id belongs to its generation (writers
 * commit a kind's ids in order: search/content-write.ts).
 */
async function readStates(db: Kysely<Database>): Promise<Map<SearchKind, SearchState>> {
  const parts = SEARCH_KINDS.map(
    (kind) =>
      sql`select ${kind} as kind, generation, resets, (select max(id) from ${sql.table(contentTable(kind))}) as max_id from search_state where kind = ${kind}`,
  );
  const rows = await arrayRows(db, sql.join(parts, sql` union all `));
  return new Map(
    rows.map((r) => [
      String(r[0]) as SearchKind,
      { generation: Number(r[1]), resets: Number(r[2]), maxId: Number(r[3] ?? 0) },
    ]),
  );
}

function keyOf(states: Map<SearchKind, SearchState>, today: string): string {
  return `${today}|${SEARCH_KINDS.map((k) => `${states.get(k)?.generation ?? 0}.${states.get(k)?.resets ?? 0}`).join(',')}`;
}

/**
 * How long one read of the search state serves other polls: walls poll every few seconds (SCREEN_POLL_MS),
 * so a write still reaches them at their next poll, and a poll mostly costs no database round trip (on a
 * loaded PostgreSQL one was 7-10 ms).
 */
const STATE_REUSE_MS = 250;

interface Held {
  key: string;
  snapshot: ScreenSnapshot;
}

/**
 * The big-screen snapshots of one database handle. A poll reads the search state (one statement) and
 * answers the snapshot held for it; it never aggregates. When the state (or the China date) has moved, the
 * poll still answers the snapshot it holds and starts one refresh in the background: the facts read the rows
 * written since (facts.ts) and the screen is assembled from them, at most once per `minRefreshMs` per screen
 * so a stream of writes cannot keep a core busy. Only a screen that has never been built is waited for (the
 * API builds the facts at start: warm).
 */
export class ScreenSnapshots {
  private facts = new ScreenFacts();
  private catching: Promise<void> | null = null;
  private readonly held = new Map<ScreenTopic, Held>();
  private readonly refreshing = new Map<ScreenTopic, Promise<Held>>();
  private readonly lastRefresh = new Map<ScreenTopic, number>();
  /** The last state read and when it was asked for: polls within STATE_REUSE_MS share it (many walls, one read). */
  private stateRead: { at: number; states: Promise<Map<SearchKind, SearchState>> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly minRefreshMs = 1_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A poll's answer: the snapshot held, refreshed in the background when the content or the date moved. */
  async get<T extends ScreenTopic>(topic: T): Promise<ScreenSnapshot<T>> {
    const states = await this.currentStates();
    const key = keyOf(states, todayCst(this.now()));
    const held = this.held.get(topic);
    if (held?.key === key) return held.snapshot as ScreenSnapshot<T>;
    const refresh = this.refresh(topic, states, key);
    if (held) {
      // Reported by the next poll's own refresh; the wall keeps its current picture meanwhile.
      refresh.catch(() => undefined);
      return held.snapshot as ScreenSnapshot<T>;
    }
    return (await refresh).snapshot as ScreenSnapshot<T>;
  }

  private currentStates(): Promise<Map<SearchKind, SearchState>> {
    const now = this.now();
    if (!this.stateRead || now - this.stateRead.at >= STATE_REUSE_MS) {
      const states = readStates(this.db);
      this.stateRead = { at: now, states };
      // A failed read is not reused.
      states.catch(() => {
        if (this.stateRead?.states === states) this.stateRead = null;
      });
    }
    return this.stateRead.states;
  }

  /** Waits for every refresh under way (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.refreshing.size > 0) await Promise.allSettled([...this.refreshing.values()]);
  }

  /** Builds the facts ahead of the first poll (the API calls this at start; a million companies take seconds). */
  async warm(): Promise<void> {
    await this.factsAt(await readStates(this.db));
  }

  private refresh(topic: ScreenTopic, states: Map<SearchKind, SearchState>, key: string): Promise<Held> {
    const running = this.refreshing.get(topic);
    if (running) return running;
    const wait = Math.max(0, (this.lastRefresh.get(topic) ?? -Infinity) + this.minRefreshMs - this.now());
    const job = (async () => {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastRefresh.set(topic, this.now());
      const facts = await this.factsAt(states);
      const at = this.now();
      const data = await (BUILDERS[topic] as (ctx: ScreenContext) => Promise<ScreenData<ScreenTopic>>)({
        db: this.db,
        dialect: this.dialect,
        facts,
        today: todayCst(at),
      });
      const held: Held = { key, snapshot: presentSnapshot(data, at) };
      // A slower refresh for an older state must not replace a newer one.
      const prev = this.held.get(topic);
      if (!prev || prev.key !== key) this.held.set(topic, held);
      return held;
    })().finally(() => this.refreshing.delete(topic));
    this.refreshing.set(topic, job);
    return job;
  }

  /** The facts caught up to `states` (or to newer ones another refresh read), rebuilt after a reset. */
  private async factsAt(states: Map<SearchKind, SearchState>): Promise<ScreenFacts> {
    const behind = () =>
      SEARCH_KINDS.some((k) => (this.facts.states?.get(k)?.generation ?? -1) < (states.get(k)?.generation ?? 0));
    while (behind()) {
      if (!this.catching) {
        this.catching = (async () => {
          if (!(await this.facts.catchUp(this.db, this.dialect, states))) {
            const fresh = new ScreenFacts();
            await fresh.catchUp(this.db, this.dialect, states);
            this.facts = fresh;
          }
        })().finally(() => {
          this.catching = null;
        });
      }
      await this.catching;
    }
    return this.facts;
  }
}

import { sql, type Kysely } from 'kysely';
import { arrayRows, numericColumns, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import {
  contentTable,
  matchParts,
  type MatchParts,
  parseTextQuery,
  SEARCH_KINDS,
  type SearchKind,
  type SearchState,
} from '@aikc/search';
import { CHAINS } from './chains.ts';
import { foldRegions } from './regions.ts';

/**
 * What the four big screens are assembled from, kept in memory and brought up to date by reading only the
 * rows written since (rows past each kind's highest id held, up to the state's highest id). That is sound
 * because every content writer commits a kind's ids in order (search/content-write.ts); a reset of any
 * kind (rows removed or rewritten) rebuilds everything. A wall's poll then costs a read of the search
 * state, and a write costs reading that write's rows, where the SQL aggregations read every row of a million
 * companies per poll (s1 13-20 s, s3 18 s, s4 30-57 s on the 100k / 1M SQLite corpus).
 *
 * Counts are kept exactly as the SQL they replace grouped them (by the stored value), so the screens'
 * builders (screen-s1.ts ... screen-s4.ts) fold and rank them as before.
 */

/** A 'YYYY-MM-DD' as YYYYMMDD; '' -> 0 (sorts before every date, as the text did); null -> null. */
export function dayNumber(d: string | null | undefined): number | null {
  if (d === null || d === undefined) return null;
  const n = Number(d.slice(0, 4)) * 10000 + Number(d.slice(5, 7)) * 100 + Number(d.slice(8, 10));
  return Number.isFinite(n) ? n : 0;
}

/** Ids past 16.7 M would break this packed key; far beyond any corpus here. */
const ID_SPAN = 2 ** 24;

/** Newest first by publish day, then by id: one number, so TopK ranks by it. */
export function latestKey(published: number, id: number): number {
  return published * ID_SPAN + id;
}

/** Adds `by` to a counter map. */
function bump<K>(m: Map<K, number>, k: K, by = 1): void {
  m.set(k, (m.get(k) ?? 0) + by);
}

export interface Ranked {
  id: number;
  key: number;
}

/** The best `k` entries, best first: higher key, then lower id (rows arrive in id order, so ties keep the first). */
export class TopK {
  readonly items: Ranked[] = [];
  constructor(private readonly k: number) {}
  offer(id: number, key: number): void {
    const items = this.items;
    if (items.length === this.k) {
      const worst = items[items.length - 1] as Ranked;
      if (key < worst.key || (key === worst.key && id > worst.id)) return;
      items.pop();
    }
    let at = items.length;
    while (at > 0) {
      const prev = items[at - 1] as Ranked;
      if (prev.key > key || (prev.key === key && prev.id < id)) break;
      at--;
    }
    items.splice(at, 0, { id, key });
  }
}

export interface IpSums {
  invention: number;
  utility: number;
  design: number;
  software: number;
}
const noIp = (): IpSums => ({ invention: 0, utility: 0, design: 0, software: 0 });

export interface ProjectFact {
  id: number;
  title: string;
  department: string;
  start: string;
  end: string;
  publish: string;
}

export interface ChainFacts {
  region: Map<string, number>;
  founded: Map<string, number>;
  top: TopK;
  /** Per node (in CHAINS order, stages flattened), the 3 companies with the largest registered capital. */
  leaders: TopK[];
}

/** Nodes of a chain in display order (stages flattened), as s4 lists them. */
export function chainNodes(chain: (typeof CHAINS)[number]) {
  return (['upstream', 'midstream', 'downstream'] as const).flatMap((stage) =>
    chain.stages[stage].map((node) => ({ stage, node })),
  );
}

/** Every keyword s4 counts titles by (its chains' and nodes' words). */
const CHAIN_KEYWORDS = [
  ...new Set(CHAINS.flatMap((c) => [...c.keywords, ...chainNodes(c).flatMap((n) => n.node.keywords)])),
];

const keywordMatches = new Map<string, MatchParts | null>();

/** A keyword's full-text match, parsed and segmented once (jieba on every catch-up stalled the event loop). */
function keywordMatch(dialect: DialectName, kind: 'policy' | 'project', keyword: string): MatchParts | null {
  const key = `${dialect}|${kind}|${keyword}`;
  let m = keywordMatches.get(key);
  if (m === undefined) {
    const query = parseTextQuery(keyword);
    keywordMatches.set(key, (m = query ? matchParts(dialect, kind, query, contentTable(kind), 'c') : null));
  }
  return m;
}

/** Appends `b` (ids above all of `a`'s) to `a`. */
function appendIds(a: Int32Array, b: Int32Array): Int32Array {
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

export class ScreenFacts {
  /**
   * Per s4 keyword, the policies and projects whose title matches it as the portal's search reads it
   * (search/query.ts), ascending: read from the full-text index for each new id range, off the event loop.
   */
  readonly titleMatches = { policy: new Map<string, Int32Array>(), project: new Map<string, Int32Array>() };

  /** The state of every kind the facts hold (null before the first catch-up). */
  states: Map<SearchKind, SearchState> | null = null;
  readonly counts = new Map<SearchKind, number>();

  // Policies.
  readonly policyMonths = new Map<string, number>();
  readonly policyRegions = new Map<string, number>();
  readonly policyLevels = new Map<string, number>();
  readonly policyTypes = new Map<number, number>();
  readonly policyAgencies = new Map<number, number>();
  /** Per policy in id order: id, publish day, effective day and expiry day (null: none). */
  readonly policyIds: number[] = [];
  readonly policyPublished: number[] = [];
  readonly policyEffective: (number | null)[] = [];
  readonly policyExpires: (number | null)[] = [];

  // Projects, news, interpretations.
  readonly projectMonths = new Map<string, number>();
  readonly projects: ProjectFact[] = [];
  readonly interpretationMonths = new Map<string, number>();

  // Companies and their tags and financials.
  readonly companyRegions = new Map<string, number>();
  readonly industries = new Map<string, number>();
  readonly founded = new Map<string, number>();
  /** Companies per province (its short name, as the map shows it) and GB/T 4754 section letter: the s3 cube. */
  readonly provinceSections = new Map<string, Map<string, number>>();
  /** Province short name of a region code, null when unknown (memoised: a few thousand codes). */
  private readonly provinceNames = new Map<string, string | null>();
  /** Companies and patent sums per industry code (the s4 chain nodes select codes by prefix). */
  readonly byCode = new Map<string, { n: number; ip: IpSums }>();
  readonly ip = noIp();
  capital = 0;
  readonly topByPatents = new TopK(20);
  /** The 20 newest policies (publish date, then id, descending): s1's and s2's lists. */
  readonly latestPolicies = new TopK(20);
  /** Policies in force on `day` among the first `upTo` held (s2): counted once a day, then only new ones. */
  validity = { day: 0, upTo: 0, count: 0 };
  readonly tags = new Map<string, number>();
  hightech = 0;
  specialized = 0;
  readonly finance = new Map<number, { revenue: number; rd_expense: number; net_profit: number }>();
  readonly chains: ChainFacts[] = CHAINS.map((c) => ({
    region: new Map(),
    founded: new Map(),
    top: new TopK(15),
    leaders: chainNodes(c).map(() => new TopK(3)),
  }));
  /** Per industry code, the chains and nodes whose prefixes it falls under (memoised: a million rows, a thousand codes). */
  private readonly codeNodes = new Map<string, { chain: number; nodes: number[] }[]>();

  private nodesOf(code: string): { chain: number; nodes: number[] }[] {
    let hit = this.codeNodes.get(code);
    if (!hit) {
      hit = [];
      CHAINS.forEach((c, i) => {
        const nodes: number[] = [];
        chainNodes(c).forEach((n, j) => {
          if (n.node.codes.some((p) => code.startsWith(p))) nodes.push(j);
        });
        const inChain = [...new Set(chainNodes(c).flatMap((n) => n.node.codes))].some((p) => code.startsWith(p));
        if (inChain) hit?.push({ chain: i, nodes });
      });
      this.codeNodes.set(code, hit);
    }
    return hit;
  }

  /** Reads what `states` add to the held facts. Returns false when a reset needs fresh facts instead. */
  async catchUp(db: Kysely<Database>, dialect: DialectName, states: Map<SearchKind, SearchState>): Promise<boolean> {
    const held = this.states;
    if (held && SEARCH_KINDS.some((k) => (states.get(k)?.resets ?? 0) !== (held.get(k)?.resets ?? 0))) return false;
    for (const kind of SEARCH_KINDS) {
      const after = held?.get(kind)?.maxId ?? 0;
      const upTo = states.get(kind)?.maxId ?? 0;
      if (upTo <= after) continue;
      await this.read(db, kind, after, upTo);
      if (kind === 'policy' || kind === 'project') await this.readTitleMatches(db, dialect, kind, after, upTo);
    }
    this.states = states;
    return true;
  }

  private async read(db: Kysely<Database>, kind: SearchKind, after: number, upTo: number): Promise<void> {
    const t = sql.table(contentTable(kind));
    const range = (col: string) => sql`${sql.ref(col)} > ${after} and ${sql.ref(col)} <= ${upTo}`;
    // Content taken down or scheduled is not on the walls (search/visibility.ts); companies have no such state.
    const visible = kind === 'company' ? sql`` : sql` and offline = 0`;
    const rows = (cols: string, batchAfter: number) =>
      arrayRows(
        db,
        sql`select ${sql.raw(cols)} from ${t} where id > ${batchAfter} and id <= ${upTo}${visible} order by id limit ${BATCH}`,
        OFF_THREAD,
      );
    // In batches of ids, as the facet columns load (engine/columns.ts): one message per million rows took the
    // main thread a second to receive.
    const batches = async (cols: string, fold: (r: unknown[]) => void) => {
      for (let from = after; ;) {
        const batch = await rows(cols, from);
        for (const r of batch) fold(r);
        bump(this.counts, kind, batch.length);
        if (batch.length < BATCH) return;
        from = Number(batch[batch.length - 1]?.[0]);
      }
    };
    if (kind === 'policy') {
      await batches('id, publish_date, effective_date, expire_date, region_code, level, type_id, agency_id', (r) => {
        const published = String(r[1] ?? '');
        this.policyIds.push(Number(r[0]));
        this.policyPublished.push(dayNumber(published) ?? 0);
        this.latestPolicies.offer(Number(r[0]), latestKey(dayNumber(published) ?? 0, Number(r[0])));
        this.policyEffective.push(dayNumber(r[2] as string | null));
        this.policyExpires.push(dayNumber(r[3] as string | null));
        bump(this.policyMonths, published.slice(0, 7));
        bump(this.policyRegions, String(r[4]));
        bump(this.policyLevels, String(r[5]));
        bump(this.policyTypes, Number(r[6]));
        bump(this.policyAgencies, Number(r[7]));
      });
    } else if (kind === 'project') {
      await batches('id, title, department, apply_start, apply_end, publish_date', (r) => {
        const p: ProjectFact = {
          id: Number(r[0]),
          title: String(r[1]),
          department: String(r[2]),
          start: String(r[3]),
          end: String(r[4]),
          publish: String(r[5]),
        };
        this.projects.push(p);
        bump(this.projectMonths, p.publish.slice(0, 7));
      });
    } else if (kind === 'interpretation') {
      await batches('id, publish_date', (r) => bump(this.interpretationMonths, String(r[1] ?? '').slice(0, 7)));
    } else if (kind === 'news') {
      await batches('id', () => undefined);
    } else {
      await batches(
        'id, region_code, industry_code, industry_name, founded_date, registered_capital, invention_patents, utility_patents, design_patents, software_copyrights',
        (r) => this.foldCompany(r),
      );
      // Child rows of the companies in range, aggregated by the database (three financial years per company).
      const [tags, marked, finance] = await Promise.all([
        arrayRows(
          db,
          sql`select tag, count(*) from company_tags where ${range('company_id')} group by tag`,
          OFF_THREAD,
        ),
        arrayRows(
          db,
          sql`select (select count(distinct company_id) from company_tags where ${range('company_id')} and tag like ${'%高新技术企业%'}), (select count(distinct company_id) from company_tags where ${range('company_id')} and tag like ${'%专精特新%'})`,
          OFF_THREAD,
        ),
        arrayRows(
          db,
          sql`select year, sum(revenue), sum(rd_expense), sum(net_profit) from company_financials where ${range('company_id')} group by year`,
          OFF_THREAD,
        ),
      ]);
      for (const [tag, n] of tags) bump(this.tags, String(tag), Number(n));
      this.hightech += Number(marked[0]?.[0] ?? 0);
      this.specialized += Number(marked[0]?.[1] ?? 0);
      for (const [year, revenue, rd, profit] of finance) {
        const f = this.finance.get(Number(year)) ?? { revenue: 0, rd_expense: 0, net_profit: 0 };
        f.revenue += Number(revenue ?? 0);
        f.rd_expense += Number(rd ?? 0);
        f.net_profit += Number(profit ?? 0);
        this.finance.set(Number(year), f);
      }
    }
  }

  /** Title matches of every s4 keyword among the documents in (after, upTo], from the full-text index. */
  private async readTitleMatches(
    db: Kysely<Database>,
    dialect: DialectName,
    kind: 'policy' | 'project',
    after: number,
    upTo: number,
  ): Promise<void> {
    const into = this.titleMatches[kind];
    const parts = CHAIN_KEYWORDS.flatMap((keyword, k) => {
      const m = keywordMatch(dialect, kind, keyword);
      if (!m) return [];
      const x = m.indexOnly;
      // SQLite: the bounds as literals, so FTS5 seeks past the lower one (dialect.ts unitReads says why).
      const range =
        dialect === 'sqlite'
          ? sql`${x.id} > ${sql.lit(Math.trunc(after))} and ${x.id} <= ${sql.lit(Math.trunc(upTo))}`
          : sql`${x.id} > ${after} and ${x.id} <= ${upTo}`;
      return [sql`select ${sql.lit(k)} as k, ${x.id} as id from ${x.from} where ${m.titleWhere} and ${range}`];
    });
    // One statement for every keyword: one round trip (one message from the reader thread) per catch-up.
    const [ks, ids] = await numericColumns(
      db,
      sql`select k, id from (${sql.join(parts, sql` union all `)}) as t order by k, id`,
    );
    const found = CHAIN_KEYWORDS.map((): number[] => []);
    for (let i = 0; i < (ks?.length ?? 0); i++) found[ks?.[i] as number]?.push(ids?.[i] as number);
    CHAIN_KEYWORDS.forEach((keyword, k) =>
      into.set(keyword, appendIds(into.get(keyword) ?? new Int32Array(0), Int32Array.from(found[k] ?? []))),
    );
  }

  private foldCompany(r: unknown[]): void {
    const id = Number(r[0]);
    const region = String(r[1]);
    const code = String(r[2]);
    const founded = String(r[4] ?? '').slice(0, 4);
    const capital = Number(r[5] ?? 0);
    const ip = {
      invention: Number(r[6] ?? 0),
      utility: Number(r[7] ?? 0),
      design: Number(r[8] ?? 0),
      software: Number(r[9] ?? 0),
    };
    const patents = ip.invention + ip.utility + ip.design;
    bump(this.companyRegions, region);
    bump(this.industries, String(r[3]));
    if (founded) bump(this.founded, founded);
    let province = this.provinceNames.get(region);
    if (province === undefined)
      this.provinceNames.set(
        region,
        (province = foldRegions([{ region_code: region, n: 1 }]).provinces[0]?.name ?? null),
      );
    if (province !== null) {
      let sections = this.provinceSections.get(province);
      if (!sections) this.provinceSections.set(province, (sections = new Map()));
      bump(sections, code.trim().slice(0, 1).toUpperCase());
    }
    let c = this.byCode.get(code);
    if (!c) this.byCode.set(code, (c = { n: 0, ip: noIp() }));
    c.n += 1;
    for (const k of ['invention', 'utility', 'design', 'software'] as const) {
      c.ip[k] += ip[k];
      this.ip[k] += ip[k];
    }
    this.capital += capital;
    this.topByPatents.offer(id, patents);
    for (const { chain, nodes } of this.nodesOf(code)) {
      const f = this.chains[chain] as ChainFacts;
      bump(f.region, region);
      if (founded) bump(f.founded, founded);
      f.top.offer(id, patents);
      for (const n of nodes) f.leaders[n]?.offer(id, capital);
    }
  }
}

const BATCH = 20_000;

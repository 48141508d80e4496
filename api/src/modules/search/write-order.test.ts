import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyFilterSchema, type PolicyFilter } from '@aikc/shared/filters';
import type { Db } from '../../db/database.ts';
import { createSharedTestDb, describeEachDb } from '../../../test-kit/harness.ts';
import { buildAgency, buildLabel } from '../../../test-kit/content-builders.ts';
import { PushMatcher } from '../push/matcher.ts';
import { createPolicies, insertPolicies, type NewPolicy } from '../policy/writer.ts';
import { searchPolicies } from '../policy/service.ts';
import { createSearch, KindLock, kindContext, type Search, writeContent } from '@aikc/search';
import { kindListing, runListing } from '../../../test-kit/sql-listing.ts';
import { POLICY_KIND } from '../policy/search-spec.ts';

const TODAY = '2026-11-22';
const NOW = Date.parse(`${TODAY}T04:00:00Z`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The write path under concurrent writers (content-write.ts). Writers share one handle and a searcher has
 * its own, as another process would. On PostgreSQL the writers' transactions really overlap; SQLite has one
 * writer per file at a time, and the same tests must pass there too.
 */
describeEachDb('search under concurrent writers', (dialect) => {
  let shared: Awaited<ReturnType<typeof createSharedTestDb>>;
  let writer: Db;
  let reader: Db;
  /** The reader's own search: it stands for another process, which the writer's commits do not notify. */
  let readerSearch: Search;
  /** The writer stands for a process that searches nothing. */
  const writerWrites = { search: null, pushMatcher: new PushMatcher() };
  let agency: number;
  let type: number;
  let n = 0;

  beforeAll(async () => {
    shared = await createSharedTestDb(dialect);
    writer = shared.open();
    reader = shared.open();
    readerSearch = createSearch(reader.db, reader.dialect);
    agency = await buildAgency(writer, { name: '科学技术厅' });
    type = await buildLabel(writer, { kind: 'policy_type', name: '资金扶持' });
  });
  afterAll(() => shared.dispose());

  const policy = (title: string, province = '440000'): NewPolicy => {
    n += 1;
    const date = `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 27)).padStart(2, '0')}`;
    const now = Date.now();
    return {
      policy: {
        title,
        doc_no: `测〔2026〕${n}号`,
        agency_id: agency,
        level: 'provincial',
        region_code: province,
        province_code: province,
        city_code: '',
        type_id: type,
        publish_date: date,
        effective_date: date,
        expire_date: null,
        summary: '摘要。',
        body_html: '<p>正文。</p>',
        source_url: '',
        view_count: 0,
        created_at: now,
        updated_at: now,
      },
    };
  };

  /** The SQL listing (test-kit/sql-listing.ts, the property tests reference) over the policies up to `maxId`. */
  const reference = async (f: PolicyFilter, maxId: number) => {
    const listing = kindListing(POLICY_KIND, { ...f, sort: 'date', page: 1 }, kindContext(TODAY));
    const res = await runListing(reader.db, reader.dialect, {
      ...listing,
      conditions: { ...listing.conditions, upTo: sql<SqlBool>`p.id <= ${maxId}` },
      facets: [],
    });
    return { ids: res.hits.map((h) => h.id), total: res.total };
  };
  const search = async (f: PolicyFilter) => {
    const res = await searchPolicies(readerSearch, reader.db, reader.dialect, f, NOW);
    return { ids: res.rows.map((r) => Number(r.id)), total: res.total, state: res.state };
  };

  it('a writer that would commit a higher id first waits for the lower one, and a search between and after sees exactly the committed rows', async () => {
    const f = PolicyFilterSchema.parse({ keyword: '量子信息', sort: 'date', pageSize: 50 });
    const [base] = await createPolicies(writerWrites, writer.db, writer.dialect, [
      policy('关于加快量子信息产业发展的若干措施'),
    ]);
    expect((await search(f)).ids).toEqual([base]);

    // Writer A draws its id and stays open.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let drawn!: (ids: number[]) => void;
    const aDrew = new Promise<number[]>((resolve) => (drawn = resolve));
    const a = writeContent(null, writer.db, writer.dialect, 'policy', async (trx, lock) => {
      const ids = await insertPolicies(trx, lock, writerWrites.pushMatcher, [
        policy('量子信息技术创新专项资金管理办法', '320000'),
      ]);
      drawn(ids);
      await held;
      return ids;
    });
    const [aId] = await aDrew;
    // Writer B starts now. Without the lock it would draw aId + 1 and commit first; with it, it waits.
    const b = createPolicies(writerWrites, writer.db, writer.dialect, [
      policy('量子信息与未来网络试点工作方案', '110000'),
    ]);
    const first = await Promise.race([b.then(() => 'b committed'), sleep(400).then(() => 'b waits')]);
    expect(first).toBe('b waits');

    // Between: neither is committed, and the search says so at the state it reports.
    const between = await search(f);
    expect(between.ids).toEqual([base]);
    expect(between).toMatchObject(await reference(f, between.state.maxId));

    release();
    await a;
    const [bId] = await b;
    expect(bId).toBeGreaterThan(aId as number);
    const after = await search(f);
    expect(new Set(after.ids)).toEqual(new Set([base, aId, bId]));
    expect(after.total).toBe(3);
    expect(after).toMatchObject(await reference(f, after.state.maxId));
    expect(after.state.maxId).toBe(bId);
  });

  it('searches running while several writers commit always equal the SQL listing at the state they report', async () => {
    const filters = [
      PolicyFilterSchema.parse({ keyword: '人工智能', sort: 'date', pageSize: 15 }),
      PolicyFilterSchema.parse({ keyword: '人工智能', province: '440000', sort: 'date', pageSize: 15 }),
      PolicyFilterSchema.parse({ keyword: '', sort: 'date', pageSize: 15 }),
    ];
    const titles = [
      '关于支持人工智能产业发展的通知',
      '人工智能赋能制造业实施方案',
      '关于做好科技型中小企业评价工作的通知',
    ];
    const provinces = ['440000', '320000', '110000'];
    // Generation -> highest policy id at that generation, as each writer saw it inside its own transaction.
    const committed = new Map<number, number>();
    const WRITERS = 4;
    const WRITES = 6;
    let writing = true;
    // The writers start once every searcher has loaded what it holds (columns, units): a first search that
    // took longer than all the writes would see none of them.
    let warm = 0;
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      await ready;
      for (let i = 0; i < WRITES; i++) {
        await writeContent(null, writer.db, writer.dialect, 'policy', async (trx, lock) => {
          const k = w * WRITES + i;
          const ids = await insertPolicies(trx, lock, writerWrites.pushMatcher, [
            policy(titles[k % 3] as string, provinces[k % 3]),
          ]);
          const { rows } = await sql<{
            generation: number | string;
          }>`select generation from search_state where kind = 'policy'`.execute(trx);
          committed.set(Number(rows[0]?.generation), Math.max(...ids));
          // Hold the lock a little while, so that the other writers queue up behind it.
          await sleep(5 + ((k * 7) % 11));
        });
        // And let the searchers run between commits.
        await sleep(10);
      }
    });
    const seen: { f: PolicyFilter; got: Awaited<ReturnType<typeof search>> }[] = [];
    const searchers = Array.from({ length: 2 }, async (_, s) => {
      for (const f of filters) await search(f);
      if (++warm === 2) started();
      for (let i = 0; writing || i < 3; i++) {
        const f = filters[(i + s) % filters.length] as PolicyFilter;
        seen.push({ f, got: await search(f) });
        await sleep(2);
      }
    });
    await Promise.all(writers);
    writing = false;
    await Promise.all(searchers);

    const states = new Set(seen.map((x) => x.got.state.generation));
    // The searches must have run across the writes, not only before or after them.
    expect(states.size).toBeGreaterThan(3);
    const highest = (generation: number) =>
      Math.max(0, ...[...committed].filter(([g]) => g <= generation).map(([, id]) => id));
    for (const { f, got } of seen) {
      const { state, ...answer } = got;
      // The state's highest id is the one the writes committed up to that generation had drawn.
      if (state.generation >= Math.min(...committed.keys())) expect(state.maxId).toBe(highest(state.generation));
      expect(answer).toEqual(await reference(f, state.maxId));
    }
    // Every committed policy is listed but the later copies (same region, title and year: policy/fold.ts).
    const last = await search(filters[2] as PolicyFilter);
    const { rows: listed } = await sql<{
      n: number | string;
    }>`select count(*) as n from policies p where ${POLICY_KIND.sql.conditions(PolicyFilterSchema.parse({}), kindContext(TODAY)).fold}`.execute(
      reader.db,
    );
    expect(last.total).toBe(Number(listed[0]?.n));
  }, 60_000);

  it('refuses a lock taken after the transaction already wrote (PostgreSQL), and indexing a kind the transaction did not lock', async () => {
    if (dialect === 'postgres') {
      await expect(
        writer.db.transaction().execute(async (trx) => {
          await trx.insertInto('labels').values({ parent_id: null, kind: 'policy_type', name: '先写后锁' }).execute();
          await KindLock.take(trx, 'postgres', 'policy');
        }),
      ).rejects.toThrow(/first write/);
    }
    await expect(
      writeContent(null, writer.db, writer.dialect, 'news', (trx, lock) =>
        insertPolicies(trx, lock, writerWrites.pushMatcher, [policy('未加锁的政策')]),
      ),
    ).rejects.toThrow(/without its search lock/);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { COMPANY_KIND } from '../company/search-spec.ts';
import { INTERPRETATION_KIND } from '../news/interpretation-search-spec.ts';
import { NEWS_KIND } from '../news/search-spec.ts';
import { POLICY_KIND } from '../policy/search-spec.ts';
import { PROJECT_KIND } from '../project/search-spec.ts';

/**
 * A kind read through a narrow listing index (search/store/kinds.ts) must find every column its declaration
 * reads in that index (search/store/define-kind.ts), or SQLite, told to use the index, reads the wide row of
 * every document as well. Checked twice: the index's columns against the declared reads, and the plan of the
 * loader's own statement.
 */
const KINDS = [POLICY_KIND, PROJECT_KIND, COMPANY_KIND, NEWS_KIND, INTERPRETATION_KIND];
const INDEXED = KINDS.filter((k) => k.listingIndex !== null);

describeEachDb('listing indexes cover what each kind reads', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  /** The index's columns (key and INCLUDE), in order. */
  const indexColumns = async (index: string): Promise<string[]> => {
    const { db } = api.deps.db;
    if (dialect === 'sqlite') {
      const { rows } = await sql<{
        name: string;
      }>`select name from pragma_index_xinfo(${index}) where key = 1 or cid >= 0 order by seqno`.execute(db);
      return rows.map((r) => r.name).filter(Boolean);
    }
    const { rows } = await sql<{
      name: string;
    }>`select a.attname as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey) where c.relname = ${index}`.execute(
      db,
    );
    return rows.map((r) => r.name);
  };

  it('the kinds with a listing index are the wide ones, policies and companies', () => {
    expect(INDEXED.map((k) => k.kind)).toEqual(['policy', 'company']);
  });

  for (const kind of INDEXED) {
    it(`${kind.kind}: ${kind.listingIndex} holds every column the loader reads`, async () => {
      const columns = await indexColumns(kind.listingIndex as string);
      expect(columns).toContain('id');
      expect(kind.reads.length).toBeGreaterThan(3);
      expect(kind.reads.filter((c) => !columns.includes(c))).toEqual([]);
    });
  }

  if (dialect === 'sqlite')
    for (const kind of INDEXED)
      it(`${kind.kind}: the loader's statement reads ${kind.listingIndex} alone (a covering index)`, async () => {
        const { db } = api.deps.db;
        const statement = kind.loadSql('sqlite', 0, 100).compile(db);
        const plan = await db.executeQuery({ ...statement, sql: `explain query plan ${statement.sql}` });
        const details = (plan.rows as { detail: string }[]).map((r) => r.detail);
        expect(details, JSON.stringify(details)).toContain(
          `SEARCH ${kind.alias} USING COVERING INDEX ${kind.listingIndex} (id>?)`,
        );
      });
});

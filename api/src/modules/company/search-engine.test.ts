import { expect, it } from 'vitest';
import { createSearch } from '@aikc/search';
import { CompanyFilterSchema, type CompanyFilter } from '@aikc/shared/filters';
import { createSharedTestDb, describeEachDb } from '../../../test-kit/harness.ts';
import { buildCompany } from '../../../test-kit/content-builders.ts';
import { searchCompanies } from './service.ts';

// The engine against the SQL definition of every kind: src/modules/search/kinds-oracle.test.ts.
describeEachDb('company search freshness', (dialect) => {
  it('finds a company written after a search, in totals, facets and pages, with nothing cleared', async () => {
    const shared = await createSharedTestDb(dialect);
    try {
      const writer = shared.open();
      const reader = shared.open();
      // The reader is another process: its own search, which the writer's writes do not reach.
      const readerSearch = createSearch(reader.db, reader.dialect);
      const search = (over: Partial<CompanyFilter>) =>
        searchCompanies(readerSearch, reader.db, CompanyFilterSchema.parse(over));
      await buildCompany(writer, { name: '广州云端数据有限公司', province_code: '440000', city_code: '440100' });
      expect((await search({ keyword: '量子' })).total).toBe(0);
      expect((await search({})).facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['440000:1']);

      const id = await buildCompany(writer, {
        name: '合肥量子计算有限公司',
        province_code: '340000',
        city_code: '340100',
        industry_code: 'M7320',
        tags: [{ tag: '高新技术企业', granted_date: '2024-01-01' }],
      });
      const found = await search({ keyword: '量子' });
      expect(found.rows.map((r) => r.id)).toEqual([id]);
      expect(found.facets.industry?.map((b) => `${b.value}:${b.count}`)).toEqual(['M:1']);
      const all = await search({ tags: ['高新技术企业'] });
      expect(all.rows.map((r) => r.id)).toEqual([id]);
      expect(all.facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['340000:1']);
    } finally {
      await shared.dispose();
    }
  });
});

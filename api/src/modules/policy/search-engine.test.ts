import { expect, it } from 'vitest';
import { createSearch } from '@aikc/search';
import { PolicyFilterSchema } from '@aikc/shared/filters';
import { createSharedTestDb, describeEachDb } from '../../../test-kit/harness.ts';
import { buildPolicy } from '../../../test-kit/content-builders.ts';
import { emptyContent } from '../../seed/run-seed.ts';
import { searchPolicies } from './service.ts';

const NOW = Date.parse('2026-11-22T04:00:00Z');

// The engine against the SQL definition of every kind: src/modules/search/kinds-oracle.test.ts.
describeEachDb('policy search across processes', (dialect) => {
  it('sees a document another process wrote and forgets documents another process removed, with nothing cleared', async () => {
    const shared = await createSharedTestDb(dialect);
    try {
      const writer = shared.open();
      const reader = shared.open();
      const f = PolicyFilterSchema.parse({ keyword: '量子信息' });
      // The reader is another process: its own search, which the writer's writes do not reach.
      const readerSearch = createSearch(reader.db, reader.dialect);
      const search = () => searchPolicies(readerSearch, reader.db, reader.dialect, f, NOW);
      await buildPolicy(writer, { title: '关于支持人工智能产业发展的通知', province_code: '440000' });
      expect((await search()).total).toBe(0);

      const id = await buildPolicy(writer, { title: '关于加快量子信息产业发展的若干措施', province_code: '320000' });
      const after = await search();
      expect(after.rows.map((r) => r.id)).toEqual([id]);
      expect(after.facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['320000:1']);

      // The reader's next search assumes the state it last saw and learns from its page query that the
      // index moved: a body-only match written since must still be counted and listed below the title match.
      const bodyOnly = await buildPolicy(writer, {
        title: '关于促进未来产业发展的通知',
        body_html: '<p>布局量子信息、类脑智能等未来产业。</p>',
        province_code: '320000',
      });
      const moved = await search();
      expect(moved.rows.map((r) => r.id)).toEqual([id, bodyOnly]);
      expect(moved.facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['320000:2']);
      // A write the query does not match moves the state too; the answer stays the same.
      await buildPolicy(writer, { title: '关于支持生物医药产业发展的通知', province_code: '320000' });
      expect((await search()).rows.map((r) => r.id)).toEqual([id, bodyOnly]);

      // The seed's --reset empties everything and reuses ids: the reader must rebuild, not reuse columns.
      await emptyContent(writer);
      expect((await search()).total).toBe(0);
      // A new handle: the builders remember the default agency per handle, and the emptying removed it.
      const again = await buildPolicy(shared.open(), { title: '量子信息专项资金管理办法', province_code: '110000' });
      const rebuilt = await search();
      expect(rebuilt.rows.map((r) => r.id)).toEqual([again]);
      expect(rebuilt.facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['110000:1']);
    } finally {
      await shared.dispose();
    }
  });
});

import { expect, it } from 'vitest';
import { createSearch } from '@aikc/search';
import { ProjectFilterSchema, type ProjectFilter } from '@aikc/shared/filters';
import { createSharedTestDb, describeEachDb } from '../../../test-kit/harness.ts';
import { buildProject } from '../../../test-kit/content-builders.ts';
import { searchProjects } from './service.ts';

const NOW = Date.parse('2026-11-22T04:00:00Z');

// The engine against the SQL definition of every kind: src/modules/search/kinds-oracle.test.ts.
describeEachDb('project search freshness', (dialect) => {
  it('finds a project written after a search, in totals, facets and pages, with nothing cleared', async () => {
    const shared = await createSharedTestDb(dialect);
    try {
      const writer = shared.open();
      const reader = shared.open();
      // The reader is another process: its own search, which the writer's writes do not reach.
      const readerSearch = createSearch(reader.db, reader.dialect);
      const search = (over: Partial<ProjectFilter>) =>
        searchProjects(readerSearch, reader.db, ProjectFilterSchema.parse(over), NOW);
      await buildProject(writer, {
        title: '关于组织申报人工智能应用场景项目的通知',
        apply_start: '2026-01-01',
        apply_end: '2026-02-01',
      });
      expect((await search({ keyword: '量子' })).total).toBe(0);
      expect((await search({})).facets.status?.map((b) => `${b.value}:${b.count}`)).toEqual(['closed:1']);

      const id = await buildProject(writer, {
        title: '关于组织申报量子信息专项资金项目的通知',
        apply_start: '2026-11-01',
        apply_end: '2026-12-01',
        support_max: 800,
      });
      const found = await search({ keyword: '量子' });
      expect(found.rows.map((r) => r.id)).toEqual([id]);
      expect(found.facets.amount?.map((b) => `${b.value}:${b.count}`)).toEqual(['500-:1']);
      const open = await search({ status: 'open' });
      expect(open.rows.map((r) => r.id)).toEqual([id]);
      expect((await search({})).facets.status?.map((b) => `${b.value}:${b.count}`).sort()).toEqual([
        'closed:1',
        'open:1',
      ]);
      // The new open window comes before the closed one in the date order.
      expect((await search({ sort: 'date' })).rows.map((r) => r.id)[0]).toBe(id);
    } finally {
      await shared.dispose();
    }
  });
});

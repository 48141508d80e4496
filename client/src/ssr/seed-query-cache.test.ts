import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { HOME_CLOSING_DAYS, HOME_FEED_SIZE } from '@aikc/shared/constants';
import { policyFilterCodec } from '@aikc/shared/filters';
import { companyDetailQuery } from '../features/company/api/companies.ts';
import { indexCountsQuery, latestPoliciesQuery } from '../features/home/api/home.ts';
import { newsListQuery } from '../features/news/api/news.ts';
import { policyDetailQuery, policyListQuery } from '../features/policy/api/policies.ts';
import { closingSoonQuery } from '../features/project/api/projects.ts';
import { seedQueries, seedQueryCache } from './seed-query-cache.ts';

/** A document as the edge renders it (scripts/ssr/document.ts): content in #root and the seed beside it. */
function serverDocument(seed: unknown, ssr = true): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="root"${ssr ? ' data-ssr="1"' : ''}><h1>x</h1></div><script type="application/json" id="aikc-ssr-data"></script>`;
  doc.getElementById('aikc-ssr-data')!.textContent = JSON.stringify(seed);
  return doc;
}

describe('seedQueryCache', () => {
  it("puts the server's data under the keys the pages' own queries use, for a visitor", () => {
    const qc = new QueryClient();
    // The edge decodes `:s` with the same codec; a page's filter (`{keyword, page}` over the defaults) must hash alike.
    const filter = policyFilterCodec.decode(policyFilterCodec.encode({ keyword: '高新', page: 2 }));
    const doc = serverDocument({
      v: 1,
      queries: [
        { q: 'policy.detail', id: 7, data: { id: 7, title: '政策' }, at: 0 },
        { q: 'company.detail', id: 9, data: { id: 9, name: '企业' }, at: 0 },
        { q: 'policy.list', filter: JSON.parse(JSON.stringify(filter)), data: { list: [], total: 0 }, at: 0 },
      ],
    });
    expect(seedQueryCache(qc, doc)).toBe(true);
    expect(qc.getQueryData(policyDetailQuery(7, null).queryKey)).toEqual({ id: 7, title: '政策' });
    expect(qc.getQueryData(companyDetailQuery(9, null).queryKey)).toEqual({ id: 9, name: '企业' });
    expect(
      qc.getQueryData(
        policyListQuery(policyFilterCodec.decode(policyFilterCodec.encode({ page: 2, keyword: '高新' }))).queryKey,
      ),
    ).toEqual({ list: [], total: 0 });
    // Fresh: the page's staleTime keeps it from being fetched again on mount.
    expect(qc.getQueryState(policyDetailQuery(7, null).queryKey)?.isInvalidated).toBe(false);
    expect(Date.now() - (qc.getQueryState(policyDetailQuery(7, null).queryKey)?.dataUpdatedAt ?? 0)).toBeLessThan(1000);
    // The document has no session cookie: nothing under a signed-in key.
    expect(qc.getQueryData(policyDetailQuery(7, 'tok').queryKey)).toBeUndefined();
  });

  it("puts a signed-in visitor's page under their token's keys (the edge asked the API with that token)", () => {
    const qc = new QueryClient();
    seedQueries(
      qc,
      {
        v: 1,
        queries: [
          { q: 'policy.detail', id: 7, data: { id: 7, title: '政策' }, at: 0 },
          { q: 'company.detail', id: 9, data: { id: 9, name: '企业' }, at: 0 },
        ],
      },
      'tok',
    );
    expect(qc.getQueryData(policyDetailQuery(7, 'tok').queryKey)).toEqual({ id: 7, title: '政策' });
    expect(qc.getQueryData(companyDetailQuery(9, 'tok').queryKey)).toEqual({ id: 9, name: '企业' });
    expect(qc.getQueryData(policyDetailQuery(7, null).queryKey)).toBeUndefined();
  });

  it("puts the home page's feeds under the keys its own queries use", () => {
    const qc = new QueryClient();
    const doc = serverDocument({
      v: 1,
      queries: [
        { q: 'home.counts', data: { policy_count: 3 }, at: 0 },
        { q: 'home.latest', data: [{ id: 1 }], at: 0 },
        { q: 'home.closing', data: [{ id: 2 }], at: 0 },
        { q: 'home.news', data: { list: [], total: 0 }, at: 0 },
      ],
    });
    seedQueryCache(qc, doc);
    expect(qc.getQueryData(indexCountsQuery().queryKey)).toEqual({ policy_count: 3 });
    expect(qc.getQueryData(latestPoliciesQuery(HOME_FEED_SIZE).queryKey)).toEqual([{ id: 1 }]);
    expect(qc.getQueryData(closingSoonQuery(HOME_CLOSING_DAYS, HOME_FEED_SIZE).queryKey)).toEqual([{ id: 2 }]);
    // Built by hand as the page writes it, so that a change to the constant's shape fails here.
    expect(qc.getQueryData(newsListQuery({ sort: 'date', pageSize: 10 }).queryKey)).toEqual({ list: [], total: 0 });
  });

  it('ignores an unknown version, unknown queries and a damaged seed; a shell document is not server-rendered', () => {
    const qc = new QueryClient();
    expect(seedQueryCache(qc, serverDocument({ v: 2, queries: [{ q: 'policy.detail', id: 1, data: 1, at: 0 }] }))).toBe(
      true,
    );
    seedQueryCache(qc, serverDocument({ v: 1, queries: [{ q: 'user.secret', id: 1, data: 1, at: 0 }] }));
    const broken = serverDocument({}, false);
    broken.getElementById('aikc-ssr-data')!.textContent = '{not json';
    expect(seedQueryCache(qc, broken)).toBe(false);
    expect(qc.getQueryCache().getAll()).toHaveLength(0);
  });
});

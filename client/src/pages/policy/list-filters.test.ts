import { describe, expect, it } from 'vitest';
import { companyFilterCodec, policyFilterCodec, projectFilterCodec } from '@aikc/shared/filters';
import { toggleFacet, withSelected } from '../../features/search/facet-model.ts';
import { listPath, nextFilter } from '../../features/search/use-list-filter.ts';
import { COMPANY_FACETS } from '../company/company-filter-model.ts';
import { PROJECT_FACETS } from '../project/project-filter-model.ts';
import { POLICY_FACETS } from './policy-filter-model.ts';

const spec = <T extends { key: string }>(specs: T[], key: string): T => {
  const s = specs.find((x) => x.key === key);
  if (!s) throw new Error(`no facet ${key}`);
  return s;
};

/** What a click does in the page: patch the filter, encode into :s, and what the next render decodes. */
function roundTrip<F extends Record<string, unknown>>(
  codec: { encode(f: Partial<F>): string; decode(s: string | undefined): F },
  f: F,
): F {
  return codec.decode(codec.encode(f));
}

describe('policy filter <-> :s', () => {
  it('carries every facet selection, the region, dates, sort and page through the segment', () => {
    let f = policyFilterCodec.decode(undefined);
    f = nextFilter(f, { keyword: '高新技术企业', province: '440000', city: '440300' });
    f = nextFilter(f, toggleFacet(spec(POLICY_FACETS, 'level'), f, 'provincial'));
    f = nextFilter(f, toggleFacet(spec(POLICY_FACETS, 'level'), f, 'municipal'));
    f = nextFilter(f, toggleFacet(spec(POLICY_FACETS, 'type'), f, '3'));
    f = nextFilter(f, toggleFacet(spec(POLICY_FACETS, 'label'), f, '11'));
    f = nextFilter(f, toggleFacet(spec(POLICY_FACETS, 'agency'), f, '713'));
    f = nextFilter(f, toggleFacet(spec(POLICY_FACETS, 'validity'), f, 'valid'));
    f = nextFilter(f, { from: '2024-01-01', to: '2026-06-30', sort: 'date' });
    f = nextFilter(f, { page: 2 });
    expect(f).toMatchObject({
      levels: ['provincial', 'municipal'],
      types: [3],
      labels: [11],
      agencies: [713],
      validity: 'valid',
      page: 2,
    });
    expect(roundTrip(policyFilterCodec, f)).toEqual(f);
  });

  it('toggles a multi-select value off and a single-select value back to 不限', () => {
    let f = policyFilterCodec.decode(undefined);
    const level = spec(POLICY_FACETS, 'level');
    f = nextFilter(f, toggleFacet(level, f, 'national'));
    f = nextFilter(f, toggleFacet(level, f, 'national'));
    expect(f.levels).toEqual([]);
    const validity = spec(POLICY_FACETS, 'validity');
    f = nextFilter(f, toggleFacet(validity, f, 'expired'));
    expect(f.validity).toBe('expired');
    f = nextFilter(f, toggleFacet(validity, f, 'expired'));
    expect(f.validity).toBe('all');
    expect(policyFilterCodec.encode(f)).toBe('');
  });

  it('goes back to page 1 on any change but paging, and keeps the page on a page change', () => {
    const f = { ...policyFilterCodec.decode(undefined), page: 3 };
    expect(nextFilter(f, { keyword: '补贴' }).page).toBe(1);
    expect(nextFilter(f, { pageSize: 30 }).page).toBe(1);
    expect(nextFilter(f, { page: 4 }).page).toBe(4);
  });

  it('builds a bare list path for the defaults and a shareable one otherwise', () => {
    expect(listPath('/policy/list', policyFilterCodec, policyFilterCodec.defaults)).toBe('/policy/list');
    const path = listPath('/policy/list', policyFilterCodec, {
      ...policyFilterCodec.defaults,
      keyword: '人才',
      pageSize: 50,
    });
    expect(path).toMatch(/^\/policy\/list\/[A-Za-z0-9_-]+$/);
    expect(policyFilterCodec.decode(path.split('/')[3])).toMatchObject({ keyword: '人才', pageSize: 50 });
  });

  it('keeps a selected value visible even when the answer lists no bucket for it', () => {
    const f = { ...policyFilterCodec.decode(undefined), levels: ['district' as const] };
    expect(
      withSelected(spec(POLICY_FACETS, 'level'), f, { level: [{ value: 'national', label: '国家级', count: 3 }] }),
    ).toEqual([
      { value: 'national', label: '国家级', count: 3 },
      { value: 'district', label: '区县级', count: 0 },
    ]);
  });
});

describe('project and company filters <-> :s', () => {
  it('maps a support-amount bucket to a range and back to the same bucket', () => {
    const amount = spec(PROJECT_FACETS, 'amount');
    for (const bucket of ['0-50', '50-100', '100-500', '500-']) {
      let f = projectFilterCodec.decode(undefined);
      f = nextFilter(f, toggleFacet(amount, f, bucket));
      const back = roundTrip(projectFilterCodec, f);
      expect(amount.selected(back)).toEqual([bucket]);
    }
    let f = nextFilter(
      projectFilterCodec.decode(undefined),
      toggleFacet(amount, projectFilterCodec.decode(undefined), '50-100'),
    );
    expect(f).toMatchObject({ amountMin: 50, amountMax: 99.99 });
    f = nextFilter(f, toggleFacet(amount, f, '50-100'));
    expect(f).toMatchObject({ amountMin: null, amountMax: null });
  });

  it('carries the declaration status', () => {
    let f = projectFilterCodec.decode(undefined);
    f = nextFilter(f, toggleFacet(spec(PROJECT_FACETS, 'status'), f, 'open'));
    expect(roundTrip(projectFilterCodec, f).status).toBe('open');
  });

  it('carries company statuses, industries, tags, capital and founding dates', () => {
    let f = companyFilterCodec.decode(undefined);
    f = nextFilter(f, toggleFacet(spec(COMPANY_FACETS, 'status'), f, '注销'));
    f = nextFilter(f, toggleFacet(spec(COMPANY_FACETS, 'industry'), f, 'C'));
    f = nextFilter(f, toggleFacet(spec(COMPANY_FACETS, 'tag'), f, '专精特新“小巨人”企业'));
    f = nextFilter(f, toggleFacet(spec(COMPANY_FACETS, 'capital'), f, '1000-5000'));
    f = nextFilter(f, { foundedFrom: '2015-01-01', foundedTo: '2020-12-31' });
    const back = roundTrip(companyFilterCodec, f);
    expect(back).toEqual(f);
    expect(spec(COMPANY_FACETS, 'capital').selected(back)).toEqual(['1000-5000']);
  });

  it('decodes a malformed segment to the defaults', () => {
    for (const bad of ['%%%', 'bm90LWpzb24', 'eyJwYWdlIjotNX0', '!!']) {
      expect(policyFilterCodec.decode(bad)).toEqual(policyFilterCodec.defaults);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PolicyFilterSchema } from '@aikc/shared/filters';
import { PolicySearchQuerySchema } from '@aikc/shared/open-api/queries';
import { portalFilter } from './portal-filter.ts';

describe('portalFilter', () => {
  it('takes each open API parameter as the filter field of its (new) name and the rest at their defaults', () => {
    const q = PolicySearchQuerySchema.parse({
      keyword: '补贴',
      levels: 'national,provincial',
      date_from: '2025-01-01',
    });
    const f = portalFilter(PolicyFilterSchema.parse({}), q, {
      date_from: 'from',
      date_to: 'to',
      page_size: 'pageSize',
    });
    expect(f).toEqual(
      PolicyFilterSchema.parse({
        keyword: '补贴',
        levels: ['national', 'provincial'],
        from: '2025-01-01',
        pageSize: 10,
      }),
    );
  });

  it('refuses a parameter that names no field', () => {
    const loose = { page: 1, pages: 2 } as object;
    expect(() => portalFilter({ page: 1 }, loose, {})).toThrow('pages');
  });

  it('leaves a field at its default when its optional parameter is absent', () => {
    expect(portalFilter({ a: 1, b: 'x' }, { a: undefined as number | undefined }, {})).toEqual({ a: 1, b: 'x' });
  });
});

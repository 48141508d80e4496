import { describe, expect, it } from 'vitest';
import { toQuery } from './list.ts';

describe('ProTable params to the admin list query', () => {
  it('turns current into page, keeps the page size, drops empty filters and joins arrays', () => {
    expect(
      toQuery({ current: 3, pageSize: 50, q: '高新', state: '', kind: undefined, tags: ['a', 'b'], none: [] }),
    ).toEqual({
      q: '高新',
      tags: 'a,b',
      page: 3,
      pageSize: 50,
    });
  });

  it('defaults to the first page of 20, and passes numbers and booleans through', () => {
    expect(toQuery({ id: 7, mine: true })).toEqual({ id: 7, mine: true, page: 1, pageSize: 20 });
  });
});

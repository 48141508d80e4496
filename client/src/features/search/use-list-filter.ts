import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { FilterCodec } from '@aikc/shared/search-filter';
import { useStores } from '../../stores/store-context.tsx';

/** Filters every list shares: keyword, region, sort and paging. */
export interface BaseFilter extends Record<string, unknown> {
  keyword: string;
  province: string;
  city: string;
  sort: 'relevance' | 'date';
  page: number;
  pageSize: number;
}

/** Navigation state that marks a move made by the list itself (so the header city is not re-applied). */
interface ListNavState {
  fromList?: boolean;
}

/** The list path for a filter: `/x/list` for the defaults, `/x/list/<s>` otherwise. */
export function listPath<F extends Record<string, unknown>>(
  base: string,
  codec: FilterCodec<F>,
  filter: Partial<F>,
): string {
  const s = codec.encode(filter);
  return s ? `${base}/${s}` : base;
}

/** Replaces some filter fields; any change that does not name a page goes back to page 1. */
export function nextFilter<F extends BaseFilter>(current: F, patch: Partial<F>): F {
  const next = { ...current, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

/**
 * The list's filter lives in the route's `:s` segment: read it (a malformed segment gives the defaults) and
 * change it only by navigating, so every state is a link and back/forward restores it. A bare list URL
 * reached from elsewhere takes the header's city as its region.
 */
export function useListFilter<F extends BaseFilter>(base: string, codec: FilterCodec<F>) {
  const { s } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { city } = useStores();
  const filter = useMemo(() => codec.decode(s), [codec, s]);
  const provinceId = city.city.provinceId;
  const cityId = city.city.cityId;
  const fromList = (location.state as ListNavState | null)?.fromList === true;

  useEffect(() => {
    if (s || fromList || provinceId === 0) return;
    const region = { province: String(provinceId), city: cityId ? String(cityId) : '' } as Partial<F>;
    navigate(listPath(base, codec, { ...codec.defaults, ...region }), { replace: true, state: { fromList: true } });
  }, [s, fromList, provinceId, cityId, base, codec, navigate]);

  const update = useCallback(
    (patch: Partial<F>) =>
      navigate(listPath(base, codec, nextFilter(filter, patch)), { state: { fromList: true } satisfies ListNavState }),
    [base, codec, filter, navigate],
  );
  const reset = useCallback(
    () =>
      navigate(listPath(base, codec, { ...codec.defaults, keyword: filter.keyword } as Partial<F>), {
        state: { fromList: true },
      }),
    [base, codec, filter.keyword, navigate],
  );
  /** The URL of another page of this list, same filter (the pager's links). */
  const pageHref = useCallback(
    (page: number) => listPath(base, codec, nextFilter(filter, { page } as Partial<F>)),
    [base, codec, filter],
  );
  return { filter, update, reset, pageHref };
}

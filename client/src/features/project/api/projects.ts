import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ProjectApi } from '@aikc/shared/api-paths';
import type { ProjectFilter } from '@aikc/shared/filters';
import type { ProjectDetail, ProjectListItem } from '@aikc/shared/schemas/project';
import type { ListResult } from '@aikc/shared/schemas/search';
import { httpGet, httpPost } from '../../../lib/http.ts';

/** Query keys of the project feature. */
export const projectKeys = {
  all: ['project'] as const,
  list: (f: ProjectFilter) => [...projectKeys.all, 'list', f] as const,
  detail: (id: number, token: string | null) => [...projectKeys.all, 'detail', id, token] as const,
  closingSoon: (days: number, limit: number) => [...projectKeys.all, 'closing-soon', days, limit] as const,
};

/** One page of declaration projects (`project/lists`). */
export function projectListQuery(filter: ProjectFilter) {
  return queryOptions({
    queryKey: projectKeys.list(filter),
    queryFn: ({ signal }) => httpPost<ListResult<ProjectListItem>>(ProjectApi.list, filter, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A project (`project/detail`); keyed by token like the policy detail (a logged-in view is recorded). */
export function projectDetailQuery(id: number, token: string | null) {
  return queryOptions({
    queryKey: projectKeys.detail(id, token),
    queryFn: ({ signal }) => httpGet<ProjectDetail>(ProjectApi.detail, { id }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** Open windows closing within `days` (`project/closing_soon`), soonest first. */
export function closingSoonQuery(days = 15, limit = 8) {
  return queryOptions({
    queryKey: projectKeys.closingSoon(days, limit),
    queryFn: ({ signal }) =>
      httpGet<ProjectListItem[]>(ProjectApi.closingSoon, { days, limit }, { signal, silent: true }),
    staleTime: 60_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { OpenApiKeyApi, UserApi } from '@aikc/shared/api-paths';
import type { ApiKeyCreated, ApiKeyView, ApiUsageResult } from '@aikc/shared/open-api/keys';
import type { ApiOrderResult, ApiPackageCode } from '@aikc/shared/open-api/packages';
import type { OrderView } from '@aikc/shared/schemas/membership';
import { httpGet, httpPost } from '../../../lib/http.ts';

/** The user centre's open API data: keys, usage per day, packages (api_order). TanStack Query owns all of it. */
export const openApiKeys = {
  all: ['open-api'] as const,
  keys: () => [...openApiKeys.all, 'keys'] as const,
  usage: (days: number) => [...openApiKeys.all, 'usage', days] as const,
  order: () => [...openApiKeys.all, 'api-order'] as const,
};

export const apiKeysQuery = () =>
  queryOptions({ queryKey: openApiKeys.keys(), queryFn: () => httpGet<ApiKeyView[]>(OpenApiKeyApi.list) });
export const apiUsageQuery = (days: number) =>
  queryOptions({
    queryKey: openApiKeys.usage(days),
    queryFn: () => httpGet<ApiUsageResult>(OpenApiKeyApi.usage, { days }),
  });
export const apiOrderQuery = () =>
  queryOptions({ queryKey: openApiKeys.order(), queryFn: () => httpGet<ApiOrderResult>(UserApi.apiOrder) });

export const createApiKey = (name: string) => httpPost<ApiKeyCreated>(OpenApiKeyApi.create, { name });
export type KeyAction = 'disable' | 'enable' | 'remove';
export const changeApiKey = ({ id, action }: { id: number; action: KeyAction }) =>
  httpPost<ApiKeyView[]>(OpenApiKeyApi[action], { id });
export const createApiOrder = (pkg: ApiPackageCode) => httpPost<OrderView>(OpenApiKeyApi.createOrder, { package: pkg });

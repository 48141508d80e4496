import { Router } from 'express';
import { SearchApi } from '@aikc/shared/api-paths';
import { SearchSuggestQuerySchema, type SearchSuggestResult } from '@aikc/shared/schemas/search-help';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { suggest } from './suggest.ts';

export function searchHelpRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db, dialect } = deps.db;
  defineCall(
    r,
    deps,
    SearchApi.suggest,
    { input: SearchSuggestQuerySchema, methods: ['GET'] },
    async ({ input }): Promise<SearchSuggestResult> => ({
      items: await suggest(deps.search, db, dialect, input.keyword),
    }),
  );
  return r;
}

import type { NewsListBody } from '@aikc/shared/schemas/news';
import { defineKind, newestFirst, oneOf } from '@aikc/search';

/** 政策资讯's search, declared once (search/store/define-kind.ts): one filter (province), by date; no facets. */
export const NEWS_KIND = defineKind<NewsListBody>({
  kind: 'news',
  alias: 'n',
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'publish_date', type: 'date', missing: 0 },
  ],
  filters: [oneOf('province', 'province', 'province_code')],
  order: () => newestFirst('publish_date'),
});

export const NEWS_COLUMNS = NEWS_KIND.columns;

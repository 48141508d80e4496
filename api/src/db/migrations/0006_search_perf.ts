import type { Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * Narrow covering indexes for lists and facets. A search joins every match onto its content table by id to
 * filter and count; policy and company rows are wide (bodies, scopes), so reading them costs a page per
 * match, while these indexes hold just the filter and facet columns: measured 10-25x faster joins on 100k
 * policies. The date-led index also serves the no-keyword list (newest first) with any filter.
 */
export const searchPerf: NamedMigration = {
  name: '0006_search_perf',
  build: () => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('policies_listing')
        .on('policies')
        .columns(['id', 'province_code', 'city_code', 'level', 'agency_id', 'type_id', 'expire_date', 'publish_date'])
        .execute();
      await db.schema
        .createIndex('policies_date_listing')
        .on('policies')
        .columns(['publish_date', 'id', 'province_code', 'city_code', 'level', 'agency_id', 'type_id', 'expire_date'])
        .execute();
      await db.schema
        .createIndex('companies_listing')
        .on('companies')
        .columns(['id', 'province_code', 'city_code', 'status', 'industry_code', 'registered_capital', 'founded_date'])
        .execute();
    },
  }),
};

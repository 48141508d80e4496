import { sql, type Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/** The columns of migration 0006's policies_listing. */
const OLD_COLUMNS = [
  'id',
  'province_code',
  'city_code',
  'level',
  'agency_id',
  'type_id',
  'expire_date',
  'publish_date',
];
/** What the policy column loader reads besides (the fold key: region and title; search/define-kind.ts). */
const FOLD_COLUMNS = ['region_code', 'title'];

/**
 * policies_listing covers every column the policy search loads (issue 29): the fold key (policy/fold.ts) reads
 * the region and the title, which 0006's index lacked, so SQLite, told to read that index (search/store/
 * kinds.ts), looked every row up in the wide table as well. SQLite takes them as key columns (it has no
 * INCLUDE); PostgreSQL, which picks its own plans, keeps the same key and carries them as INCLUDE columns for
 * index-only scans. projects.policy_id gets the index a policy's project list needs.
 */
export const listingCover: NamedMigration = {
  name: '0033_listing_cover',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('policies_listing').execute();
      if (dialect === 'postgres')
        await sql`create index policies_listing on policies (${sql.join(OLD_COLUMNS.map((c) => sql.ref(c)))}) include (${sql.join(FOLD_COLUMNS.map((c) => sql.ref(c)))})`.execute(
          db,
        );
      else
        await db.schema
          .createIndex('policies_listing')
          .on('policies')
          .columns([...OLD_COLUMNS, ...FOLD_COLUMNS])
          .execute();
      await db.schema.createIndex('projects_policy').on('projects').column('policy_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('projects_policy').execute();
      await db.schema.dropIndex('policies_listing').execute();
      await db.schema.createIndex('policies_listing').on('policies').columns(OLD_COLUMNS).execute();
    },
  }),
};

import type { Kysely } from 'kysely';
import { withId, type NamedMigration } from './helpers.ts';

/**
 * What the crawler brings beyond a document's own row (issue 34):
 * - policy_attachments gains the file itself: `stored_name` (a content-addressed file under DATA_DIR/policy-files,
 *   null for imported metadata-only rows, which keep their stand-in download), the `source_url` it came from and
 *   its extracted `text_content` (PDF, DOCX; '' for types no library reads).
 * - policy_citations: a document citing another by 《title》 or 文号, resolved to the cited row when written.
 * - crawl_seen.folded_into / reprint_json: a page folded into an item still waiting for review points at that
 *   item's key and keeps the reprint row to write when the item is approved.
 */
export const crawlLinks: NamedMigration = {
  name: '0032_crawl_links',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('policy_attachments').addColumn('stored_name', 'varchar(80)').execute();
      await db.schema
        .alterTable('policy_attachments')
        .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('policy_attachments')
        .addColumn('text_content', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // An id like every content table (the seed's reset and checks walk content tables by id).
      await withId(db.schema.createTable('policy_citations'), dialect)
        .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
        .addColumn('cited_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
        // 'title' (《…》 matched a title) or 'doc_no' (a 文号 matched by its normalised key).
        .addColumn('via', 'varchar(8)', (c) => c.notNull())
        .addColumn('cited_text', 'varchar(200)', (c) => c.notNull())
        .addUniqueConstraint('policy_citations_pair', ['policy_id', 'cited_id'])
        .execute();
      await db.schema.createIndex('policy_citations_cited').on('policy_citations').column('cited_id').execute();
      await db.schema
        .alterTable('crawl_seen')
        .addColumn('folded_into', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('crawl_seen')
        .addColumn('reprint_json', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('crawl_seen_folded').on('crawl_seen').column('folded_into').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('crawl_seen_folded').execute();
      await db.schema.alterTable('crawl_seen').dropColumn('reprint_json').execute();
      await db.schema.alterTable('crawl_seen').dropColumn('folded_into').execute();
      await db.schema.dropTable('policy_citations').execute();
      await db.schema.alterTable('policy_attachments').dropColumn('text_content').execute();
      await db.schema.alterTable('policy_attachments').dropColumn('source_url').execute();
      await db.schema.alterTable('policy_attachments').dropColumn('stored_name').execute();
    },
  }),
};

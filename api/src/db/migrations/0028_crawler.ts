import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * The crawler (issue 34). Sources are sections of government sites; the queue and what was seen live here so a
 * run killed with SIGKILL resumes without fetching a finished page again or writing an item twice; runs keep
 * their counts and every failure with its reason. Items waiting for a person go to the back office's review
 * queue (review_items, 0026); crawl_seen keeps the last extraction's fields with their confidence and span.
 */
export const crawler: NamedMigration = {
  name: '0028_crawler',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('crawl_sources'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('list_urls_json', 'text', (c) => c.notNull())
        // 'next' (a 下一页 link), 'pages' (a page-number pattern), 'json' (a JSON list call) or 'none'.
        .addColumn('paging', 'text', (c) => c.notNull().defaultTo('next'))
        .addColumn('page_pattern', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('selectors_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('region_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('agency', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cron', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('max_pages', 'integer', (c) => c.notNull().defaultTo(200))
        .addColumn('max_bytes', 'integer', (c) => c.notNull().defaultTo(5_000_000))
        .addColumn('rate_per_sec', 'double precision', (c) => c.notNull().defaultTo(1))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        // Items at or above this confidence publish without review; null: every item waits for review.
        .addColumn('auto_publish', 'double precision')
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('crawl_runs'), dialect)
        .addColumn('source_id', 'integer', (c) => c.notNull().references('crawl_sources.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('started_at', epochMs, (c) => c.notNull())
        .addColumn('finished_at', epochMs)
        .addColumn('fetched', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('new_items', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('folded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failures_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.createIndex('crawl_runs_source').on('crawl_runs').columns(['source_id', 'state']).execute();
      await withId(db.schema.createTable('crawl_queue'), dialect)
        .addColumn('source_id', 'integer', (c) => c.notNull().references('crawl_sources.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull()) // list | detail | attachment
        .addColumn('state', 'text', (c) => c.notNull()) // pending | done | failed
        .addColumn('run_id', 'integer', (c) => c.notNull())
        .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('parent_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', epochMs, (c) => c.notNull().defaultTo(0))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('crawl_queue_url', ['source_id', 'url'])
        .execute();
      await db.schema
        .createIndex('crawl_queue_pending')
        .on('crawl_queue')
        .columns(['source_id', 'state', 'next_at'])
        .execute();
      await db.schema
        .createTable('crawl_seen')
        .addColumn('url', 'text', (c) => c.primaryKey())
        .addColumn('source_id', 'integer', (c) => c.notNull().references('crawl_sources.id').onDelete('cascade'))
        .addColumn('etag', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_modified', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_hash', 'text', (c) => c.notNull().defaultTo(''))
        // MinHash signature of the body text (64 × 8 hex digits), compared in code (minhash.ts).
        .addColumn('minhash', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('item_source_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('policy_id', 'integer')
        .addColumn('fields_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('fetched_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('crawl_seen_hash').on('crawl_seen').column('content_hash').execute();
    },
  }),
};

import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestDb, describeEachDb } from '../../../test-kit/harness.ts';
import { migrateToLatest } from '../migrate.ts';
import { htmlToText } from '../../lib/html-text.ts';

describeEachDb('migration 0010: policy body text', (dialect) => {
  it('fills the plain text of every policy written before it, across batches', async () => {
    const { db: handle, dispose } = await createTestDb(dialect, '0009_sqlite_vocab');
    try {
      const db = handle.db;
      await sql`insert into agencies (id, name, short_name, level, region_code, doc_prefix) values (1, '科学技术部', '科技部', 'national', '000000', '国科发')`.execute(
        db,
      );
      await sql`insert into labels (id, parent_id, kind, name, sort) values (1, 0, 'type', '通知公告', 1)`.execute(db);
      // More rows than one batch of the migration (500), with markup, an entity and an empty body.
      const bodies = Array.from({ length: 1203 }, (_, i) =>
        i === 7 ? '' : `<p class="x">第${i}条&nbsp;支持<b>量子</b>计算。</p><p>附则</p>`,
      );
      // In a few multi-row inserts: 1,203 single inserts took over 20 s on PostgreSQL on a loaded machine.
      const rows = bodies.map(
        (body, i) =>
          sql`(${i + 1}, ${`政策${i}`}, '', 1, 'national', '000000', '000000', '000000', 1, '2026-01-01', '2026-01-01', null, '', ${body}, 0, 0)`,
      );
      for (let from = 0; from < rows.length; from += 300) {
        await sql`insert into policies (id, title, doc_no, agency_id, level, region_code, province_code, city_code, type_id, publish_date, effective_date, expire_date, summary, body_html, created_at, updated_at)
          values ${sql.join(rows.slice(from, from + 300))}`.execute(db);
      }
      await migrateToLatest(handle);
      const filled = await sql<{
        id: number;
        body_text: string;
      }>`select id, body_text from policies order by id`.execute(db);
      expect(filled.rows.map((r) => r.body_text)).toEqual(bodies.map(htmlToText));
      expect(filled.rows[0]?.body_text).toBe('第0条 支持 量子 计算。 附则');
    } finally {
      await dispose();
    }
  });
});

import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * The content the portal serves: labels, agencies, policies (with labels, attachments, interpretations),
 * news, declaration projects and companies (with tags, financials and intellectual property).
 * Region columns hold GB/T 2260 codes; province_code and city_code are denormalised for cheap filters.
 */
export const content: NamedMigration = {
  name: '0002_content',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      // A label tree: kind 'industry' (industry labels), 'policy_type' (资金扶持, 税收优惠 ...), 'topic'.
      await withId(db.schema.createTable('labels'), dialect)
        .addColumn('parent_id', 'integer')
        .addColumn('kind', 'varchar(24)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('labels_kind_parent').on('labels').columns(['kind', 'parent_id']).execute();

      await withId(db.schema.createTable('agencies'), dialect)
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('short_name', 'varchar(32)', (c) => c.notNull())
        .addColumn('level', 'varchar(16)', (c) => c.notNull())
        .addColumn('region_code', 'char(6)', (c) => c.notNull())
        .addColumn('doc_prefix', 'varchar(32)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('policies'), dialect)
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('doc_no', 'varchar(64)', (c) => c.notNull())
        .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
        .addColumn('level', 'varchar(16)', (c) => c.notNull())
        .addColumn('region_code', 'char(6)', (c) => c.notNull())
        .addColumn('province_code', 'char(6)', (c) => c.notNull())
        .addColumn('city_code', 'char(6)', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull().references('labels.id'))
        .addColumn('publish_date', 'char(10)', (c) => c.notNull())
        .addColumn('effective_date', 'char(10)', (c) => c.notNull())
        .addColumn('expire_date', 'char(10)')
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .addColumn('source_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('policies_publish').on('policies').column('publish_date').execute();
      await db.schema
        .createIndex('policies_province')
        .on('policies')
        .columns(['province_code', 'publish_date'])
        .execute();
      await db.schema.createIndex('policies_agency').on('policies').column('agency_id').execute();

      await db.schema
        .createTable('policy_labels')
        .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
        .addColumn('label_id', 'integer', (c) => c.notNull().references('labels.id'))
        .addPrimaryKeyConstraint('policy_labels_pk', ['policy_id', 'label_id'])
        .execute();
      await db.schema
        .createIndex('policy_labels_label')
        .on('policy_labels')
        .columns(['label_id', 'policy_id'])
        .execute();

      await withId(db.schema.createTable('policy_attachments'), dialect)
        .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('file_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('policy_attachments_policy').on('policy_attachments').column('policy_id').execute();

      await withId(db.schema.createTable('interpretations'), dialect)
        .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('source', 'varchar(64)', (c) => c.notNull())
        .addColumn('publish_date', 'char(10)', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('interpretations_policy').on('interpretations').column('policy_id').execute();

      await withId(db.schema.createTable('news'), dialect)
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('source', 'varchar(64)', (c) => c.notNull())
        .addColumn('region_code', 'char(6)', (c) => c.notNull())
        .addColumn('province_code', 'char(6)', (c) => c.notNull())
        .addColumn('publish_date', 'char(10)', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('news_publish').on('news').column('publish_date').execute();

      await withId(db.schema.createTable('projects'), dialect)
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('policy_id', 'integer', (c) => c.references('policies.id').onDelete('set null'))
        .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
        .addColumn('department', 'varchar(64)', (c) => c.notNull())
        .addColumn('level', 'varchar(16)', (c) => c.notNull())
        .addColumn('region_code', 'char(6)', (c) => c.notNull())
        .addColumn('province_code', 'char(6)', (c) => c.notNull())
        .addColumn('city_code', 'char(6)', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull().references('labels.id'))
        .addColumn('support_min', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('support_max', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('support_text', 'varchar(200)', (c) => c.notNull())
        .addColumn('apply_start', 'char(10)', (c) => c.notNull())
        .addColumn('apply_end', 'char(10)', (c) => c.notNull())
        .addColumn('publish_date', 'char(10)', (c) => c.notNull())
        .addColumn('conditions_html', 'text', (c) => c.notNull())
        .addColumn('materials_html', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .addColumn('contact', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('projects_window').on('projects').columns(['apply_start', 'apply_end']).execute();
      await db.schema.createIndex('projects_end').on('projects').column('apply_end').execute();
      await db.schema.createIndex('projects_province').on('projects').column('province_code').execute();

      await db.schema
        .createTable('project_labels')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('label_id', 'integer', (c) => c.notNull().references('labels.id'))
        .addPrimaryKeyConstraint('project_labels_pk', ['project_id', 'label_id'])
        .execute();

      await withId(db.schema.createTable('companies'), dialect)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('credit_code', 'char(18)', (c) => c.notNull().unique())
        .addColumn('legal_person', 'varchar(32)', (c) => c.notNull())
        .addColumn('registered_capital', 'double precision', (c) => c.notNull())
        .addColumn('founded_date', 'char(10)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('company_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('industry_code', 'varchar(5)', (c) => c.notNull())
        .addColumn('industry_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('region_code', 'char(6)', (c) => c.notNull())
        .addColumn('province_code', 'char(6)', (c) => c.notNull())
        .addColumn('city_code', 'char(6)', (c) => c.notNull())
        .addColumn('address', 'varchar(200)', (c) => c.notNull())
        .addColumn('staff_count', 'integer', (c) => c.notNull())
        .addColumn('business_scope', 'text', (c) => c.notNull())
        .addColumn('invention_patents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('utility_patents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('design_patents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('software_copyrights', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('companies_province')
        .on('companies')
        .columns(['province_code', 'city_code'])
        .execute();
      await db.schema.createIndex('companies_industry').on('companies').column('industry_code').execute();

      await db.schema
        .createTable('company_tags')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('tag', 'varchar(32)', (c) => c.notNull())
        .addColumn('granted_date', 'char(10)', (c) => c.notNull())
        .addPrimaryKeyConstraint('company_tags_pk', ['company_id', 'tag'])
        .execute();
      await db.schema.createIndex('company_tags_tag').on('company_tags').columns(['tag', 'company_id']).execute();

      // Three years of figures per company (万元); the self-assessments read these.
      await db.schema
        .createTable('company_financials')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('revenue', 'double precision', (c) => c.notNull())
        .addColumn('main_revenue', 'double precision', (c) => c.notNull())
        .addColumn('hightech_revenue', 'double precision', (c) => c.notNull())
        .addColumn('rd_expense', 'double precision', (c) => c.notNull())
        .addColumn('net_assets', 'double precision', (c) => c.notNull())
        .addColumn('total_assets', 'double precision', (c) => c.notNull())
        .addColumn('total_liabilities', 'double precision', (c) => c.notNull())
        .addColumn('net_profit', 'double precision', (c) => c.notNull())
        .addColumn('staff', 'integer', (c) => c.notNull())
        .addColumn('rd_staff', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('company_financials_pk', ['company_id', 'year'])
        .execute();

      // Individual patents and software copyrights (kind: invention, utility, design, software).
      await withId(db.schema.createTable('company_ip'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('number', 'varchar(32)', (c) => c.notNull())
        .addColumn('apply_date', 'char(10)', (c) => c.notNull())
        .addColumn('grant_date', 'char(10)')
        .execute();
      await db.schema.createIndex('company_ip_company').on('company_ip').column('company_id').execute();
    },
  }),
};

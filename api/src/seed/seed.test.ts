import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isValidCreditCode } from '@aikc/shared/credit-code';
import { findProvince } from '@aikc/shared/regions';
import type { Db } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createTestDb, describeEachDb } from '../../test-kit/harness.ts';
import { hightechRdBand } from './company-figures.ts';
import type { SeedSizes } from './context.ts';
import { addDays } from './dates.ts';
import { ensureSeeded } from './ensure-seeded.ts';
import { CONTENT_TABLES, runSeed, SeedRefused } from './run-seed.ts';

const TODAY = '2026-11-22';
const SIZES: SeedSizes = { policies: 240, interpretations: 70, news: 120, projects: 400, companies: 600 };
const KEYS: Record<string, string> = {
  policy_labels: 'policy_id, label_id',
  project_labels: 'project_id, label_id',
  company_tags: 'company_id, tag',
  company_financials: 'company_id, year',
};

/** A digest of every content row, in primary-key order: equal digests mean identical corpora. */
async function contentHash(handle: Db): Promise<string> {
  const h = crypto.createHash('sha256');
  for (const t of CONTENT_TABLES) {
    const { rows } = await sql.raw(`SELECT * FROM ${t} ORDER BY ${KEYS[t] ?? 'id'}`).execute(handle.db);
    h.update(t);
    for (const r of rows) h.update(JSON.stringify(r));
  }
  return h.digest('hex');
}

async function all<T>(handle: Db, query: string): Promise<T[]> {
  return (await sql.raw(query).execute(handle.db)).rows as T[];
}

// Computed once on SQLite: the PostgreSQL run must produce the very same rows.
let sqliteDigest: string | undefined;

describeEachDb('seed corpus', (dialect) => {
  let handle: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db: handle, dispose } = await createTestDb(dialect));
    await runSeed(handle, { seed: 7, today: TODAY, sizes: SIZES });
  }, 120_000);
  afterAll(() => dispose());

  it('is deterministic: a reset and re-run gives identical rows, on either dialect', async () => {
    const first = await contentHash(handle);
    await runSeed(handle, { seed: 7, today: TODAY, sizes: SIZES, reset: true });
    expect(await contentHash(handle)).toBe(first);
    if (dialect === 'sqlite') sqliteDigest = first;
    else if (sqliteDigest) expect(first).toBe(sqliteDigest);
  }, 120_000);

  it('a different seed gives a different corpus', async () => {
    const { db: other, dispose: drop } = await createTestDb('sqlite');
    await runSeed(other, { seed: 8, today: TODAY, sizes: SIZES });
    expect(await contentHash(other)).not.toBe(await contentHash(handle));
    await drop();
  }, 120_000);

  it('refuses to write over existing content without reset', async () => {
    await expect(runSeed(handle, { seed: 7, today: TODAY, sizes: SIZES })).rejects.toBeInstanceOf(SeedRefused);
  });

  it('writes the requested sizes', async () => {
    for (const [t, n] of [
      ['policies', SIZES.policies],
      ['interpretations', SIZES.interpretations],
      ['news', SIZES.news],
      ['projects', SIZES.projects],
      ['companies', SIZES.companies],
    ] as const) {
      const [r] = await all<{ n: number }>(handle, `SELECT COUNT(*) AS n FROM ${t}`);
      expect(Number(r?.n)).toBe(n);
    }
  });

  it('gives every company a valid, unique credit code', async () => {
    const rows = await all<{ credit_code: string; region_code: string }>(
      handle,
      'SELECT credit_code, region_code FROM companies',
    );
    expect(rows.every((r) => isValidCreditCode(r.credit_code))).toBe(true);
    expect(new Set(rows.map((r) => r.credit_code)).size).toBe(rows.length);
    // The registration authority sits in the company's city.
    expect(rows.every((r) => r.credit_code.slice(2, 6) === r.region_code.slice(0, 4))).toBe(true);
  });

  it('keeps references intact', async () => {
    const orphans = [
      'SELECT COUNT(*) AS n FROM policies p LEFT JOIN agencies a ON a.id = p.agency_id WHERE a.id IS NULL',
      "SELECT COUNT(*) AS n FROM policies p LEFT JOIN labels l ON l.id = p.type_id AND l.kind = 'policy_type' WHERE l.id IS NULL",
      'SELECT COUNT(*) AS n FROM policy_labels x LEFT JOIN labels l ON l.id = x.label_id WHERE l.id IS NULL',
      'SELECT COUNT(*) AS n FROM interpretations i LEFT JOIN policies p ON p.id = i.policy_id WHERE p.id IS NULL',
      'SELECT COUNT(*) AS n FROM interpretations i JOIN policies p ON p.id = i.policy_id WHERE i.publish_date < p.publish_date',
      'SELECT COUNT(*) AS n FROM projects j JOIN policies p ON p.id = j.policy_id WHERE j.publish_date < p.publish_date',
      'SELECT COUNT(*) AS n FROM projects j LEFT JOIN agencies a ON a.id = j.agency_id WHERE a.id IS NULL',
      'SELECT COUNT(*) AS n FROM company_ip x LEFT JOIN companies c ON c.id = x.company_id WHERE c.id IS NULL',
      'SELECT COUNT(*) AS n FROM labels c LEFT JOIN labels p ON p.id = c.parent_id WHERE c.parent_id IS NOT NULL AND (p.id IS NULL OR p.kind <> c.kind)',
    ];
    for (const q of orphans) expect(Number((await all<{ n: number }>(handle, q))[0]?.n), q).toBe(0);
    const linked = await all<{ n: number }>(handle, 'SELECT COUNT(*) AS n FROM projects WHERE policy_id IS NOT NULL');
    expect(Number(linked[0]?.n)).toBeGreaterThan(SIZES.projects * 0.3);
  });

  it('publishes nothing after today, and most of it in the last three years', async () => {
    for (const [t, c] of [
      ['policies', 'publish_date'],
      ['interpretations', 'publish_date'],
      ['news', 'publish_date'],
      ['projects', 'publish_date'],
      ['companies', 'founded_date'],
      ['company_tags', 'granted_date'],
      ['company_ip', 'grant_date'],
    ]) {
      const [r] = await all<{ d: string }>(handle, `SELECT MAX(${c}) AS d FROM ${t}`);
      expect((r?.d ?? '') <= TODAY, `${t}.${c}`).toBe(true);
    }
    const [recent] = await all<{ n: number }>(
      handle,
      `SELECT COUNT(*) AS n FROM policies WHERE publish_date >= '${addDays(TODAY, -1095)}'`,
    );
    expect(Number(recent?.n)).toBeGreaterThan(SIZES.policies * 0.85);
    const [expired] = await all<{ n: number }>(
      handle,
      `SELECT COUNT(*) AS n FROM policies WHERE expire_date < '${TODAY}'`,
    );
    expect(Number(expired?.n)).toBeGreaterThan(0);
  });

  it('places declaration windows around today: many open, some closing soon, some upcoming, some closed', async () => {
    const rows = await all<{ apply_start: string; apply_end: string }>(
      handle,
      'SELECT apply_start, apply_end FROM projects',
    );
    const open = rows.filter((r) => r.apply_start <= TODAY && r.apply_end >= TODAY);
    const soon = open.filter((r) => r.apply_end <= addDays(TODAY, 21));
    const upcoming = rows.filter((r) => r.apply_start > TODAY);
    const closed = rows.filter((r) => r.apply_end < TODAY);
    expect(rows.every((r) => r.apply_start < r.apply_end)).toBe(true);
    expect(open.length / rows.length).toBeGreaterThan(0.3);
    expect(soon.length / open.length).toBeGreaterThan(0.5);
    expect(upcoming.length / rows.length).toBeGreaterThan(0.08);
    expect(closed.length / rows.length).toBeGreaterThan(0.3);
  });

  it('uses real region codes, with national rows marked 000000', async () => {
    const rows = await all<{ level: string; province_code: string }>(
      handle,
      "SELECT level, province_code FROM policies UNION ALL SELECT 'company', province_code FROM companies",
    );
    for (const r of rows) {
      if (r.level === 'national') expect(r.province_code).toBe('000000');
      else expect(findProvince(r.province_code), r.province_code).toBeDefined();
    }
  });

  it('gives 高新技术企业 figures that pass the 国科发火〔2016〕32号 tests', async () => {
    const rows = await all<{
      company_id: number;
      year: number;
      revenue: number;
      hightech_revenue: number;
      rd_expense: number;
      staff: number;
      rd_staff: number;
    }>(
      handle,
      "SELECT f.* FROM company_financials f JOIN company_tags t ON t.company_id = f.company_id AND t.tag = '高新技术企业' ORDER BY f.company_id, f.year",
    );
    const byCompany = new Map<number, typeof rows>();
    for (const r of rows) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), r]);
    expect(byCompany.size).toBeGreaterThan(10);
    for (const [id, years] of byCompany) {
      const latest = years.at(-1)!;
      const rd = years.reduce((s, y) => s + y.rd_expense, 0);
      const sales = years.reduce((s, y) => s + y.revenue, 0);
      expect(rd / sales, `company ${id}`).toBeGreaterThanOrEqual(hightechRdBand(latest.revenue));
      expect(latest.hightech_revenue / latest.revenue).toBeGreaterThanOrEqual(0.6);
      expect(latest.rd_staff / latest.staff).toBeGreaterThanOrEqual(0.1);
    }
  });

  it('ensureSeeded seeds an empty database once, and leaves a seeded one alone', async () => {
    const { db: fresh, dispose: drop } = await createTestDb(dialect);
    const logger = createLogger('silent');
    const small = { policies: 30, interpretations: 5, news: 5, projects: 10, companies: 20 };
    expect(await ensureSeeded(fresh, logger, { today: TODAY, sizes: small })).toBe(true);
    expect(await ensureSeeded(fresh, logger, { today: TODAY, sizes: small })).toBe(false);
    const [r] = await all<{ n: number }>(fresh, 'SELECT COUNT(*) AS n FROM policies');
    expect(Number(r?.n)).toBe(30);
    await drop();
  }, 60_000);

  it('marks every generated row as demo data, and nothing else', async () => {
    for (const t of ['policies', 'interpretations', 'news', 'projects', 'companies']) {
      const [r] = await all<{ n: number; demo: number }>(
        handle,
        `SELECT COUNT(*) AS n, SUM(is_demo) AS demo FROM ${t}`,
      );
      expect(Number(r?.demo), t).toBe(Number(r?.n));
    }
    // A row written by anyone else (an import, a reference document) is real by default.
    const [col] = await all<{ d: unknown }>(handle, 'SELECT COUNT(*) AS d FROM policies WHERE is_demo NOT IN (0, 1)');
    expect(Number(col?.d)).toBe(0);
  });

  it('SEED_DEMO=false: ensureSeeded writes labels and agencies once and generates nothing', async () => {
    const { db: fresh, dispose: drop } = await createTestDb(dialect);
    const logger = createLogger('silent');
    expect(await ensureSeeded(fresh, logger, { today: TODAY, demo: false })).toBe(true);
    expect(await ensureSeeded(fresh, logger, { today: TODAY, demo: false })).toBe(false);
    for (const t of ['policies', 'interpretations', 'news', 'projects', 'companies']) {
      const [r] = await all<{ n: number }>(fresh, `SELECT COUNT(*) AS n FROM ${t}`);
      expect(Number(r?.n), t).toBe(0);
    }
    const [labels] = await all<{ n: number }>(fresh, 'SELECT COUNT(*) AS n FROM labels');
    expect(Number(labels?.n)).toBeGreaterThan(0);
    await drop();
  }, 60_000);
});

import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { ExportApi } from '@aikc/shared/api-paths';
import { EXPORT_COLUMNS } from '@aikc/shared/schemas/export';
import type { TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildCompanies, buildPolicies } from '../../../test-kit/content-builders.ts';

const YEAR_MS = 365 * 86_400_000;

/** The default columns of a kind, as the dialog ticks them. */
export const defaults = (kind: keyof typeof EXPORT_COLUMNS) =>
  EXPORT_COLUMNS[kind].filter((c) => c.default).map((c) => c.key);

/** A user of the level, a paying one with a year of membership left. */
export async function member(api: TestApi, level: 'vip' | 'svip' | 'normal') {
  const u = await buildUser(api.deps.db.db, { vip_level: level, username: '导出测试用户' });
  if (level !== 'normal')
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_end_time: Date.now() + YEAR_MS })
      .where('id', '=', u.id)
      .execute();
  return u;
}

/** Downloads an export as its owner and opens it with exceljs. */
export async function fetchFile(api: TestApi, token: string, id: number) {
  const res = await fetch(`${api.baseUrl}${ExportApi.download}?id=${id}`, { headers: { Authorization: token } });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  // exceljs declares its own global Buffer, which Node's Buffer<ArrayBuffer> does not satisfy as a type.
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as Parameters<typeof wb.xlsx.load>[0]);
  return { wb, disposition: res.headers.get('content-disposition') ?? '' };
}

/** The suite's rows: 60 companies named 导出测试… (40 of them 高新技术企业), 150 others, 25 policies 研发补贴导出政策…. */
export async function seedExportCorpus(api: TestApi): Promise<void> {
  const h = api.deps.db;
  await buildCompanies(
    h,
    Array.from({ length: 60 }, (_, i) => ({
      name: `导出测试科技有限公司${String(i).padStart(2, '0')}`,
      founded_date: `20${String(10 + (i % 10)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
      registered_capital: 100 + i,
      tags: i % 3 === 2 ? [] : [{ tag: '高新技术企业', granted_date: '2023-12-01' }],
    })),
  );
  await buildCompanies(
    h,
    Array.from({ length: 150 }, (_, i) => ({ name: `并发样本企业${i}`, business_scope: '并发样本。' })),
  );
  await buildPolicies(
    h,
    Array.from({ length: 25 }, (_, i) => ({
      title: `研发补贴导出政策${i}`,
      publish_date: `2025-0${1 + (i % 9)}-0${1 + (i % 8)}`,
      doc_no: `导测〔2025〕${i}号`,
    })),
  );
}

import { describe, expect, it } from 'vitest';
import type { CompanyDetail } from '@aikc/shared/schemas/company';
import { gaoxinPrefill, prefilledCount, zhuanjingPrefill } from './prefill.ts';

const year = (y: number, k: number) => ({
  year: y,
  revenue: 1000 * k,
  main_revenue: 900 * k,
  hightech_revenue: 700 * k,
  rd_expense: 60 * k,
  net_assets: 500 * k,
  total_assets: 2000 * k,
  total_liabilities: 800 * k,
  net_profit: 90 * k,
  staff: 50 + k,
  rd_staff: 10 + k,
});
const company = {
  id: 1,
  name: '测试企业',
  founded_date: '2015-03-02',
  tags: [
    { tag: '高新技术企业', granted_date: '2024-11-01' },
    { tag: '创新型中小企业', granted_date: '2025-01-01' },
  ],
  ip_counts: { invention: 3, utility: 5, design: 1, software: 4 },
  financials: [year(2022, 1), year(2023, 2), year(2024, 3)],
} as unknown as CompanyDetail;

describe('prefill from the company database', () => {
  it('fills the 高企 figures the database holds, oldest year first, and nothing it does not know', () => {
    const p = gaoxinPrefill(company);
    expect(p).toEqual({
      established: '2015-03-02',
      staffTotal: 53,
      totalIncome: 3000,
      hiTechIncome: 2100,
      sales: [1000, 2000, 3000],
      rd: [60, 120, 180],
      netAssets: [500, 1000, 1500],
      class1Count: 3,
      class2Count: 10,
    });
    expect(p.techStaff).toBeUndefined();
    expect(prefilledCount(p)).toBe(9);
  });
  it('fills the 梯度培育 figures and the titles on record', () => {
    expect(zhuanjingPrefill(company)).toMatchObject({
      revenue: [1000, 2000, 3000],
      mainRevenue: [900, 1800, 2700],
      liabilities: 2400,
      assets: 6000,
      rdStaff: 13,
      techTitle: true,
      hasInnovativeTitle: true,
      isZjtx: false,
    });
  });
  it('leaves three-year figures empty for a company with fewer years', () => {
    expect(gaoxinPrefill({ ...company, financials: [year(2024, 1)] }).sales).toBeUndefined();
  });
});

import type { CompanyDetail } from '@aikc/shared/schemas/company';
import type { GaoxinInput } from '@aikc/shared/rules/gaoxin-input';
import type { ZhuanjingInput } from '@aikc/shared/rules/zhuanjing-input';

type Three = [number, number, number];

/** The last three years of a figure, oldest first, or undefined when the company has fewer. */
function lastThree(c: CompanyDetail, pick: (f: CompanyDetail['financials'][number]) => number): Three | undefined {
  const f = c.financials.slice(-3);
  return f.length === 3 ? (f.map(pick) as Three) : undefined;
}

const hasTag = (c: CompanyDetail, tag: string) => c.tags.some((t) => t.tag === tag);

/**
 * What the company database can fill in a 高企 form: only figures it actually holds (成立日期, 职工总数, three
 * years of 营业收入, 研发费用 and 净资产, 高新收入, IP counts). 科技人员, 境内研发费用, 成果转化 and the
 * self-rated items stay empty: the database does not know them.
 */
export function gaoxinPrefill(c: CompanyDetail): Partial<GaoxinInput> {
  const latest = c.financials.at(-1);
  const out: Partial<GaoxinInput> = { established: c.founded_date };
  if (latest)
    Object.assign(out, {
      staffTotal: latest.staff,
      totalIncome: latest.revenue,
      hiTechIncome: latest.hightech_revenue,
    });
  const sales = lastThree(c, (f) => f.revenue);
  const rd = lastThree(c, (f) => f.rd_expense);
  const netAssets = lastThree(c, (f) => f.net_assets);
  if (sales) out.sales = sales;
  if (rd) out.rd = rd;
  if (netAssets) out.netAssets = netAssets;
  out.class1Count = c.ip_counts.invention;
  out.class2Count = c.ip_counts.utility + c.ip_counts.design + c.ip_counts.software;
  return out;
}

/** What the company database can fill in a 梯度培育 form (figures and the titles it records). */
export function zhuanjingPrefill(c: CompanyDetail): Partial<ZhuanjingInput> {
  const latest = c.financials.at(-1);
  const out: Partial<ZhuanjingInput> = {};
  const revenue = lastThree(c, (f) => f.revenue);
  const mainRevenue = lastThree(c, (f) => f.main_revenue);
  const rd = lastThree(c, (f) => f.rd_expense);
  if (revenue) out.revenue = revenue;
  if (mainRevenue) out.mainRevenue = mainRevenue;
  if (rd) out.rd = rd;
  if (latest)
    Object.assign(out, {
      netProfit: latest.net_profit,
      liabilities: latest.total_liabilities,
      assets: latest.total_assets,
      staffTotal: latest.staff,
      rdStaff: latest.rd_staff,
    });
  out.class1Count = c.ip_counts.invention;
  out.techTitle = hasTag(c, '高新技术企业');
  out.hasInnovativeTitle = hasTag(c, '创新型中小企业');
  out.isZjtx = hasTag(c, '专精特新中小企业');
  return out;
}

/** The labels of the fields a prefill set, for the notice after choosing a company. */
export function prefilledCount(p: object): number {
  return Object.values(p).filter((v) => v !== undefined && v !== null).length;
}

import { z } from 'zod';
import { CompanyFilterSchema } from '../filters.ts';
import { IdSchema, PaginationQuerySchema } from './common.ts';
import type { PolicyRef } from './policy.ts';
import { strictFilterSchema, type Highlighted } from './search.ts';

export const CompanyListBodySchema = strictFilterSchema(CompanyFilterSchema);
export const COMPANY_IP_KINDS = ['invention', 'utility', 'design', 'software'] as const;
export const COMPANY_IP_KIND_NAMES = {
  invention: '发明专利',
  utility: '实用新型',
  design: '外观设计',
  software: '软件著作权',
} as const;
export const CompanyIpQuerySchema = PaginationQuerySchema.extend({
  id: IdSchema,
  kind: z.enum([...COMPANY_IP_KINDS, 'all']).default('all'),
});

export interface CompanyListItem extends Highlighted {
  id: number;
  name: string;
  credit_code: string;
  legal_person: string;
  registered_capital: number;
  founded_date: string;
  status: string;
  /** True for 注销/吊销/停业 and similar: show in the warning style (spec section 9). */
  status_warning: boolean;
  industry_code: string;
  industry_name: string;
  region_name: string;
  tags: string[];
}

export interface CompanyIpItem {
  id: number;
  kind: (typeof COMPANY_IP_KINDS)[number];
  kind_name: string;
  title: string;
  number: string;
  apply_date: string;
  grant_date: string;
}

export interface CompanyFinancialItem {
  year: number;
  revenue: number;
  main_revenue: number;
  hightech_revenue: number;
  rd_expense: number;
  net_assets: number;
  total_assets: number;
  total_liabilities: number;
  net_profit: number;
  staff: number;
  rd_staff: number;
}

export interface CompanyDetail extends Omit<CompanyListItem, 'title_html' | 'snippet_html' | 'tags'> {
  /** Generated demo data (示例数据), shown as such on the page; false for real rows. */
  demo: boolean;
  company_type: string;
  address: string;
  staff_count: number;
  business_scope: string;
  /** 资质荣誉 */
  tags: { tag: string; granted_date: string }[];
  /** 知识产权 counts by kind. */
  ip_counts: Record<(typeof COMPANY_IP_KINDS)[number], number>;
  /** 经营数据, oldest year first. */
  financials: CompanyFinancialItem[];
  /** Policies for the company's industry and region. */
  related_policies: PolicyRef[];
}

import { z } from 'zod';

/**
 * API packages: a number of calls usable within a validity period, sold through the membership order and
 * payment flow (the same orders table, pay code, providers and notifications). An order for a package has
 * level = API_PACKAGE_LEVEL and period = the package code; the paid order grants one row of api_packages.
 * Prices in 分, set here only: the server prices every order from this table.
 */
export const API_PACKAGE_LEVEL = 'api';

export const API_PACKAGES = [
  { code: 'api_10k', name: '开放接口·基础包', calls: 10_000, days: 90, price_fen: 99_000 },
  { code: 'api_100k', name: '开放接口·标准包', calls: 100_000, days: 365, price_fen: 498_000 },
  { code: 'api_1m', name: '开放接口·企业包', calls: 1_000_000, days: 365, price_fen: 1_980_000 },
] as const;
export type ApiPackageCode = (typeof API_PACKAGES)[number]['code'];
export const API_PACKAGE_CODES = API_PACKAGES.map((p) => p.code) as [ApiPackageCode, ...ApiPackageCode[]];

export function apiPackage(code: string): (typeof API_PACKAGES)[number] | undefined {
  return API_PACKAGES.find((p) => p.code === code);
}

export const CreateApiOrderSchema = z
  .object({ package: z.enum(API_PACKAGE_CODES, { message: '请选择有效的接口套餐' }) })
  .strict();
export type CreateApiOrderInput = z.output<typeof CreateApiOrderSchema>;

export type ApiPackageStatus = 'active' | 'used_up' | 'expired';
export const API_PACKAGE_STATUS_NAMES: Record<ApiPackageStatus, string> = {
  active: '生效中',
  used_up: '已用完',
  expired: '已过期',
};

/** One bought package with its usage (api_order). */
export interface ApiPackageView {
  id: number;
  order_no: string;
  code: string;
  name: string;
  calls: number;
  used: number;
  remaining: number;
  starts_at: string;
  expires_at: string;
  status: ApiPackageStatus;
  status_name: string;
}

/** What api_order answers: the packages, today's membership allowance, and what is left in all. */
export interface ApiOrderResult {
  packages: ApiPackageView[];
  /** The membership's open_api allowance today (null limit = unlimited). */
  membership: { level_name: string; limit: number | null; used: number; remaining: number | null };
  /** Calls left now: packages plus today's membership allowance (null = unlimited). */
  total_remaining: number | null;
  /** What can be bought. */
  offers: { code: string; name: string; calls: number; days: number; price_fen: number }[];
}

import type { VipLevel } from './vip.ts';

/**
 * The one rights table: what each membership level may use, and what each paid level costs. Every feature
 * that spends a right goes through the API's guard (api/src/modules/rights/guard.ts `consumeRight`); nothing
 * counts quota on its own. Pages (我的权益, 会员权益, the pay page) render from this table too.
 */
export const RIGHT_KEYS = [
  'ai_answer',
  'report',
  'assessment',
  'download',
  'subscription',
  'open_api',
  'export',
] as const;
export type RightKey = (typeof RIGHT_KEYS)[number];

/** day / month: the count starts again at 00:00 China time on the next day / the 1st of next month; none: a standing limit. */
export type RightReset = 'day' | 'month' | 'none';

/** A level's allowance: a count per reset period, or 'unlimited'. */
export type Allowance = number | 'unlimited';

export interface RightDef {
  key: RightKey;
  /** 权益名称 as users read it. */
  label: string;
  /** The counting unit (次, 份, 个, 条). */
  unit: string;
  reset: RightReset;
  /** What a use is, for the comparison table. */
  description: string;
  allowance: Record<VipLevel, Allowance>;
}

export const RIGHTS: readonly RightDef[] = [
  {
    key: 'ai_answer',
    label: 'AI智能问答',
    unit: '次',
    reset: 'day',
    description: '知识库问答、企业评价与政策匹配对话',
    allowance: { normal: 10, vip: 100, svip: 'unlimited' },
  },
  {
    key: 'report',
    label: '政策匹配/企业评价报告',
    unit: '份',
    reset: 'month',
    description: '生成并下载PDF报告',
    allowance: { normal: 1, vip: 10, svip: 50 },
  },
  {
    key: 'assessment',
    label: '企业资质自评测',
    unit: '次',
    reset: 'month',
    description: '高新技术企业、专精特新等自评测',
    allowance: { normal: 5, vip: 30, svip: 'unlimited' },
  },
  {
    key: 'download',
    label: '政策附件下载',
    unit: '次',
    reset: 'day',
    description: '下载政策原文附件、申报指南',
    allowance: { normal: 3, vip: 50, svip: 'unlimited' },
  },
  {
    key: 'subscription',
    label: '政策订阅条件',
    unit: '个',
    reset: 'none',
    description: '同时生效的订阅条件数',
    allowance: { normal: 1, vip: 10, svip: 30 },
  },
  {
    key: 'open_api',
    label: '开放接口调用',
    unit: '次',
    reset: 'day',
    description: '通过开放平台接口查询数据',
    allowance: { normal: 0, vip: 1000, svip: 10000 },
  },
  {
    key: 'export',
    label: '数据导出',
    unit: '条',
    reset: 'month',
    description: '企业、政策列表导出Excel',
    allowance: { normal: 0, vip: 500, svip: 5000 },
  },
];

const BY_KEY = new Map<RightKey, RightDef>(RIGHTS.map((r) => [r.key, r]));

export function rightDef(key: RightKey): RightDef {
  const def = BY_KEY.get(key);
  if (!def) throw new Error(`unknown right ${key}`);
  return def;
}

export function isRightKey(v: unknown): v is RightKey {
  return typeof v === 'string' && BY_KEY.has(v as RightKey);
}

/** The allowance of a level for a right. */
export function allowanceOf(level: VipLevel, key: RightKey): Allowance {
  return rightDef(key).allowance[level];
}

/** '不限' or '100次/日' etc. for tables. */
export function allowanceText(def: RightDef, level: VipLevel): string {
  const a = def.allowance[level];
  if (a === 'unlimited') return '不限';
  if (a === 0) return '—';
  const per = def.reset === 'day' ? '/日' : def.reset === 'month' ? '/月' : '';
  return `${a}${def.unit}${per}`;
}

export const RESET_NAMES: Record<RightReset, string> = { day: '每日重置', month: '每月重置', none: '不重置' };

/** The paid levels and the periods they are sold for. */
export const PAID_LEVELS = ['vip', 'svip'] as const;
export type PaidLevel = (typeof PAID_LEVELS)[number];
export const PLAN_PERIODS = ['quarter', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export const PERIOD_MONTHS: Record<PlanPeriod, number> = { quarter: 3, year: 12 };
export const PERIOD_NAMES: Record<PlanPeriod, string> = { quarter: '季度会员', year: '年度会员' };

/** List prices in 分 (CNY cents). The server prices every order from this table; a client's price is never read. */
export const PLAN_PRICES_FEN: Record<PaidLevel, Record<PlanPeriod, number>> = {
  vip: { quarter: 59_900, year: 199_800 },
  svip: { quarter: 149_900, year: 499_800 },
};

/** 原价 shown struck through beside the price (a year costs less than four quarters). */
export function listPriceFen(level: PaidLevel, period: PlanPeriod): number {
  return period === 'year' ? PLAN_PRICES_FEN[level].quarter * 4 : PLAN_PRICES_FEN[level].quarter;
}

/** '¥1,998.00' from 分. */
export function formatFen(fen: number): string {
  const yuan = (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${yuan}`;
}

/** Where a user goes to get more of a right. */
export const UPGRADE_PATH = '/vip/pay_page';

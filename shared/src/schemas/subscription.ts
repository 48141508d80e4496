import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '../constants.ts';
import { findCity, findProvince, SELECTOR_PROVINCES } from '../regions.ts';
import { IdSchema, intLike } from './common.ts';

/**
 * Policy subscriptions (政策订阅) and pushes (政策推送). A subscription is a named set of conditions; a policy
 * matches when, for every dimension the subscription fills, it satisfies at least one of its values (any of
 * the regions, any of the labels, ...). Keywords are segmented like search queries.
 */

/** 全国 is '000000' (national policies); the others are the selector's 26 provinces and their cities. */
const SELECTOR_CODES = new Set(SELECTOR_PROVINCES.map((p) => (p.id === 0 ? '000000' : String(p.id))));
export function isSubscribableRegion(code: string): boolean {
  if (SELECTOR_CODES.has(code)) return true;
  const city = findCity(code);
  return city !== undefined && SELECTOR_CODES.has(city.provinceCode) && findProvince(city.provinceCode) !== undefined;
}

const region = z
  .string()
  .regex(/^\d{6}$/, '地区代码应为6位数字')
  .refine(isSubscribableRegion, '请选择列表中的省份或城市');
const ids = (what: string) => z.array(IdSchema).max(20, `${what}最多选择20个`).default([]);

export const SUBSCRIPTION_KEYWORD_MAX = 10;
export const SubscriptionConditionsSchema = z
  .object({
    regions: z.array(region).max(10, '地区最多选择10个').default([]),
    labels: ids('政策标签'),
    types: ids('政策类型'),
    agencies: ids('发文机关'),
    industries: ids('行业'),
    keywords: z
      .array(z.string().trim().min(1, '关键词不能为空').max(20, '每个关键词不超过20个字'))
      .max(SUBSCRIPTION_KEYWORD_MAX, `关键词最多${SUBSCRIPTION_KEYWORD_MAX}个`)
      .default([]),
  })
  .refine(
    (c) =>
      c.regions.length +
        c.labels.length +
        c.types.length +
        c.agencies.length +
        c.industries.length +
        c.keywords.length >
      0,
    {
      message: '请至少设置一个订阅条件',
    },
  );
export type SubscriptionConditions = z.output<typeof SubscriptionConditionsSchema>;

const name = z.string().trim().min(1, '请输入订阅名称').max(30, '订阅名称不超过30个字');

export const AddSubscriptionSchema = z.object({ name, conditions: SubscriptionConditionsSchema });
export const EditSubscriptionSchema = z.object({ id: IdSchema, name, conditions: SubscriptionConditionsSchema });
export const PauseSubscriptionSchema = z.object({ id: IdSchema, paused: z.boolean() });
export const DelSubscriptionSchema = z.object({ id: IdSchema });
export const EmptyQuerySchema = z.object({}).strip();
export const PreviewSubscriptionSchema = z.object({ conditions: SubscriptionConditionsSchema });

const pageSize = intLike.pipe(
  z.number().refine((n) => n === 10 || (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
    message: `每页条数应为 10、${PAGE_SIZE_OPTIONS.join('、')} 之一`,
  }),
);
const page = intLike.pipe(z.number().min(1, '页码须大于0').max(10_000, '页码过大'));
export const ListSubscriptionSchema = z.object({
  page: page.default(1),
  page_size: pageSize.default(PAGE_SIZE_DEFAULT),
});

export const PushListSchema = z.object({
  page: page.default(1),
  page_size: pageSize.default(PAGE_SIZE_DEFAULT),
  /** Only pushes of this subscription. */
  subscription_id: IdSchema.optional(),
  is_read: z.enum(['0', '1', 'all']).default('all'),
});
export const ReadPushSchema = z.object({ id: IdSchema });

/** A named value of a condition, so the list shows 上海市, not 310000. */
export interface NamedValue {
  value: string;
  name: string;
}

export interface SubscriptionItem {
  id: number;
  name: string;
  conditions: SubscriptionConditions;
  /** The conditions by name for display, per dimension. */
  condition_names: {
    regions: string[];
    labels: string[];
    types: string[];
    agencies: string[];
    industries: string[];
    keywords: string[];
  };
  paused: boolean;
  push_count: number;
  unread_count: number;
  create_time: string;
  update_time: string;
}

export interface SubscriptionListResult {
  list: SubscriptionItem[];
  current: number;
  pageSize: number;
  total: number;
  /** The level's limit (null: unlimited) and how many the user has. */
  limit: number | null;
  used: number;
}

export interface PolicyBrief {
  id: number;
  title: string;
  doc_no: string;
  agency_name: string;
  region_name: string;
  publish_date: string;
}

export interface PreviewResult {
  /** Policies published in the last 30 days that the conditions match, newest first (at most 10 shown). */
  total: number;
  list: PolicyBrief[];
  days: number;
  /** More candidates than one preview reads: `total` is a lower bound. */
  capped: boolean;
}

export interface OptionItem {
  id: number;
  name: string;
}

/** The choices of the subscription form. */
export interface SubscriptionOptions {
  /** 全国 ('000000') and the 26 provinces, each with its cities. */
  regions: { code: string; name: string; cities: { code: string; name: string }[] }[];
  types: OptionItem[];
  labels: OptionItem[];
  industries: OptionItem[];
  agencies: OptionItem[];
}

/**
 * The 申报项目 a pushed 申报通知 became (projects.policy_id): where to apply and by when. `closed` is true once
 * China's today is past `apply_end` (已截止); a round not yet open still counts as not closed.
 */
export const PushProjectSchema = z.object({
  id: z.number().int().positive(),
  apply_end: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD'),
  closed: z.boolean(),
});
export type PushProject = z.infer<typeof PushProjectSchema>;

export interface PushItem {
  id: number;
  is_read: 0 | 1;
  /** Pushed when the subscription was saved, from the last 30 days (not as the policy was published). */
  backfill: boolean;
  subscription_id: number | null;
  subscription_name: string;
  policy: PolicyBrief;
  /** The pushed policy's project, when it is a 申报通知 with a published one; else null. */
  project: PushProject | null;
  create_time: string;
}

/** The personal centre dashboard's figures (/user/index). */
export interface CentreCounts {
  collections: number;
  subscriptions: number;
  unread_pushes: number;
  unread_messages: number;
  orders: number;
  downloads: number;
}

export const CentreArticlesSchema = z.object({
  /** The reader's province (the header's city selector); '' or '000000' for nationwide. */
  province: z
    .string()
    .regex(/^(\d{6})?$/, '地区代码应为6位数字')
    .default(''),
});

export interface CentreArticles {
  /** The newest policies pushed to the user. */
  pushed: (PolicyBrief & { push_id: number; is_read: 0 | 1 })[];
  /** The newest policies of the reader's province and national ones. */
  regional: PolicyBrief[];
}

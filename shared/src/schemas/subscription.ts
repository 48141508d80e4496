import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '../constants.ts';
import { IdSchema, intLike } from './common.ts';
import {
  SubscriptionConditionsSchema,
  type ChoiceDimension,
  type DimensionValue,
  type SubscriptionConditions,
  type SubscriptionDimension,
} from './subscription-conditions.ts';

/**
 * Policy subscriptions (政策订阅) and pushes (政策推送). A subscription is a named set of conditions, one list
 * per dimension of subscription-conditions.ts; keywords are segmented like search queries.
 */
export { SubscriptionConditionsSchema, type SubscriptionConditions } from './subscription-conditions.ts';

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
  condition_names: Record<SubscriptionDimension, string[]>;
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

export interface OptionItem<V = number> {
  id: V;
  name: string;
}

/** The choices of the subscription form. */
export type SubscriptionOptions = {
  /** 全国 ('000000') and the 26 provinces, each with its cities. */
  regions: { code: string; name: string; cities: { code: string; name: string }[] }[];
} & { [K in ChoiceDimension]: OptionItem<DimensionValue<K>>[] };

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

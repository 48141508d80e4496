import { z } from 'zod';
import type { PolicyFilter } from '../filters.ts';
import { findCity, findProvince, SELECTOR_PROVINCES } from '../regions.ts';
import { IdSchema } from './common.ts';
import { POLICY_LEVEL_NAMES, POLICY_LEVELS, type PolicyLevelValue } from './policy.ts';

/**
 * The subscribable dimensions of a policy, declared once (issue 29): the conditions' schema, their types, the
 * form's fields and the list's tags are built from this table, and the API derives its side (term letters, a
 * policy's values, the preview's SQL) from it and the policy kind's declaration (api/src/modules/push/dimensions.ts).
 * A policy matches a subscription when, for every dimension the subscription fills, it has one of its values.
 * The table's order is the form's and the list's order.
 */

/** The policy-list filter fields (PolicyFilter) that hold a list of values of type V. */
type ListFieldFor<V> = {
  [K in keyof PolicyFilter]: PolicyFilter[K] extends readonly (infer E)[] ? ([V] extends [E] ? K : never) : never;
}[keyof PolicyFilter];

export interface DimensionSpec<V> {
  /** The form's label, and the name in validation messages. */
  label: string;
  /** The tag of the subscription list. */
  short: string;
  placeholder: string;
  /** The line under the form field. */
  hint?: string;
  max: number;
  /** The message past `max` (default `${label}最多选择${max}个`). */
  tooMany?: string;
  value: z.ZodType<V>;
  /** How the form asks for it: the region tree, free keywords, or a list of choices (the default). */
  input?: 'region' | 'keyword';
  /** The policy-list filter field taking the same values: the API matches and previews through its declaration. */
  filter?: ListFieldFor<V>;
  /** Fixed values with their names; without it the API lists the choices (labels, agencies). */
  choices?: Readonly<Record<V & string, string>>;
}

function dimension<V>(d: DimensionSpec<V>): DimensionSpec<V> {
  return d;
}

/** 全国 is '000000' (national policies); the others are the selector's 26 provinces and their cities. */
const SELECTOR_CODES = new Set(SELECTOR_PROVINCES.map((p) => (p.id === 0 ? '000000' : String(p.id))));
export function isSubscribableRegion(code: string): boolean {
  if (SELECTOR_CODES.has(code)) return true;
  const city = findCity(code);
  return city !== undefined && SELECTOR_CODES.has(city.provinceCode) && findProvince(city.provinceCode) !== undefined;
}

export const SUBSCRIPTION_KEYWORD_MAX = 10;

export const SUBSCRIPTION_DIMENSIONS = {
  regions: dimension({
    label: '地区',
    short: '地区',
    placeholder: '不限地区',
    hint: '可选省份或城市，选“全国”接收国家级政策',
    max: 10,
    value: z
      .string()
      .regex(/^\d{6}$/, '地区代码应为6位数字')
      .refine(isSubscribableRegion, '请选择列表中的省份或城市'),
    input: 'region',
  }),
  keywords: dimension({
    label: '关键词',
    short: '关键词',
    placeholder: '如：集成电路、研发费用',
    hint: '输入后按回车添加，最多10个；与政策检索使用相同的分词',
    max: SUBSCRIPTION_KEYWORD_MAX,
    tooMany: `关键词最多${SUBSCRIPTION_KEYWORD_MAX}个`,
    value: z.string().trim().min(1, '关键词不能为空').max(20, '每个关键词不超过20个字'),
    input: 'keyword',
  }),
  levels: dimension({
    label: '政策级别',
    short: '级别',
    placeholder: '不限级别',
    max: POLICY_LEVELS.length,
    // A custom rule, so its message stands alone (zod-locale.ts) like the regions' one.
    value: z.custom<PolicyLevelValue>(
      (v) => (POLICY_LEVELS as readonly unknown[]).includes(v),
      '请选择列表中的政策级别',
    ),
    filter: 'levels',
    choices: POLICY_LEVEL_NAMES,
  }),
  types: dimension({
    label: '政策类型',
    short: '类型',
    placeholder: '不限类型',
    max: 20,
    value: IdSchema,
    filter: 'types',
  }),
  industries: dimension({
    label: '行业',
    short: '行业',
    placeholder: '不限行业',
    max: 20,
    value: IdSchema,
    filter: 'labels',
  }),
  labels: dimension({
    label: '政策标签',
    short: '标签',
    placeholder: '不限标签',
    max: 20,
    value: IdSchema,
    filter: 'labels',
  }),
  agencies: dimension({
    label: '发文机关',
    short: '发文机关',
    placeholder: '不限机关，可输入名称搜索',
    max: 20,
    value: IdSchema,
    filter: 'agencies',
  }),
};

type Dimensions = typeof SUBSCRIPTION_DIMENSIONS;
export type SubscriptionDimension = keyof Dimensions;
/** The value type of a dimension's conditions. */
export type DimensionValue<K extends SubscriptionDimension> = Dimensions[K] extends DimensionSpec<infer V> ? V : never;
export const SUBSCRIPTION_DIMENSION_KEYS = Object.keys(SUBSCRIPTION_DIMENSIONS) as SubscriptionDimension[];
/** The dimensions chosen from a list (all but the region tree and free keywords). */
export type ChoiceDimension = Exclude<SubscriptionDimension, 'regions' | 'keywords'>;

/** Any row of the table, for code that walks them all. */
export type AnyDimensionSpec = Omit<DimensionSpec<unknown>, 'filter' | 'choices'> & {
  filter?: keyof PolicyFilter;
  choices?: Readonly<Record<string, string>>;
};
export function dimensionSpec(k: SubscriptionDimension): AnyDimensionSpec {
  return SUBSCRIPTION_DIMENSIONS[k] as AnyDimensionSpec;
}

export const CHOICE_DIMENSIONS = SUBSCRIPTION_DIMENSION_KEYS.filter(
  (k) => dimensionSpec(k).input === undefined,
) as ChoiceDimension[];

type ConditionsShape = {
  [K in SubscriptionDimension]: z.ZodDefault<z.ZodArray<z.ZodType<DimensionValue<K>>>>;
};
const shape = Object.fromEntries(
  SUBSCRIPTION_DIMENSION_KEYS.map((k) => {
    const d = dimensionSpec(k);
    return [
      k,
      z
        .array(d.value)
        .max(d.max, d.tooMany ?? `${d.label}最多选择${d.max}个`)
        .default([]),
    ];
  }),
) as unknown as ConditionsShape;

/** Stored conditions without a dimension added later parse with it empty: rows are never migrated. */
export const SubscriptionConditionsSchema = z
  .object(shape)
  .refine((c) => SUBSCRIPTION_DIMENSION_KEYS.some((k) => c[k].length > 0), { message: '请至少设置一个订阅条件' });
export type SubscriptionConditions = z.output<typeof SubscriptionConditionsSchema>;

export const EMPTY_CONDITIONS = Object.fromEntries(
  SUBSCRIPTION_DIMENSION_KEYS.map((k) => [k, []]),
) as unknown as SubscriptionConditions;

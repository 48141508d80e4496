import { z } from 'zod';
import type { CityOption } from '../regions.ts';
import { intLike } from './common.ts';

/** Label kinds: 行业 (a two-level tree), 政策类型, 专题. */
export const LABEL_KINDS = ['industry', 'policy_type', 'topic'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

const kind = z.enum(LABEL_KINDS, { message: '标签类型无效，可选值：industry、policy_type、topic' });

/**
 * `other/label_lists`: the labels of one kind as a flat list. Without `parent_id` every label of the kind;
 * `parent_id=0` only the top level; `parent_id=N` the children of label N.
 */
export const LabelListsQuerySchema = z
  .object({
    kind: kind.default('industry'),
    parent_id: intLike.pipe(z.number().min(0, '上级标签ID无效')).optional(),
  })
  .strip();
export type LabelListsQuery = z.output<typeof LabelListsQuerySchema>;

/** `other/get_label_tree`: the whole tree of one kind. */
export const LabelTreeQuerySchema = z.object({ kind: kind.default('industry') }).strip();

export interface LabelItem {
  id: number;
  name: string;
  kind: LabelKind;
  /** 0 for a top-level label. */
  parent_id: number;
  sort: number;
}

export interface LabelNode {
  id: number;
  name: string;
  children: LabelNode[];
}

/** `other/get_map_label_lists` takes no input. */
export const MapLabelListsQuerySchema = z.object({}).strip();

/** One province on the China map; `name` is the ECharts map name (广东, 内蒙古, 新疆). */
export interface MapProvinceCount {
  code: string;
  name: string;
  policy_count: number;
  company_count: number;
}

export interface MapLabelListsResult {
  list: MapProvinceCount[];
  /** National policies apply everywhere and belong to no province. */
  national_policy_count: number;
}

/** `other/get_ip_address` takes no input: the caller's address is the input. */
export const IpAddressQuerySchema = z.object({}).strip();

/**
 * The caller's region: `{id, name}` is an entry of SELECTOR_PROVINCES (全国 id 0 when the address is private,
 * foreign, unknown or in a province outside the selector); `city` is the city option when the city is known.
 */
export interface IpAddressResult {
  id: number;
  name: string;
  city: CityOption | null;
}

import type { CompanyFilter } from '@aikc/shared/filters';
import { rangeFacet, stringListFacet, type FacetSpec } from '../../features/search/facet-model.ts';

/** The company list's facet rows below the region row. */
export const COMPANY_FACETS: FacetSpec<CompanyFilter>[] = [
  stringListFacet<CompanyFilter, 'industries'>('industry', '所属行业', 'industries'),
  stringListFacet<CompanyFilter, 'tags'>('tag', '资质荣誉', 'tags'),
  stringListFacet<CompanyFilter, 'statuses'>('status', '经营状态', 'statuses'),
  rangeFacet<CompanyFilter, 'capitalMin', 'capitalMax'>('capital', '注册资本', 'capitalMin', 'capitalMax', '万元'),
];

/** Founding-date shortcuts: established within N years, or N years and more. */
export const FOUNDED_PRESETS = [
  { label: '1年内', years: [0, 1] },
  { label: '1-3年', years: [1, 3] },
  { label: '3-5年', years: [3, 5] },
  { label: '5-10年', years: [5, 10] },
  { label: '10年以上', years: [10, null] },
] as const;

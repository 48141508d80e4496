import type { PolicyFilter } from '@aikc/shared/filters';
import { POLICY_LEVEL_NAMES } from '@aikc/shared/schemas/policy';
import { enumFacet, idListFacet, stringListFacet, type FacetSpec } from '../../features/search/facet-model.ts';

/** The policy list's facet rows below the region row, in display order. */
export const POLICY_FACETS: FacetSpec<PolicyFilter>[] = [
  stringListFacet<PolicyFilter, 'levels'>('level', '政策层级', 'levels', POLICY_LEVEL_NAMES),
  idListFacet<PolicyFilter, 'types'>('type', '政策类型', 'types'),
  idListFacet<PolicyFilter, 'labels'>('label', '行业领域', 'labels'),
  idListFacet<PolicyFilter, 'agencies'>('agency', '发文机构', 'agencies'),
  enumFacet<PolicyFilter, 'validity'>('validity', '效力状态', 'validity', { valid: '有效', expired: '已失效' }),
];

/** Colours of the level tags, highest level first. */
export const LEVEL_COLORS: Record<string, string> = {
  national: 'red',
  provincial: 'orange',
  municipal: 'blue',
  district: 'cyan',
};

import type { ProjectFilter } from '@aikc/shared/filters';
import { POLICY_LEVEL_NAMES } from '@aikc/shared/schemas/policy';
import { PROJECT_STATUS_NAMES, type ProjectListItem } from '@aikc/shared/schemas/project';
import {
  enumFacet,
  idListFacet,
  rangeFacet,
  stringListFacet,
  type FacetSpec,
} from '../../features/search/facet-model.ts';

/** The project list's facet rows below the region row. */
const STATUS_ORDER = ['open', 'upcoming', 'closed'];

export const PROJECT_FACETS: FacetSpec<ProjectFilter>[] = [
  {
    ...enumFacet<ProjectFilter, 'status'>('status', '申报状态', 'status', PROJECT_STATUS_NAMES),
    compare: (a, b) => STATUS_ORDER.indexOf(a) - STATUS_ORDER.indexOf(b),
  },
  stringListFacet<ProjectFilter, 'levels'>('level', '项目层级', 'levels', POLICY_LEVEL_NAMES),
  idListFacet<ProjectFilter, 'types'>('type', '项目类型', 'types'),
  idListFacet<ProjectFilter, 'labels'>('label', '行业领域', 'labels'),
  rangeFacet<ProjectFilter, 'amountMin', 'amountMax'>('amount', '扶持金额', 'amountMin', 'amountMax', '万元'),
];

/** Tag colour of a declaration status. */
export const STATUS_COLORS: Record<string, string> = { upcoming: 'gold', open: 'green', closed: 'default' };

/** 剩余N天 / 今日截止 / 未开始 / 已截止: the deadline in words. */
export function deadlineText(p: Pick<ProjectListItem, 'status' | 'days_left' | 'apply_start'>): string {
  if (p.status === 'upcoming') return `${p.apply_start} 开始申报`;
  if (p.status === 'closed' || p.days_left === null) return '申报已截止';
  return p.days_left === 0 ? '今日截止' : `距截止还剩 ${p.days_left} 天`;
}

import { POLICY_LEVEL_NAMES } from '@aikc/shared/schemas/policy';
import type { ProjectDetail, ProjectListItem } from '@aikc/shared/schemas/project';
import { highlight, snippet, type TextQuery } from '@aikc/search';
import { sanitizeBody } from '../../lib/sanitize-body.ts';
import { regionFullName } from '@aikc/shared/regions';
import type { ProjectRowFull } from './service.ts';
import { daysLeft, projectStatus, projectStatusName } from '@aikc/shared/project-status';

export function presentProjectItem(
  r: ProjectRowFull & { snippetSource?: string },
  today: string,
  q: TextQuery | null = null,
): ProjectListItem {
  const terms = q?.terms ?? [];
  const status = projectStatus(r.apply_start, r.apply_end, today);
  return {
    id: r.id,
    title: r.title,
    title_html: highlight(r.title, terms),
    snippet_html: snippet(r.snippetSource ?? r.support_text, terms),
    department: r.department,
    level: r.level,
    level_name: POLICY_LEVEL_NAMES[r.level] ?? r.level,
    region_name: regionFullName(r.region_code),
    type: { id: r.type_id, name: r.type_name },
    labels: r.labels,
    support_text: r.support_text,
    support_max: r.support_max,
    apply_start: r.apply_start,
    apply_end: r.apply_end,
    status,
    status_name: projectStatusName(status),
    days_left: daysLeft(r.apply_end, today),
  };
}

export function presentProjectDetail(r: ProjectRowFull, today: string, policy: ProjectDetail['policy']): ProjectDetail {
  const { title_html: _t, snippet_html: _s, ...item } = presentProjectItem(r, today);
  return {
    ...item,
    agency: r.agency_name,
    publish_date: r.publish_date,
    support_min: r.support_min,
    conditions_html: sanitizeBody(r.conditions_html),
    materials_html: sanitizeBody(r.materials_html),
    body_html: sanitizeBody(r.body_html),
    contact: r.contact,
    view_count: r.view_count,
    demo: r.is_demo === 1,
    policy,
  };
}

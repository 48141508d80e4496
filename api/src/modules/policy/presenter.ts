import {
  POLICY_LEVEL_NAMES,
  type AttachmentItem,
  type PolicyListItem,
  type PolicyRef,
  type ProjectRef,
} from '@aikc/shared/schemas/policy';
import { highlight, snippet, type TextQuery } from '@aikc/search';
import { regionFullName } from '@aikc/shared/regions';
import { projectStatus, projectStatusName } from '@aikc/shared/project-status';
import type { PolicyListRow } from './service.ts';

export function validityOf(expireDate: string | null, today: string): 'valid' | 'expired' {
  return expireDate !== null && expireDate < today ? 'expired' : 'valid';
}

/** A policy in a list, with the query's words highlighted in title and snippet. */
export function presentPolicyItem(
  r: Omit<PolicyListRow, 'snippetSource'> & { snippetSource?: string },
  today: string,
  q: TextQuery | null = null,
): PolicyListItem {
  const terms = q?.terms ?? [];
  const validity = validityOf(r.expire_date, today);
  return {
    id: r.id,
    title: r.title,
    title_html: highlight(r.title, terms),
    snippet_html: snippet(r.snippetSource ?? r.summary, terms),
    doc_no: r.doc_no,
    agency: r.agency_name,
    level: r.level,
    level_name: POLICY_LEVEL_NAMES[r.level] ?? r.level,
    region_code: r.region_code,
    region_name: regionFullName(r.region_code),
    type: { id: r.type_id, name: r.type_name },
    labels: r.labels,
    publish_date: r.publish_date,
    validity,
    validity_name: validity === 'valid' ? '有效' : '已失效',
    reprints: r.reprints.map((x) => ({
      agency: x.agency_name,
      region_name: regionFullName(x.region_code),
      doc_no: x.doc_no,
      publish_date: x.publish_date,
    })),
  };
}

export function presentPolicyRef(r: {
  id: number;
  title: string;
  publish_date: string;
  agency_name: string;
}): PolicyRef {
  return { id: r.id, title: r.title, publish_date: r.publish_date, agency: r.agency_name };
}

export function presentProjectRef(
  r: { id: number; title: string; apply_start: string; apply_end: string },
  today: string,
): ProjectRef {
  const status = projectStatus(r.apply_start, r.apply_end, today);
  return {
    id: r.id,
    title: r.title,
    apply_start: r.apply_start,
    apply_end: r.apply_end,
    status,
    status_name: projectStatusName(status),
  };
}

export function presentAttachment(a: {
  id: number;
  name: string;
  file_type: string;
  size_bytes: number;
}): AttachmentItem {
  return { id: a.id, name: a.name, file_type: a.file_type, size_bytes: a.size_bytes };
}

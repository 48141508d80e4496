import { z } from 'zod';
import { PolicyFilterSchema } from '../filters.ts';
import { IdSchema } from './common.ts';
import { strictFilterSchema, type Highlighted } from './search.ts';

export const POLICY_LEVELS = ['national', 'provincial', 'municipal', 'district'] as const;
export type PolicyLevelValue = (typeof POLICY_LEVELS)[number];
export const POLICY_LEVEL_NAMES: Record<PolicyLevelValue, string> = {
  national: '国家级',
  provincial: '省级',
  municipal: '市级',
  district: '区县级',
};

/** Body of `policy/lists`: the decoded `:s` filter object, strictly validated. */
export const PolicyListBodySchema = strictFilterSchema(PolicyFilterSchema);
export const DetailQuerySchema = z.object({ id: IdSchema });
export const AttachmentQuerySchema = z.object({ id: IdSchema });

/** A verbatim reprint (转发) of a policy by another agency, shown under the policy it reprints. */
export interface ReprintRef {
  agency: string;
  region_name: string;
  doc_no: string;
  publish_date: string;
}

export interface LabelRef {
  id: number;
  name: string;
}

/** A policy in a list. `validity` is computed against today in CST. */
export interface PolicyListItem extends Highlighted {
  id: number;
  title: string;
  doc_no: string;
  agency: string;
  level: PolicyLevelValue;
  level_name: string;
  region_code: string;
  region_name: string;
  type: LabelRef;
  labels: LabelRef[];
  publish_date: string;
  validity: 'valid' | 'expired';
  validity_name: string;
  /** Verbatim reprints by other agencies (另有 N 个地区转发), oldest first; empty for most policies. */
  reprints: ReprintRef[];
}

export interface AttachmentItem {
  id: number;
  name: string;
  file_type: string;
  size_bytes: number;
}

export interface InterpretationRef {
  id: number;
  title: string;
  source: string;
  publish_date: string;
}

export interface PolicyRef {
  id: number;
  title: string;
  publish_date: string;
  agency: string;
}

export interface ProjectRef {
  id: number;
  title: string;
  apply_start: string;
  apply_end: string;
  status: 'upcoming' | 'open' | 'closed';
  status_name: string;
}

export interface PolicyDetail extends Omit<PolicyListItem, 'title_html' | 'snippet_html'> {
  /** Generated demo data (示例数据), shown as such on the page; false for real rows. */
  demo: boolean;
  agency_id: number;
  effective_date: string;
  expire_date: string;
  summary: string;
  /** Sanitised on the server (allow-list); safe to render as HTML. */
  body_html: string;
  /** 原文链接: the official page, '' when not known. */
  source_url: string;
  /** A real national document of the reference layer (not generated, not imported). */
  is_reference: boolean;
  /** The stated validity (现行有效 / 已修订 / 已废止), '' when not stated. */
  doc_status: string;
  /** 成文日期, '' when not known. */
  written_date: string;
  /** The document that replaced this one, when it is in the portal. */
  replaced_by: PolicyRef | null;
  view_count: number;
  attachments: AttachmentItem[];
  interpretations: InterpretationRef[];
  related_policies: PolicyRef[];
  open_projects: ProjectRef[];
}

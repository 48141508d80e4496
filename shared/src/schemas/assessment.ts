import { z } from 'zod';
import { IdSchema, PaginationQuerySchema } from './common.ts';
import { ASSESSMENT_KINDS, RULE_SET_IDS } from '../rules/rule-sets.ts';
import type { AssessmentKind, AssessmentResult, Verdict } from '../rules/types.ts';

/** Supporting documents of an assessment: pdf, doc, docx, xls, xlsx, jpg, png; at most 20 MB. */
export const EVALUATE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const EVALUATE_FILE_EXTS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'png'] as const;
export const EVALUATE_FILE_NAME_MAX = 80;

const KindSchema = z.enum(ASSESSMENT_KINDS, { error: '测评类型有误' });
const RuleSetSchema = z.enum(RULE_SET_IDS as [string, ...string[]], { error: '评价标准版本有误' });

/** The figures arrive as one object; the kind's own schema (rules/*-input.ts) checks them field by field. */
const InputObject = z.record(z.string(), z.unknown(), { error: '请填写测评内容' });

export const AssessmentDraftSaveSchema = z.object({
  kind: KindSchema,
  rule_set: RuleSetSchema.optional(),
  input: InputObject,
});
export const AssessmentDraftGetSchema = z.object({ kind: KindSchema });
export const AssessmentSubmitSchema = z.object({
  kind: KindSchema,
  rule_set: RuleSetSchema.optional(),
  company_id: IdSchema.optional(),
  company_name: z.string().trim().max(100, '企业名称不能超过100个字').optional(),
  input: InputObject,
});
export const AssessmentIdSchema = z.object({ id: IdSchema });
export const AssessmentListSchema = PaginationQuerySchema;

/** A render's stages (the renderer's, then saving): what the PDF button shows while its request waits. */
export type RenderStage = 'queued' | 'rendering' | 'printing' | 'saving';

/** GET EvaluateApi.pdfProgress: the caller's PDF render of this result; 'idle' when none is under way. */
export interface EvaluatePdfProgress {
  stage: RenderStage | 'idle';
  /** Renders ahead of it in the one render queue (queued only). */
  ahead: number;
}

export interface AssessmentDraft {
  kind: AssessmentKind;
  rule_set: string | null;
  input: Record<string, unknown>;
  updated_at: string;
}

export interface AssessmentFileItem {
  id: number;
  name: string;
  ext: string;
  size: number;
  created_at: string;
}

export interface AssessmentDetail {
  id: number;
  kind: AssessmentKind;
  rule_set: string;
  company_name: string;
  created_at: string;
  /** The day the rules were applied (CST). */
  as_of: string;
  input: Record<string, unknown>;
  result: AssessmentResult;
  files: AssessmentFileItem[];
}

export interface AssessmentListItem {
  id: number;
  kind: AssessmentKind;
  kind_title: string;
  rule_set: string;
  rule_set_title: string;
  company_name: string;
  score: number | null;
  verdict: Verdict;
  created_at: string;
}

/** Where a 400 points: the field of the form it concerns (path joined by '.'), with the same message. */
export interface AssessmentFieldError {
  field: string;
}

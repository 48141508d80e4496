import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { EvaluateApi, UserApi } from '@aikc/shared/api-paths';
import type { AssessmentKind } from '@aikc/shared/rules/types';
import type {
  AssessmentDetail,
  AssessmentDraft,
  AssessmentFileItem,
  AssessmentListItem,
} from '@aikc/shared/schemas/assessment';
import type { Page } from '@aikc/shared/schemas/common';
import { httpGet, httpPost, httpUpload } from '../../../lib/http.ts';

/** Under `['user', …]` so a logout forgets them with the rest of the user's data. */
export const assessmentKeys = {
  all: ['user', 'assessments'] as const,
  draft: (kind: AssessmentKind) => [...assessmentKeys.all, 'draft', kind] as const,
  result: (id: number) => [...assessmentKeys.all, 'result', id] as const,
  list: (page: number, pageSize: number) => [...assessmentKeys.all, 'list', page, pageSize] as const,
};

export function draftQuery(kind: AssessmentKind) {
  return queryOptions({
    queryKey: assessmentKeys.draft(kind),
    queryFn: ({ signal }) => httpGet<AssessmentDraft | null>(EvaluateApi.getDraft, { kind }, { signal, silent: true }),
    staleTime: Infinity,
    retry: false,
  });
}

/** The caller's own result; someone else's id answers 404 (the page then shows the invalid-link page). */
export function resultQuery(id: number) {
  return queryOptions({
    queryKey: assessmentKeys.result(id),
    queryFn: ({ signal }) => httpGet<AssessmentDetail>(EvaluateApi.result, { id }, { signal, silent: true }),
    retry: false,
  });
}

export function assessmentListQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: assessmentKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      httpGet<Page<AssessmentListItem>>(EvaluateApi.list, { page, page_size: pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function saveDraft(kind: AssessmentKind, ruleSet: string, input: Record<string, unknown>) {
  return httpPost<{ saved: boolean }>(EvaluateApi.saveDraft, { kind, rule_set: ruleSet, input }, { silent: true });
}

export function submitAssessment(body: {
  kind: AssessmentKind;
  rule_set: string;
  input: Record<string, unknown>;
  company_id?: number;
  company_name?: string;
}) {
  return httpPost<{ id: number }>(EvaluateApi.submit, body);
}

export function uploadEvaluateFile(assessmentId: number, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('name', file.name);
  form.append('assessment_id', String(assessmentId));
  form.append('file', file);
  return httpUpload<AssessmentFileItem>(UserApi.uploadEvaluateFile, form, { onProgress });
}

export function deleteEvaluateFile(id: number) {
  return httpPost<{ deleted: boolean }>(EvaluateApi.delFile, { id });
}

import type { Selectable } from 'kysely';
import type {
  AssessmentDetail,
  AssessmentDraft,
  AssessmentFileItem,
  AssessmentListItem,
} from '@aikc/shared/schemas/assessment';
import { KIND_TITLES, RULE_SETS, isRuleSetId } from '@aikc/shared/rules/rule-sets';
import type { AssessmentKind, AssessmentResult, Verdict } from '@aikc/shared/rules/types';
import type { AssessmentDraftsTable, AssessmentFilesTable, AssessmentsTable } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';

export function presentFile(f: Selectable<AssessmentFilesTable>): AssessmentFileItem {
  return {
    id: f.id,
    name: f.name,
    ext: f.ext,
    size: Number(f.size_bytes),
    created_at: formatDateTime(Number(f.created_at)),
  };
}

export function presentDetail(
  a: Selectable<AssessmentsTable>,
  files: Selectable<AssessmentFilesTable>[],
): AssessmentDetail {
  return {
    id: a.id,
    kind: a.kind as AssessmentKind,
    rule_set: a.rule_set,
    company_name: a.company_name,
    created_at: formatDateTime(Number(a.created_at)),
    as_of: a.as_of,
    input: JSON.parse(a.input_json) as Record<string, unknown>,
    result: JSON.parse(a.result_json) as AssessmentResult,
    files: files.map(presentFile),
  };
}

export function presentListItem(
  a: Pick<
    Selectable<AssessmentsTable>,
    'id' | 'kind' | 'rule_set' | 'company_name' | 'score' | 'verdict' | 'created_at'
  >,
): AssessmentListItem {
  const kind = a.kind as AssessmentKind;
  return {
    id: a.id,
    kind,
    kind_title: KIND_TITLES[kind] ?? a.kind,
    rule_set: a.rule_set,
    rule_set_title: isRuleSetId(a.rule_set) ? RULE_SETS[a.rule_set].info.title : a.rule_set,
    company_name: a.company_name,
    score: a.score === null ? null : Number(a.score),
    verdict: a.verdict as Verdict,
    created_at: formatDateTime(Number(a.created_at)),
  };
}

export function presentDraft(d: Selectable<AssessmentDraftsTable>): AssessmentDraft {
  return {
    kind: d.kind as AssessmentKind,
    rule_set: d.rule_set,
    input: JSON.parse(d.input_json) as Record<string, unknown>,
    updated_at: formatDateTime(Number(d.updated_at)),
  };
}

import type { z } from 'zod';
import type { AssessmentKind, AssessmentResult, RuleSetInfo } from './types.ts';
import { GAOXIN_2016, evaluateGaoxin } from './gaoxin.ts';
import { GAOXIN_REQUIRED, gaoxinInputSchema, type GaoxinInput } from './gaoxin-input.ts';
import { CXXZX_2022, evaluateCxxzx } from './cxxzx.ts';
import { ZJTX_2022, evaluateZjtx2022 } from './zjtx-2022.ts';
import { ZJTX_2026, evaluateZjtx2026 } from './zjtx-2026.ts';
import { XJR_2022, XJR_2026, evaluateXjr2022, evaluateXjr2026 } from './xjr.ts';
import { zhuanjingInputSchema, type ZhuanjingField, type ZhuanjingInput } from './zhuanjing-input.ts';

export const ASSESSMENT_KINDS = ['gaoxin', 'cxxzx', 'zjtx', 'xjr'] as const satisfies readonly AssessmentKind[];
export const KIND_TITLES: Record<AssessmentKind, string> = {
  gaoxin: '高新技术企业',
  cxxzx: '创新型中小企业',
  zjtx: '专精特新中小企业',
  xjr: '专精特新“小巨人”企业',
};

interface RuleSetDef<I> {
  info: RuleSetInfo;
  /** The input fields it reads, in form order (the rest of the input is ignored). */
  fields: readonly string[];
  evaluate: (input: I, asOf: string) => AssessmentResult;
}

const ZJ_BASE: readonly ZhuanjingField[] = ['revenue', 'mainRevenue', 'rd'];

/** A 梯度培育 rule set's fields in form order, frozen; a misspelt name is a compile error (no cast). */
const zj = (...fields: (ZhuanjingField | readonly ZhuanjingField[])[]): readonly ZhuanjingField[] =>
  Object.freeze(fields.flat());

/** Every rule set by id. Add a new version here with its effective date; never edit one that has been used. */
export const RULE_SETS = {
  'gaoxin-2016': {
    info: GAOXIN_2016,
    fields: GAOXIN_REQUIRED,
    evaluate: (i: GaoxinInput, asOf: string) => evaluateGaoxin(i, asOf),
  },
  'cxxzx-2022': {
    info: CXXZX_2022,
    fields: zj(
      'isSme',
      'notListed',
      'productsAllowed',
      'noIncidents',
      ZJ_BASE,
      'liabilities',
      'assets',
      'ipGrade',
      'strategicEmerging',
      'sciTechAward',
      'techTitle',
      'provincialRdCentre',
      'equity3y',
    ),
    evaluate: (i: ZhuanjingInput) => evaluateCxxzx(i),
  },
  'zjtx-2022': {
    info: ZJTX_2022,
    fields: zj(
      'nicheYears',
      ZJ_BASE,
      'equity2y',
      'netProfit',
      'liabilities',
      'assets',
      'staffTotal',
      'rdStaff',
      'productField',
      'digitalLevel',
      'qualityItems',
      'featurePts',
      'ipGrade',
      'rdInstitution',
    ),
    evaluate: (i: ZhuanjingInput) => evaluateZjtx2022(i),
  },
  'zjtx-2026': {
    info: ZJTX_2026,
    fields: zj(
      'hasInnovativeTitle',
      'nicheYears',
      ZJ_BASE,
      'equity2y',
      'liabilities',
      'assets',
      'class1Count',
      'awardTop3',
      'rdInstitution',
      'leadingShare',
      'devScore',
    ),
    evaluate: (i: ZhuanjingInput, asOf: string) => evaluateZjtx2026(i, asOf),
  },
  'xjr-2022': {
    info: XJR_2022,
    fields: zj(
      'nicheYears',
      ZJ_BASE,
      'liabilities',
      'assets',
      'equity2y',
      'staffTotal',
      'rdStaff',
      'class1Count',
      'marketShare10',
    ),
    evaluate: (i: ZhuanjingInput, asOf: string) => evaluateXjr2022(i, asOf),
  },
  'xjr-2026': {
    info: XJR_2026,
    fields: zj(
      'isZjtx',
      'nicheYears',
      ZJ_BASE,
      'liabilities',
      'assets',
      'class1Count',
      'nationalAwardTop3',
      'marketTop',
      'sixBases',
      'devScore',
    ),
    evaluate: (i: ZhuanjingInput, asOf: string) => evaluateXjr2026(i, asOf),
  },
} as const satisfies Record<string, RuleSetDef<GaoxinInput> | RuleSetDef<ZhuanjingInput>>;

export type RuleSetId = keyof typeof RULE_SETS;
export const RULE_SET_IDS = Object.keys(RULE_SETS) as RuleSetId[];

/** The rule sets of a kind, newest first. */
export function ruleSetsFor(kind: AssessmentKind): RuleSetInfo[] {
  return Object.values(RULE_SETS)
    .map((d) => d.info)
    .filter((i) => i.kind === kind)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
}

/** The rule set of a kind in force on an ISO date (the newest that had started and not ended). */
export function ruleSetInForce(kind: AssessmentKind, date: string): RuleSetInfo {
  const sets = ruleSetsFor(kind);
  return (
    sets.find((s) => s.effectiveFrom <= date && (!s.effectiveTo || date <= s.effectiveTo)) ??
    (sets[sets.length - 1] as RuleSetInfo)
  );
}

export function isRuleSetId(id: string): id is RuleSetId {
  return Object.hasOwn(RULE_SETS, id);
}

/** The input schema of a kind (with the checks that need today's date). */
export function inputSchemaFor(
  kind: AssessmentKind,
  today: string,
): z.ZodType<GaoxinInput> | z.ZodType<ZhuanjingInput> {
  return kind === 'gaoxin' ? gaoxinInputSchema(today) : zhuanjingInputSchema();
}

/** Evaluates parsed input under a rule set on an ISO date. */
export function evaluateAssessment(id: RuleSetId, input: GaoxinInput | ZhuanjingInput, asOf: string): AssessmentResult {
  const def = RULE_SETS[id];
  return (def.evaluate as (i: GaoxinInput | ZhuanjingInput, d: string) => AssessmentResult)(input, asOf);
}

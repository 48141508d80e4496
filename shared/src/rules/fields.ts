import { z } from 'zod';

/**
 * Field schemas shared by every assessment form and the API, each with its own Chinese message, so a refused
 * request carries the same words the form shows beside the field. Every figure may be absent (null): the rules
 * then report 'unknown' for what depends on it.
 */

const MAX_WAN = 1e9;
const MAX_COUNT = 10_000_000;

function twoDecimals(v: number): boolean {
  return Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
}

/** An amount in 万元 (≥ 0 unless `signed`), at most two decimals. */
export function amount(label: string, opts: { signed?: boolean } = {}) {
  let s = z.number({ error: `${label}须为数字` }).refine(Number.isFinite, `${label}须为数字`);
  s = opts.signed ? s : s.refine((v) => v >= 0, `${label}不能为负数`);
  return s
    .refine((v) => Math.abs(v) <= MAX_WAN, `${label}数值过大`)
    .refine(twoDecimals, `${label}最多保留两位小数`)
    .nullable()
    .optional()
    .describe(label);
}

/** A count of people, items or years: a whole number ≥ 0. */
export function count(label: string, max = MAX_COUNT) {
  return z
    .number({ error: `${label}须为数字` })
    .refine((v) => Number.isInteger(v), `${label}须为整数`)
    .refine((v) => v >= 0, `${label}不能为负数`)
    .refine((v) => v <= max, `${label}不能超过${max}`)
    .nullable()
    .optional()
    .describe(label);
}

/** Self-rated points within 0..max. */
export function rating(label: string, max: number) {
  return z
    .number({ error: `请选择${label}` })
    .refine((v) => Number.isInteger(v) && v >= 0 && v <= max, `${label}须为0至${max}分的整数`)
    .nullable()
    .optional()
    .describe(label);
}

export function yesNo(label: string) {
  return z
    .boolean({ error: `请选择${label}` })
    .nullable()
    .optional()
    .describe(label);
}

export function choice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z
    .enum(values, { error: `请选择${label}` })
    .nullable()
    .optional()
    .describe(label);
}

/** An ISO date (YYYY-MM-DD) that exists; the future check needs today's date and is made in the refinements. */
export function isoDate(label: string) {
  return z.iso
    .date({ error: `${label}格式应为YYYY-MM-DD` })
    .nullable()
    .optional()
    .describe(label);
}

/** Three fiscal years, oldest first. */
export function threeYears(item: ReturnType<typeof amount>) {
  return z
    .tuple([item, item, item])
    .nullable()
    .optional()
    .describe(item.description ?? '');
}

/**
 * The first field among `fields` that a submitted assessment leaves empty, with its message (请填写…), or null.
 * A three-year figure needs all three years. Drafts skip this check.
 */
export function firstMissing(
  shape: Record<string, z.ZodType>,
  input: Record<string, unknown>,
  fields: readonly string[],
): { field: string; message: string } | null {
  for (const f of fields) {
    const v = input[f];
    const label = shape[f]?.description ?? f;
    if (v === null || v === undefined) return { field: f, message: `请填写${label}` };
    if (Array.isArray(v)) {
      const i = v.findIndex((x) => x === null || x === undefined);
      if (i >= 0) return { field: `${f}.${i}`, message: `请填写${label}` };
    }
  }
  return null;
}

/** The message of a failed parse, for the form and the API alike: our messages stand alone. */
export function firstRuleIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue ? issue.path.join('.') : '', message: issue?.message ?? '填写内容有误' };
}

/** Every failed field with its message (the first per field), for the form. */
export function ruleIssuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

export const isSet = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;
/** A yes/no answer as a condition reads it: null when not given. */
export const answerOf = (v: boolean | null | undefined) => (isSet(v) ? v : null);

/**
 * The three fiscal years a form asks about on `asOf` (ISO), oldest first: the last complete year is the year before.
 * Result rows name these years (2024年) rather than 前一年/上一年, which readers took for different years.
 */
export function fiscalYearsOf(asOf: string): [number, number, number] {
  const y = Number(asOf.slice(0, 4)) - 1;
  return [y - 2, y - 1, y];
}

/**
 * Full years registered between an ISO date and `asOf` (ISO), as the 工作指引 counts them: 注册成立一年以上 means 365
 * calendar days or more, so a year is 365 days whatever leap day falls inside it (2024-02-29 → 2025-02-28 is one).
 */
export function fullYearsBetween(from: string, asOf: string): number {
  const days = (Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.floor(days / 365));
}

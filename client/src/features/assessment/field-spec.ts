import { fiscalYearsOf } from '@aikc/shared/rules/fields';
/**
 * How a form shows one input field of an assessment (the field's checks live in the shared schema). `K` is the
 * schema's field names: a misspelt key is a compile error, not a field the rules never read.
 */
export type FieldSpec<K extends string = string> =
  | { key: K; kind: 'amount'; label: string; extra?: string; signed?: boolean }
  | { key: K; kind: 'count'; label: string; extra?: string; unit?: string }
  | { key: K; kind: 'years'; label: string; extra?: string; item: 'amount' | 'count'; signed?: boolean }
  | { key: K; kind: 'date'; label: string; extra?: string }
  | { key: K; kind: 'yesno'; label: string; extra?: string; yes?: string; no?: string }
  | { key: K; kind: 'select'; label: string; extra?: string; options: { value: string | number; label: string }[] }
  | { key: K; kind: 'score'; label: string; extra?: string };

export interface FormStep<K extends string = string> {
  title: string;
  /** One line on what the step covers and how it is scored. */
  intro?: string;
  fields: FieldSpec<K>[];
}

/** The three fiscal years the forms ask about, oldest first (the last complete year is last year). */
export function fiscalYears(today = new Date()): [number, number, number] {
  return fiscalYearsOf(String(today.getFullYear()));
}

/** Options of a self-rated item: each band's points, best first, labelled with the band. */
export function bandOptions(bands: [string, number[]][]): { value: number; label: string }[] {
  return bands.flatMap(([band, pts]) => pts.map((p) => ({ value: p, label: `${p}分（${band}）` })));
}

export const range = (max: number) =>
  Array.from({ length: max + 1 }, (_, i) => max - i).map((v) => ({ value: v, label: `${v}分` }));

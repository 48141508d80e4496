import type { FacetBucket, Facets } from '@aikc/shared/schemas/search';

/**
 * One filter dimension of a list: which facet of the answer lists its values, and how its selection maps to
 * and from the filter object in `:s`. Pure functions, so the mapping is tested without a page.
 */
export interface FacetSpec<F> {
  /** Key of the facet in the list answer (`facets[key]`). */
  key: string;
  label: string;
  multiple: boolean;
  selected(filter: F): string[];
  /** The filter fields for a new selection. */
  apply(filter: F, values: string[]): Partial<F>;
  /** Display name of a value the facet buckets do not list (e.g. a constant enum). */
  nameOf?(value: string): string | undefined;
  /** Display order of the values when it is not "most results first" (ranges read low to high). */
  compare?(a: string, b: string): number;
}

/** The filter change for a click on `value`: multi-select toggles it, single-select replaces or clears it. */
export function toggleFacet<F>(spec: FacetSpec<F>, filter: F, value: string): Partial<F> {
  const cur = spec.selected(filter);
  const has = cur.includes(value);
  const values = spec.multiple ? (has ? cur.filter((v) => v !== value) : [...cur, value]) : has ? [] : [value];
  return spec.apply(filter, values);
}

/** Label of a value: its bucket's label, the spec's own name, or the raw value. */
export function facetValueName<F>(spec: FacetSpec<F>, buckets: FacetBucket[] | undefined, value: string): string {
  return buckets?.find((b) => b.value === value)?.label ?? spec.nameOf?.(value) ?? value;
}

/** A facet over an id list field (agencies, types, labels). */
export function idListFacet<F, K extends keyof F>(key: string, label: string, field: K): FacetSpec<F> {
  return {
    key,
    label,
    multiple: true,
    selected: (f) => (f[field] as unknown as number[]).map(String),
    apply: (_f, values) =>
      ({ [field]: values.map(Number).filter((n) => Number.isInteger(n) && n >= 0) }) as unknown as Partial<F>,
  };
}

/** A facet over a string list field (levels, statuses, tags, industry sections). */
export function stringListFacet<F, K extends keyof F>(
  key: string,
  label: string,
  field: K,
  names?: Record<string, string>,
): FacetSpec<F> {
  return {
    key,
    label,
    multiple: true,
    selected: (f) => [...(f[field] as unknown as string[])],
    apply: (_f, values) => ({ [field]: values }) as unknown as Partial<F>,
    nameOf: (v) => names?.[v],
  };
}

/** A single-choice facet over an enum field whose "no filter" value is `all`. */
export function enumFacet<F, K extends keyof F>(
  key: string,
  label: string,
  field: K,
  names: Record<string, string>,
): FacetSpec<F> {
  return {
    key,
    label,
    multiple: false,
    selected: (f) => (f[field] === 'all' ? [] : [String(f[field])]),
    apply: (_f, values) => ({ [field]: values[0] ?? 'all' }) as unknown as Partial<F>,
    nameOf: (v) => names[v],
  };
}

/** A bucket like `100-500` or `500-` (万元) as a min/max pair. */
export function parseRangeBucket(value: string): { min: number | null; max: number | null } | null {
  const m = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(value);
  if (!m) return null;
  return { min: m[1] ? Number(m[1]) : null, max: m[2] ? Number(m[2]) : null };
}

/**
 * A single-choice facet over a numeric range held in two fields. A bucket `a-b` counts `a <= x < b` on the
 * server, so its upper bound is stored just under b; a range typed by hand that matches no bucket still shows
 * as selected through `nameOf`.
 */
export function rangeFacet<F, KMin extends keyof F, KMax extends keyof F>(
  key: string,
  label: string,
  minField: KMin,
  maxField: KMax,
  unit: string,
): FacetSpec<F> {
  const EPS = 0.01;
  const toValue = (min: number | null, max: number | null) =>
    `${min ?? ''}-${max === null ? '' : Math.round((max + EPS) * 100) / 100}`;
  return {
    key,
    label,
    multiple: false,
    selected: (f) => {
      const min = f[minField] as unknown as number | null;
      const max = f[maxField] as unknown as number | null;
      if (min === null && max === null) return [];
      const v = toValue(min === 0 ? null : min, max);
      return [v.startsWith('-') ? `0${v}` : v];
    },
    apply: (_f, values) => {
      const r = values[0] ? parseRangeBucket(values[0]) : null;
      return {
        [minField]: r && r.min ? r.min : null,
        [maxField]: r && r.max !== null ? Math.round((r.max - EPS) * 100) / 100 : null,
      } as unknown as Partial<F>;
    },
    compare: (a, b) => (parseRangeBucket(a)?.min ?? 0) - (parseRangeBucket(b)?.min ?? 0),
    nameOf: (v) => {
      const r = parseRangeBucket(v);
      if (!r) return undefined;
      if (r.min && r.max !== null) return `${r.min}-${r.max}${unit}`;
      if (r.max !== null) return `${r.max}${unit}以下`;
      return r.min ? `${r.min}${unit}以上` : undefined;
    },
  };
}

/** Facets with a bucket for every selected value, so a selection never disappears from its row. */
export function withSelected<F>(spec: FacetSpec<F>, filter: F, facets: Facets | undefined): FacetBucket[] {
  const buckets = facets?.[spec.key] ?? [];
  const missing = spec.selected(filter).filter((v) => !buckets.some((b) => b.value === v));
  const all = [...buckets, ...missing.map((v) => ({ value: v, label: facetValueName(spec, buckets, v), count: 0 }))];
  const { compare } = spec;
  return compare ? all.sort((a, b) => compare(a.value, b.value)) : all;
}

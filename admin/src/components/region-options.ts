import { PROVINCES } from '@aikc/shared/regions';

/** Province → city options (GB/T 2260), the region filter the portal's own lists take. */
export const REGION_OPTIONS = PROVINCES.map((p) => ({
  value: p.code,
  label: p.name,
  children: p.cities.filter((c) => c.code !== p.code).map((c) => ({ value: c.code, label: c.name })),
}));

/** The cascader's path → the most specific code chosen. */
export function lastCode(path: unknown): string | undefined {
  return Array.isArray(path) && path.length ? String(path[path.length - 1]) : undefined;
}

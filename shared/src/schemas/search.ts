import { z } from 'zod';

/**
 * The list calls take the same filter object as the route's `:s` segment (filters.ts), but strictly: the
 * codec forgives a bad field by falling back to its default, the API answers 400 with a Chinese message.
 * This turns each `.catch(default)` field into `.default(default)` over the uncaught schema.
 */
export function strictFilterSchema<S extends z.ZodObject>(schema: S) {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const inner = field instanceof z.ZodCatch ? (field.unwrap() as z.ZodType) : field;
    shape[key] = inner.default(defaults[key] as never);
  }
  return z.object(shape).strip() as unknown as z.ZodType<z.output<S>, Partial<z.input<S>>>;
}

/** One value of a facet with the number of results it would give (the other filters applied). */
export interface FacetBucket {
  value: string;
  label: string;
  count: number;
}

export type Facets = Record<string, FacetBucket[]>;

/** What every list call answers. */
export interface ListResult<T> {
  list: T[];
  current: number;
  pageSize: number;
  total: number;
  facets: Facets;
}

/**
 * Search hits carry `title_html` and `snippet_html`: HTML-escaped text whose only markup is <em> around
 * matched words. Render them as HTML; never render `title` as HTML.
 */
export interface Highlighted {
  title_html: string;
  snippet_html: string;
}

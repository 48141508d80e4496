import type { z } from 'zod';

/**
 * The `:s` route segment codec (spec section 2: list routes carry a search-filter object in `:s`).
 *
 * An object becomes base64url(JSON of the keys that differ from the defaults), so links stay short, survive
 * any router and proxy unescaped, and can hold Chinese keywords. Decoding never throws: a malformed segment,
 * or a field that fails its schema, falls back to the defaults field by field.
 */
export interface FilterCodec<T extends Record<string, unknown>> {
  defaults: T;
  encode(filter: Partial<T>): string;
  decode(segment: string | undefined | null): T;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const b64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Builds a codec from a zod object schema whose every field has a `.catch(default)`, so that parsing `{}`
 * yields the defaults and a bad field falls back alone.
 */
export function createFilterCodec<S extends z.ZodObject>(
  schema: S,
): FilterCodec<z.output<S> & Record<string, unknown>> {
  type T = z.output<S> & Record<string, unknown>;
  const defaults = schema.parse({}) as T;
  return {
    defaults,
    encode(filter) {
      const full = schema.parse({ ...defaults, ...filter }) as T;
      const diff: Record<string, unknown> = {};
      for (const key of Object.keys(full)) {
        if (!sameValue(full[key], defaults[key])) diff[key] = full[key];
      }
      return Object.keys(diff).length === 0 ? '' : toBase64Url(JSON.stringify(diff));
    },
    decode(segment) {
      if (!segment) return { ...defaults };
      const json = fromBase64Url(segment);
      if (json === null) return { ...defaults };
      let raw: unknown;
      try {
        raw = JSON.parse(json);
      } catch {
        return { ...defaults };
      }
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ...defaults };
      const parsed = schema.safeParse(raw);
      return parsed.success ? (parsed.data as T) : { ...defaults };
    },
  };
}

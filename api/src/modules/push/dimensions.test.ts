import { describe, expect, it } from 'vitest';
import { PolicyFilterSchema, type PolicyFilter } from '@aikc/shared/filters';
import {
  CHOICE_DIMENSIONS,
  dimensionSpec,
  SUBSCRIPTION_DIMENSION_KEYS,
} from '@aikc/shared/schemas/subscription-conditions';
import { POLICY_KIND } from '../policy/search-spec.ts';
import { LIST_FILTER_READS, POLICY_CODE_COLUMNS, policyRead, pushDimension, type PolicyRead } from './dimensions.ts';

/** What a filter of the policy kind reads, as its declaration says (oneOf samples its column, anyOfMulti its multi). */
function kindRead(field: keyof PolicyFilter): PolicyRead | undefined {
  const f = POLICY_KIND.declared.filters.find((x) => x.fields?.length === 1 && x.fields[0] === field);
  const s = f?.sample;
  if (s && 'column' in s) return { column: s.column as PolicyRead extends { column: infer C } ? C : never };
  if (s && 'multi' in s && s.multi === 'labels') return { multi: 'labels' };
  return undefined;
}

describe('subscribable dimensions', () => {
  const defaults = PolicyFilterSchema.parse({});

  it("reads what the policy kind's list filters read, and knows every one of them", () => {
    const listFields = (Object.keys(defaults) as (keyof PolicyFilter)[]).filter(
      (k) => Array.isArray(defaults[k]) && kindRead(k),
    );
    expect(listFields.length).toBeGreaterThan(2);
    expect(Object.keys(LIST_FILTER_READS).sort()).toEqual([...listFields].sort());
    for (const field of listFields) expect(LIST_FILTER_READS[field], field).toEqual(kindRead(field));
  });

  it('gives the matcher every code column of the policy kind', () => {
    const codes = POLICY_KIND.declared.columns.filter((c) => c.type === 'code').map((c) => c.name);
    expect(codes.length).toBeGreaterThan(3);
    for (const c of codes) expect(POLICY_CODE_COLUMNS).toContain(c);
  });

  it('maps each dimension that names a list filter to what that filter reads, and lists the others', () => {
    for (const k of SUBSCRIPTION_DIMENSION_KEYS) {
      const field = dimensionSpec(k).filter;
      if (field && !pushDimension(k).reads) expect(policyRead(k), k).toEqual(kindRead(field));
    }
    // A list dimension's choices are fixed in the shared table or come from a vocabulary.
    for (const k of CHOICE_DIMENSIONS)
      expect(Boolean(dimensionSpec(k).choices) !== Boolean(pushDimension(k).vocabulary), k).toBe(true);
  });
});

import type { PolicyFilter } from '@aikc/shared/filters';
import {
  dimensionSpec,
  SUBSCRIPTION_DIMENSION_KEYS,
  type SubscriptionDimension,
} from '@aikc/shared/schemas/subscription-conditions';
import type { PoliciesTable, PolicyLevel } from '../../db/schema.ts';

/**
 * The API's side of the subscribable dimensions (shared/src/schemas/subscription-conditions.ts): each one's term
 * letter (terms.ts), what it reads of a policy, and where the form's choices come from. A dimension the shared
 * table maps to a policy-list filter reads what that filter reads: LIST_FILTER_READS is the policy kind's list
 * filters (policy/search-spec.ts) by field, held to that declaration by dimensions.test.ts. It is spelt here
 * because push sits below policy (the policy writer calls the push engine), so it cannot import the kind.
 */

/** The policy columns a condition may test: the policy kind's code columns and the region a document is of. */
export const POLICY_CODE_COLUMNS = [
  'province_code',
  'city_code',
  'region_code',
  'level',
  'agency_id',
  'type_id',
] as const;
export type PolicyCodeColumn = (typeof POLICY_CODE_COLUMNS)[number];
export type PolicyCodes = Pick<PoliciesTable, PolicyCodeColumn>;

/** What a dimension reads of a policy. */
export type PolicyRead =
  /** The value of a column (a oneOf filter of the kind). */
  | { column: PolicyCodeColumn }
  /** Any of its labels (the kind's anyOfMulti over policy_labels). */
  | { multi: 'labels' }
  /** Its province, its city or its own region: 全国 reaches national documents, a province its cities' too. */
  | { region: true }
  /** Its index tokens: a keyword matches when all of its words are among them. */
  | { words: true };

/** The policy kind's list filters by PolicyFilter field, as what each reads. */
export const LIST_FILTER_READS: Partial<Record<keyof PolicyFilter, PolicyRead>> = {
  levels: { column: 'level' },
  agencies: { column: 'agency_id' },
  types: { column: 'type_id' },
  labels: { multi: 'labels' },
};

type LabelKind = 'policy_type' | 'topic' | 'industry';

/** Where a dimension's choices are listed, named and checked, when the shared table does not fix them. */
export type Vocabulary =
  /** Labels of kind `lists` (top-level ones only with `topOnly`) are offered; any of kind `accepts` is taken. */
  | { table: 'labels'; lists: LabelKind; topOnly?: boolean; accepts: readonly LabelKind[] }
  /** Agencies of these levels are offered; any agency is taken. */
  | { table: 'agencies'; lists: readonly PolicyLevel[] };

export interface PushDimension {
  /** One character: a term is `<letter>:<value>` (terms.ts). */
  letter: string;
  /** Given when the shared table maps the dimension to no list filter. */
  reads?: PolicyRead;
  vocabulary?: Vocabulary;
}

export const PUSH_DIMENSIONS = {
  regions: { letter: 'r', reads: { region: true } },
  // The matcher posts keywords under `k:` itself (matcher.ts).
  keywords: { letter: 'k', reads: { words: true } },
  levels: { letter: 'v' },
  types: { letter: 't', vocabulary: { table: 'labels', lists: 'policy_type', accepts: ['policy_type'] } },
  industries: { letter: 'i', vocabulary: { table: 'labels', lists: 'industry', topOnly: true, accepts: ['industry'] } },
  labels: { letter: 'l', vocabulary: { table: 'labels', lists: 'topic', accepts: ['topic', 'industry'] } },
  agencies: { letter: 'a', vocabulary: { table: 'agencies', lists: ['national', 'provincial'] } },
} as const satisfies Record<SubscriptionDimension, PushDimension>;
export type DimensionLetter = (typeof PUSH_DIMENSIONS)[SubscriptionDimension]['letter'];

/** A dimension's row, as the common shape. */
export function pushDimension(k: SubscriptionDimension): PushDimension {
  return PUSH_DIMENSIONS[k];
}

/** What the dimension reads of a policy: its own `reads`, else that of the list filter the shared table names. */
export function policyRead(k: SubscriptionDimension): PolicyRead {
  const own = pushDimension(k).reads;
  if (own) return own;
  const field = dimensionSpec(k).filter;
  const read = field && LIST_FILTER_READS[field];
  if (!read) throw new Error(`subscription dimension ${k}: no reads and no list filter`);
  return read;
}

/** Each dimension with its letter, bit (in table order) and read; checked once as the module loads. */
export const DIMENSIONS = SUBSCRIPTION_DIMENSION_KEYS.map((key, i) => ({
  key,
  letter: PUSH_DIMENSIONS[key].letter as DimensionLetter,
  bit: 1 << i,
  read: policyRead(key),
}));
// The matcher's per-candidate scratch is a byte of dimension bits, and it reads a term's letter as its first char.
if (DIMENSIONS.length > 8) throw new Error('at most 8 subscription dimensions (matcher.ts keeps a byte of bits)');
if (
  new Set(DIMENSIONS.map((d) => d.letter)).size !== DIMENSIONS.length ||
  DIMENSIONS.some((d) => d.letter.length !== 1)
)
  throw new Error('subscription dimensions need distinct one-character letters');
if (PUSH_DIMENSIONS.keywords.letter !== 'k') throw new Error('keywords are posted under k: (matcher.ts)');

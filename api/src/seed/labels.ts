import { SECTORS } from './industries.ts';
import { POLICY_TYPES, TOPICS, type PolicyType } from './policy-vocabulary.ts';

export interface SeedLabel {
  id: number;
  parent_id: number | null;
  kind: 'policy_type' | 'industry' | 'topic';
  name: string;
  sort: number;
}

/** The label tree in a fixed order (ids 1..n), with lookups the generators use. */
export interface LabelSet {
  rows: SeedLabel[];
  typeId: Record<PolicyType, number>;
  /** Per sector (same order as SECTORS): the parent id and the child ids. */
  sectors: { id: number; childIds: number[] }[];
  topicIds: number[];
}

export function buildLabels(): LabelSet {
  const rows: SeedLabel[] = [];
  const add = (kind: SeedLabel['kind'], name: string, parent: number | null, sort: number) => {
    const id = rows.length + 1;
    rows.push({ id, parent_id: parent, kind, name, sort });
    return id;
  };
  const typeId = {} as Record<PolicyType, number>;
  POLICY_TYPES.forEach((t, i) => {
    typeId[t] = add('policy_type', t, null, i + 1);
  });
  const sectors = SECTORS.map((s, i) => {
    const id = add('industry', s.name, null, i + 1);
    return { id, childIds: s.children.map((c, j) => add('industry', c, id, j + 1)) };
  });
  const topicIds = TOPICS.map((t, i) => add('topic', t, null, i + 1));
  return { rows, typeId, sectors, topicIds };
}

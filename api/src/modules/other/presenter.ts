import type { LabelItem, LabelKind, LabelNode } from '@aikc/shared/schemas/other';
import type { LabelRow } from './service.ts';

export function presentLabel(l: LabelRow): LabelItem {
  return { id: l.id, name: l.name, kind: l.kind as LabelKind, parent_id: l.parent_id ?? 0, sort: l.sort };
}

/** Nests labels under their parents; labels whose parent is missing are shown at the top level. */
export function presentLabelTree(rows: LabelRow[]): LabelNode[] {
  const nodes = new Map<number, LabelNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] }]));
  const roots: LabelNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as LabelNode;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

import type { CSSProperties, ReactNode } from 'react';
import './meta-table.css';

export interface MetaItem {
  label: string;
  value: ReactNode;
  /** Takes the whole row (long values: amounts, contacts). */
  wide?: boolean;
}

/**
 * A detail page's metadata as a bordered two-column grid of label and value (one column on a phone): antd's
 * bordered Descriptions in look, as a plain description list, so a detail page's first render needs no antd.
 */
export function MetaTable({ items, labelWidth = 110 }: { items: MetaItem[]; labelWidth?: number }) {
  return (
    <dl className="doc-meta meta-table" style={{ '--meta-label-width': `${labelWidth}px` } as CSSProperties}>
      {items.map((i) => (
        <div key={i.label} className={`meta-table__item${i.wide ? ' meta-table__item--wide' : ''}`}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

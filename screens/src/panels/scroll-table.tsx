import { useEffect, useState, type ReactNode } from 'react';
import './scroll-table.css';

export interface Column<R> {
  title: string;
  width: string;
  render: (row: R) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

const STEP_MS = 2500;

/**
 * A table that scrolls one row at a time, looping; text is rendered as React text (never as HTML). It only
 * scrolls when there are more rows than fit, and pauses while hovered.
 */
export function ScrollTable<R>({
  rows,
  columns,
  visible,
  rowKey,
}: {
  rows: R[];
  columns: Column<R>[];
  visible: number;
  rowKey: (r: R) => string | number;
}) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const scrolls = rows.length > visible;
  useEffect(() => {
    if (!scrolls || paused) return undefined;
    const id = setInterval(() => setOffset((o) => (o + 1) % rows.length), STEP_MS);
    return () => clearInterval(id);
  }, [scrolls, paused, rows.length]);
  const start = scrolls ? offset % rows.length : 0;
  const shown = scrolls ? [...rows.slice(start), ...rows.slice(0, start)].slice(0, visible) : rows;
  const template = columns.map((c) => c.width).join(' ');
  return (
    <div className="scroll-table" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <div className="st-row st-head" style={{ gridTemplateColumns: template }}>
        {columns.map((c) => (
          <span key={c.title} style={{ textAlign: c.align ?? 'left' }}>
            {c.title}
          </span>
        ))}
      </div>
      <div className="st-body" style={{ gridTemplateRows: `repeat(${visible}, 1fr)` }}>
        {shown.map((r, i) => (
          <div
            className={`st-row ${i % 2 ? 'st-odd' : ''} ${scrolls && i === 0 ? 'st-enter' : ''}`}
            key={`${rowKey(r)}-${start}`}
            style={{ gridTemplateColumns: template }}
          >
            {columns.map((c) => (
              <span key={c.title} className="st-cell" style={{ textAlign: c.align ?? 'left' }}>
                {c.render(r)}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

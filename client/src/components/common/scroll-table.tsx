import { Table, type TableProps } from 'antd';
import './scroll-table.css';

/**
 * A table that stays a table on a phone and may be wider than it: the box around it scrolls sideways instead of
 * antd's own `.ant-table-content` (which `scroll.x` makes a scroll box no keyboard can reach, axe:
 * scrollable-region-focusable). The box takes focus, so the arrow keys scroll it, and is named for a screen reader
 * by `label`.
 */
export function ScrollTable<T extends object>({ label, ...props }: TableProps<T> & { label: string }) {
  return (
    // A named region is what a screen reader announces when the box takes focus.
    <div className="scroll-table" role="region" aria-label={label} tabIndex={0}>
      <Table<T> {...props} />
    </div>
  );
}

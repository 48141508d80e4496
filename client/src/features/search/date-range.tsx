import './date-range.css';

/**
 * A from/to pair of dates (YYYY-MM-DD, '' for open) as the browser's own date inputs: a phone shows its native
 * picker, and the list pages need no calendar widget on their first render. A `from` after `to` is swapped.
 */
export function DateRange({
  from,
  to,
  labels,
  onChange,
}: {
  from: string;
  to: string;
  /** What the two inputs are read out as, e.g. ['发布日期起', '发布日期止']. */
  labels: [string, string];
  onChange(range: { from: string; to: string }): void;
}) {
  const set = (next: { from: string; to: string }) =>
    onChange(next.from && next.to && next.from > next.to ? { from: next.to, to: next.from } : next);
  return (
    <span className="date-range">
      <input
        type="date"
        className="date-range__input"
        value={from}
        max={to || undefined}
        aria-label={labels[0]}
        onChange={(e) => set({ from: e.target.value, to })}
      />
      <span aria-hidden="true">至</span>
      <input
        type="date"
        className="date-range__input"
        value={to}
        min={from || undefined}
        aria-label={labels[1]}
        onChange={(e) => set({ from, to: e.target.value })}
      />
    </span>
  );
}

import { useEffect, useRef, useState } from 'react';
import { formatInt } from '../format.ts';
import './counter.css';

const DURATION_MS = 1200;

/** Eases from the previous value to the new one; the frame loop stops when done or on unmount. */
export function AnimatedNumber({ value, format = formatInt }: { value: number; format?: (n: number) => string }) {
  const [shown, setShown] = useState(0);
  const from = useRef(0);
  useEffect(() => {
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (t: number) => {
      const k = Math.min(1, (t - start) / DURATION_MS);
      const eased = 1 - (1 - k) ** 3;
      const v = origin + (value - origin) * eased;
      from.current = v;
      setShown(v);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return <>{format(shown)}</>;
}

export interface CounterItem {
  label: string;
  value: number;
  unit: string;
  format?: (n: number) => string;
}

/** The row of headline figures above the map. */
export function CounterRow({ items }: { items: CounterItem[] }) {
  return (
    <div className="counter-row" style={{ gridTemplateColumns: `repeat(${items.length}, 1fr)` }}>
      {items.map((it) => (
        <div className="counter" key={it.label}>
          <div className="counter-value">
            <AnimatedNumber value={it.value} format={it.format} />
            <span className="counter-unit">{it.unit}</span>
          </div>
          <div className="counter-label">{it.label}</div>
        </div>
      ))}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { formatClock, formatTimeShort } from '../format.ts';
import './title-bar.css';

/** The screen's title with a live CST clock and, when updates fail, a discreet 数据更新中断 marker. */
export function TitleBar({ title, stale, staleSince }: { title: string; stale: boolean; staleSince: number | null }) {
  return (
    <header className="title-bar">
      <div className="title-side title-left">
        <span className="brand">AI科策云</span>
        {stale ? (
          <span
            className="stale-marker"
            role="status"
            title={
              staleSince ? `自 ${formatTimeShort(staleSince)} 起未能获取最新数据，当前显示最近一次数据` : undefined
            }
          >
            <i className="stale-dot" />
            数据更新中断
          </span>
        ) : (
          <span className="live-marker">
            <i className="live-dot" />
            实时数据
          </span>
        )}
      </div>
      <h1 className="title-text">{title}</h1>
      <div className="title-side title-right">
        <Clock />
      </div>
    </header>
  );
}

function Clock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const { date, time } = formatClock(now);
  return (
    <span className="clock">
      <span className="clock-date">{date}</span>
      <span className="clock-time">{time}</span>
    </span>
  );
}

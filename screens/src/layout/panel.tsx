import type { CSSProperties, ReactNode } from 'react';
import './panel.css';

export interface PanelProps {
  title: string;
  /** Data not there yet: the designed loading state instead of an empty chart. */
  loading?: boolean;
  /** Data there but nothing to show (all zero): a designed note instead of a blank chart. */
  empty?: boolean;
  style?: CSSProperties;
  className?: string;
  extra?: ReactNode;
  children?: ReactNode;
}

/** A framed panel with its title; it never shows a broken or empty chart. */
export function Panel({ title, loading, empty, style, className, extra, children }: PanelProps) {
  return (
    <section
      className={`panel ${className ?? ''}`}
      style={style}
      data-panel={title}
      data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}
    >
      <div className="panel-head">
        <span className="panel-title">{title}</span>
        {extra}
      </div>
      <div className="panel-body">
        {loading ? (
          <div className="panel-note">
            <span className="spinner" />
            数据加载中
          </div>
        ) : empty ? (
          <div className="panel-note panel-empty">暂无统计数据</div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

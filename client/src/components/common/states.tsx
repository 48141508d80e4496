import type { CSSProperties, ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { Icon } from './icon.tsx';
import './states.css';

/**
 * Loading, empty and error states in antd's look (Skeleton, Empty, Alert) drawn as plain elements: the home page
 * and the content pages show them on their first render, which otherwise needs no antd component, and antd's core
 * (~130 KiB gzipped) would be fetched for them alone (issue 21).
 */

/** antd Skeleton (active): an optional title bar and `rows` text bars, the last one shorter. */
export function LoadingRows({ rows, title = false, style }: { rows: number; title?: boolean; style?: CSSProperties }) {
  return (
    <div className="plain-skeleton" role="status" aria-busy="true" aria-label="加载中" style={style}>
      {title ? <span className="plain-skeleton__title" /> : null}
      <span className="plain-skeleton__rows">
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="plain-skeleton__row" />
        ))}
      </span>
    </div>
  );
}

/** antd Empty's simple picture (an empty tray), for small blocks. */
function SimpleEmptyImage() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#d9d9d9">
          <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path
            d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
            fill="#fafafa"
          />
        </g>
      </g>
    </svg>
  );
}

/** antd Empty's default picture (a document over a tray), with antd's default fill colours made solid on white. */
function DefaultEmptyImage() {
  return (
    <svg width="184" height="152" viewBox="0 0 184 152" aria-hidden="true">
      <g fill="none" fillRule="evenodd">
        <g transform="translate(24 31.7)">
          <ellipse fillOpacity=".8" fill="#f0f0f0" cx="67.8" cy="106.9" rx="67.8" ry="12.7" />
          <path fill="#bfbfbf" d="M122 69.7 98.1 40.2a6 6 0 0 0-4.6-2.2H42.1a6 6 0 0 0-4.6 2.2l-24 29.5V85H122z" />
          <path fill="#f5f5f5" d="M33.8 0h68a4 4 0 0 1 4 4v93.3a4 4 0 0 1-4 4h-68a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4" />
          <path
            fill="#d9d9d9"
            d="M42.7 10h50.2a2 2 0 0 1 2 2v25a2 2 0 0 1-2 2H42.7a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2m.2 39.8h49.8a2.3 2.3 0 1 1 0 4.5H42.9a2.3 2.3 0 0 1 0-4.5m0 11.7h49.8a2.3 2.3 0 1 1 0 4.6H42.9a2.3 2.3 0 0 1 0-4.6m79 43.5a7 7 0 0 1-6.8 5.4H20.5a7 7 0 0 1-6.7-5.4l-.2-1.8V69.7h26.3c2.9 0 5.2 2.4 5.2 5.4s2.4 5.4 5.3 5.4h34.8c2.9 0 5.3-2.4 5.3-5.4s2.3-5.4 5.2-5.4H122v33.5q0 1-.2 1.8"
          />
        </g>
        <path
          fill="#d9d9d9"
          d="m149.1 33.3-6.8 2.6a1 1 0 0 1-1.3-1.2l2-6.2q-4.1-4.5-4.2-10.4c0-10 10.1-18.1 22.6-18.1S184 8.1 184 18.1s-10.1 18-22.6 18q-6.8 0-12.3-2.8"
        />
        <g fill="#fff" transform="translate(149.7 15.4)">
          <circle cx="20.7" cy="3.2" r="2.8" />
          <path d="M5.7 5.6H0L2.9.7zM9.3.7h5v5h-5z" />
        </g>
      </g>
    </svg>
  );
}

/** antd Empty: the default picture (a page's result area) or the simple one (a card), and the text below. */
export function EmptyState({
  children,
  simple = false,
  className,
}: {
  children: ReactNode;
  simple?: boolean;
  className?: string;
}) {
  return (
    <div className={`plain-empty${simple ? ' plain-empty--simple' : ''}${className ? ` ${className}` : ''}`}>
      <div className="plain-empty__image">{simple ? <SimpleEmptyImage /> : <DefaultEmptyImage />}</div>
      <div className="plain-empty__description">{children}</div>
    </div>
  );
}

/** antd Alert (showIcon) for an error (announced at once: role="alert") or a piece of information. */
export function Notice({
  type,
  children,
  style,
}: {
  type: 'error' | 'info';
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div className={`plain-alert plain-alert--${type}`} role={type === 'error' ? 'alert' : 'status'} style={style}>
      <Icon icon={type === 'error' ? CloseCircleFilled : InfoCircleFilled} className="plain-alert__icon" />
      <div className="plain-alert__message">{children}</div>
    </div>
  );
}

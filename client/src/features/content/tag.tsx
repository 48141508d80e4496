import type { HTMLAttributes, ReactNode } from 'react';
import './tag.css';

/** The preset colours the portal's pages use (antd's palette names, so the pages' colour maps stay as they are). */
const COLORS = new Set<string>([
  'default',
  'success',
  'error',
  'red',
  'orange',
  'gold',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
]);

/**
 * A small label in antd's Tag look (outlined, or `filled` without a border) as a plain span: result lists and
 * detail pages draw dozens of them before any interaction, and antd's Tag would make its style engine run for
 * each page's first render. An unknown colour falls back to the grey default.
 */
export function Tag({
  color = 'default',
  variant = 'outlined',
  icon,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & {
  color?: string;
  variant?: 'outlined' | 'filled';
  icon?: ReactNode;
  children: ReactNode;
}) {
  const c = COLORS.has(color) ? color : 'default';
  return (
    <span {...rest} className={`tag tag--${c} tag--${variant}${className ? ` ${className}` : ''}`}>
      {icon ? <span className="tag__icon">{icon}</span> : null}
      {children}
    </span>
  );
}

/** An item's labels as filled tags, or a dash when it has none (detail pages' 行业标签 / 行业领域 rows). */
export function LabelTags({ labels }: { labels: readonly { id: number; name: string }[] }) {
  if (labels.length === 0) return <>—</>;
  return (
    <>
      {labels.map((l) => (
        <Tag key={l.id} variant="filled">
          {l.name}
        </Tag>
      ))}
    </>
  );
}

import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

/** SVG attributes as React names (`fill-rule` → `fillRule`, `class` → `className`), as @ant-design/icons does. */
function reactAttrs(attrs: AbstractNode['attrs']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    out[name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

function render(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...reactAttrs(node.attrs) },
    node.children?.map((c, i) => render(c, i)),
  );
}

/**
 * One of antd's icons (the same SVG data, `@ant-design/icons-svg`) drawn by plain React: the markup and the
 * `anticon` class of `@ant-design/icons` (global.css styles it), without that package's runtime (style
 * injection, colour helpers), which would otherwise ship with the shell on the first route (issue 21).
 */
export function Icon({
  icon,
  className,
  style,
  label,
}: {
  icon: IconDefinition;
  className?: string;
  style?: CSSProperties;
  /** Spoken name; without it the icon is decoration beside its text. */
  label?: string;
}) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}
      style={style}
    >
      {createElement(
        'svg',
        { ...reactAttrs(svg.attrs), width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
        svg.children?.map((c, i) => render(c, i)),
      )}
    </span>
  );
}

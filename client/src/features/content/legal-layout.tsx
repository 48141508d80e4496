import type { ReactNode } from 'react';
import { Anchor } from 'antd';
import type { AnchorItem } from './anchor-item.ts';
import { useHashScroll } from './use-hash-scroll.ts';
import './legal.css';

/** The sticky header's height plus a margin: anchors must land below it. */
export const ANCHOR_OFFSET = 124;

/** A long text with a sticky table of contents on the right; deep links (#id) scroll on load. */
export function LegalLayout({ toc, children }: { toc: AnchorItem[]; children: ReactNode }) {
  useHashScroll();
  return (
    <div className="legal-layout">
      <div className="legal-layout__main">{children}</div>
      <nav className="legal-layout__toc" aria-label="目录">
        <div className="legal-layout__toc-title">目录</div>
        <Anchor items={toc} offsetTop={ANCHOR_OFFSET} targetOffset={ANCHOR_OFFSET} />
      </nav>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Drawer } from 'antd';

export interface SideDrawerProps {
  id: string;
  title: string;
  open: boolean;
  onClose(): void;
  className?: string;
  children: ReactNode;
}

/** antd's Drawer from the left, 288 px wide: a phone's menu of a page (lazy-side-drawer.tsx fetches it). */
export function SideDrawer({ id, title, open, onClose, className, children }: SideDrawerProps) {
  return (
    <Drawer id={id} title={title} placement="left" size={288} open={open} onClose={onClose} className={className}>
      {children}
    </Drawer>
  );
}

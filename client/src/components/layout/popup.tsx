import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './popup.css';

type Trigger = 'hover' | 'click';

export interface PopupTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick(): void;
}

interface PopupProps {
  /** The control that opens the panel (a button or link); spread `props` on it. */
  trigger(props: PopupTriggerProps): ReactNode;
  /** The panel's content; rendered only while open. */
  children: ReactNode;
  /** Hover also opens it (a click or Enter always does); focus inside keeps it open. */
  on?: Trigger;
  placement?: 'bottom' | 'bottomLeft' | 'bottomRight' | 'left';
  className?: string;
  /** Controlled state (the city selector closes itself after a pick). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

const HOVER_CLOSE_MS = 150;

/**
 * The header's and side panel's dropdowns and tips without antd (issue 21: the shell ships without antd's core).
 * The panel sits under its trigger in the same box, so it needs no portal or measuring; Escape, a click outside
 * and the focus leaving the box close it, and Escape gives the focus back to the trigger.
 */
export function Popup({
  trigger,
  children,
  on = 'click',
  placement = 'bottom',
  className,
  open,
  onOpenChange,
}: PopupProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  // The pointer left a hover popup: it closes after a moment unless the pointer comes back (set clears this).
  const [leaving, setLeaving] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const set = (next: boolean) => {
    setLeaving(false);
    if (next === isOpen) return;
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => {
      setLeaving(false);
      setOwnOpen(false);
      onOpenChange?.(false);
    }, HOVER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [leaving, onOpenChange]);

  useEffect(() => {
    if (!isOpen) return;
    const outside = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) {
        setOwnOpen(false);
        onOpenChange?.(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [isOpen, onOpenChange]);

  // A hover popup is already open when its trigger is clicked or tapped (the pointer or the focus got there
  // first): the click keeps it open rather than toggling it shut, as on a tablet's tap.
  const hover = on === 'hover';
  return (
    <div
      ref={box}
      className={`popup${className ? ` ${className}` : ''}`}
      onMouseEnter={hover ? () => set(true) : undefined}
      onMouseLeave={hover && isOpen ? () => setLeaving(true) : undefined}
      onFocus={hover ? () => set(true) : undefined}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) set(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !isOpen) return;
        e.stopPropagation();
        set(false);
        box.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
      }}
    >
      {trigger({ 'aria-expanded': isOpen, 'aria-controls': id, onClick: () => set(hover || !isOpen) })}
      <div id={id} className={`popup__panel popup__panel--${placement}`} hidden={!isOpen}>
        {isOpen ? children : null}
      </div>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import type { FeedbackKind } from '@aikc/shared/schemas/feedback';
import { FeedbackModal } from '../feedback/deferred-feedback-modal.tsx';

/** A button that opens the site's feedback window, preset to 商务合作 unless told otherwise. */
export function ConsultButton({
  kind = 'cooperation',
  children,
  ...button
}: { kind?: FeedbackKind; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <FeedbackModal open={open} kind={kind} onClose={() => setOpen(false)} />
    </>
  );
}

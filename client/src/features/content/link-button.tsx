import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A button that navigates inside the app (a <button> inside a <Link> would nest interactive elements). */
export function LinkButton({
  to,
  children,
  ...button
}: { to: string; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'href' | 'children'>) {
  const navigate = useNavigate();
  return (
    <Button {...button} onClick={() => void navigate(to)}>
      {children}
    </Button>
  );
}

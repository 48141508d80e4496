import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { deferUntilOpen } from './deferred.tsx';

function Dialog({ open, title }: { open: boolean; title: string }) {
  return (
    <div role="dialog" aria-hidden={!open}>
      {title}
    </div>
  );
}

describe('deferUntilOpen', () => {
  it('fetches the code only when first opened, then keeps the dialog mounted', async () => {
    const load = vi.fn(async () => Dialog);
    const Deferred = deferUntilOpen(load);
    const { rerender, container } = render(<Deferred open={false} title="反馈" />);
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');

    rerender(<Deferred open title="反馈" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('反馈');
    expect(load).toHaveBeenCalledTimes(1);

    // Closed again: still there (its closing animation and state belong to it), not fetched twice.
    rerender(<Deferred open={false} title="反馈" />);
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-hidden')).toBe('true');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Popup } from './popup.tsx';

function renderPopup(on: 'hover' | 'click' = 'click') {
  return render(
    <div>
      <Popup
        on={on}
        trigger={(props) => (
          <button type="button" {...props}>
            应用中心
          </button>
        )}
      >
        <a href="/policy/list">政策数据库</a>
      </Popup>
      <button type="button">别处</button>
    </div>,
  );
}

const trigger = () => screen.getByRole('button', { name: '应用中心' });

describe('Popup (the shell dropdowns without antd)', () => {
  it('opens on click with aria-expanded and the panel tied by aria-controls; a second click closes it', () => {
    renderPopup();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '政策数据库' })).toBeNull();
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger().getAttribute('aria-controls')!);
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toContain('政策数据库');
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives the focus back to its trigger', () => {
    renderPopup();
    fireEvent.click(trigger());
    const link = screen.getByRole('link', { name: '政策数据库' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a pointer press outside, and when the focus leaves it', () => {
    renderPopup();
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByRole('button', { name: '别处' }));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger());
    fireEvent.blur(trigger(), { relatedTarget: screen.getByRole('button', { name: '别处' }) });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('a hover popup opens on hover or keyboard focus and closes a moment after the pointer leaves', async () => {
    renderPopup('hover');
    const box = trigger().parentElement!;
    fireEvent.mouseEnter(box);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(box);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    // A tap focuses, then clicks: the click must not toggle it shut again.
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    // Coming back before the delay keeps it open.
    fireEvent.mouseLeave(box);
    fireEvent.mouseEnter(box);
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });
});

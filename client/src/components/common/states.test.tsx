import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { Icon } from './icon.tsx';
import { EmptyState, LoadingRows, Notice } from './states.tsx';

describe('plain states', () => {
  it('LoadingRows draws an optional title bar and the rows, and says it is loading', () => {
    const { container } = render(<LoadingRows title rows={4} />);
    expect(screen.getByLabelText('加载中').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.plain-skeleton__title')).toHaveLength(1);
    expect(container.querySelectorAll('.plain-skeleton__row')).toHaveLength(4);
  });

  it('an error notice is announced at once, an information one politely', () => {
    render(
      <>
        <Notice type="error">政策检索暂时不可用</Notice>
        <Notice type="info">没有找到结果</Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('政策检索暂时不可用');
    expect(screen.getByRole('status').textContent).toBe('没有找到结果');
  });

  it('EmptyState shows its text under a decorative picture', () => {
    const { container } = render(<EmptyState simple>暂无数据</EmptyState>);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('Icon gives hyphenated SVG attributes their React names', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Icon icon={CloseOutlined} />);
    expect(container.querySelector('svg')?.getAttribute('fill-rule')).toBe('evenodd');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

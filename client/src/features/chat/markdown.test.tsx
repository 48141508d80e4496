import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ChatSource } from '@aikc/shared/schemas/chat';
import { AnswerMarkdown, linkMarkers, safeUrl } from './markdown.tsx';

const src: ChatSource = {
  n: 1,
  kind: 'policy',
  id: 7,
  title: '加计扣除公告',
  doc_no: '',
  agency: '',
  date: '',
  route: '/policy/detail/7',
};

describe('answer markdown', () => {
  it('allows only http(s) links and our own routes', () => {
    expect(safeUrl('/policy/detail/7')).toBe('/policy/detail/7');
    expect(safeUrl('https://www.gov.cn/a')).toBe('https://www.gov.cn/a');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('//evil.example/x')).toBe('');
    expect(safeUrl('data:text/html,x')).toBe('');
  });

  it('turns [n] into a link to the source, leaving escaped brackets alone', () => {
    expect(linkMarkers('比例100% [1]，见\\[2\\]', [src])).toBe(
      '比例100% [\\[1\\]](/policy/detail/7 "加计扣除公告")，见\\[2\\]',
    );
  });

  it('shows script and HTML in an answer as text, and renders tables and citation links', () => {
    const { container } = render(
      <MemoryRouter>
        <AnswerMarkdown
          text={
            '<script>alert(1)</script><img src=x onerror=alert(1)>\n\n比例100% [1] [x](javascript:alert(1))\n\n| a | b |\n|---|---|\n| 1 | 2 |'
          }
          sources={[src]}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('a.chat-cite')?.getAttribute('href')).toBe('/policy/detail/7');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelectorAll('td')).toHaveLength(2);
  });
});

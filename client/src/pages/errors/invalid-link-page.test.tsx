import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ERROR_PAGE_COUNTDOWN_SECONDS } from '@aikc/shared/constants';
import { InvalidLinkPage } from './invalid-link-page.tsx';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

function renderAt(userAgent: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <div>首页内容</div> },
      { path: '/error/invalid-link', element: <InvalidLinkPage userAgent={userAgent} /> },
    ],
    { initialEntries: ['/error/invalid-link'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('invalid-link page', () => {
  it('counts down from 1000 s and then goes home', () => {
    const router = renderAt(CHROME);
    expect(screen.getByText('您访问的链接有误…')).toBeTruthy();
    expect(screen.getByTestId('countdown').textContent).toContain(`${ERROR_PAGE_COUNTDOWN_SECONDS} 秒后`);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('countdown').textContent).toContain(`${ERROR_PAGE_COUNTDOWN_SECONDS - 10} 秒后`);
    act(() => void vi.advanceTimersByTime((ERROR_PAGE_COUNTDOWN_SECONDS - 11) * 1000));
    expect(router.state.location.pathname).toBe('/error/invalid-link');
    act(() => void vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/');
  });

  it('返回首页 goes home at once', () => {
    const router = renderAt(CHROME);
    act(() => screen.getByRole('button', { name: '返回首页' }).click());
    expect(router.state.location.pathname).toBe('/');
  });

  it('a crawler gets no countdown and no automatic redirect', () => {
    const router = renderAt(BAIDU);
    expect(screen.queryByTestId('countdown')).toBeNull();
    act(() => void vi.advanceTimersByTime((ERROR_PAGE_COUNTDOWN_SECONDS + 5) * 1000));
    expect(router.state.location.pathname).toBe('/error/invalid-link');
  });
});

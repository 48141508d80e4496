import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as Config from '../../lib/config.ts';
import { MobileRedirect } from './mobile-redirect.tsx';

// The build's mobile site (VITE_MOBILE_BASE_URL): set here, as a deployment with a mobile site has it.
vi.mock('../../lib/config.ts', async (original) => ({
  ...(await original<typeof Config>()),
  MOBILE_BASE_URL: 'https://m.example.cn',
}));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <MobileRedirect />, children: [{ path: '*', element: <p>本页内容</p> }] }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('MobileRedirect with a mobile site configured', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a phone nothing of this page while it leaves for the mobile site', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    // jsdom cannot load the other site and logs that on stderr; the address the phone is sent to is
    // mobileRedirectTarget's, checked in lib/user-agent.test.ts.
    renderAt('/policy/detail/3');
    expect(screen.queryByText('本页内容')).toBeNull();
  });

  it('keeps a desktop browser on the page', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    renderAt('/policy/detail/3');
    expect(screen.getByText('本页内容')).toBeTruthy();
  });
});

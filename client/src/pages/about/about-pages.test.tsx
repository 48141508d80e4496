import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { App, Form } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOKEN_COOKIE, TOKEN_TTL_DAYS } from '@aikc/shared/constants';
import { TermsConsent } from '../../features/auth/login-dialog/terms-consent.tsx';
import { HOTLINE } from '../../lib/config.ts';
import { clearToken } from '../../lib/token.ts';
import { createRealtime } from '../../realtime/realtime-client.ts';
import { RootStore } from '../../stores/root-store.ts';
import { StoreProvider } from '../../stores/store-context.tsx';
import { AgreementPage, GsdtPage } from './about-pages.tsx';

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: path.split('#')[0] as string, element: <App>{element}</App> }], {
    initialEntries: [path],
  });
  // A visitor's stores, as the app provides them (the feedback window asks the session who is there).
  clearToken();
  const queryClient = new QueryClient();
  const store = new RootStore({
    queryClient,
    realtime: createRealtime(() => ({ on() {}, off() {}, emit() {}, disconnect() {}, connected: false })),
    fetchIpRegion: async () => null,
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <StoreProvider store={store}>
        <RouterProvider router={router} />
      </StoreProvider>
    </QueryClientProvider>,
  );
}

describe('agreement page', () => {
  it('renders both documents with numbered sections and the #terms/#privacy anchors', () => {
    const { container } = renderAt('/agreement.html#privacy', <AgreementPage />);
    expect(screen.getByRole('heading', { level: 2, name: '《AI科策云用户服务协议》' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '《隐私政策》' })).toBeTruthy();
    const terms = container.querySelector('#terms') as HTMLElement;
    const privacy = container.querySelector('#privacy') as HTMLElement;
    expect(terms).toBeTruthy();
    expect(privacy).toBeTruthy();
    expect(within(terms).getByRole('heading', { level: 4, name: '一、协议范围与定义' })).toBeTruthy();
    expect(within(privacy).getByRole('heading', { level: 4, name: '三、Cookie 与本地存储' })).toBeTruthy();
    expect(within(privacy).getByText(TOKEN_COOKIE)).toBeTruthy();
    expect(within(privacy).getByText(`${TOKEN_TTL_DAYS}日，退出登录时立即删除`)).toBeTruthy();
    expect(screen.getAllByText(/生效日期：2026年11月1日/)).toHaveLength(2);
  });

  it('every consent link of the login dialog lands on an existing anchor of the page', () => {
    const consent = render(
      <Form>
        <TermsConsent />
      </Form>,
    );
    const hrefs = Array.from(consent.container.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? '');
    consent.unmount();
    expect(hrefs.length).toBeGreaterThan(0);
    const { container } = renderAt('/agreement.html', <AgreementPage />);
    for (const href of hrefs) {
      const [path, hash] = href.split('#');
      expect(path).toBe('/agreement.html');
      if (hash) expect(container.querySelector(`#${hash}`), href).toBeTruthy();
    }
  });
});

describe('gsdt page', () => {
  it('renders about, history, news and contact with the configured hotline', () => {
    renderAt('/gsdt', <GsdtPage />);
    for (const name of ['关于我们', '发展历程', '平台动态', '联系我们']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByText('申报日历上线按地区提醒')).toBeTruthy();
    expect(screen.getByText(HOTLINE)).toBeTruthy();
  });

  it('商务合作 opens the window preset to cooperation; a visitor may write with a required contact, or log in', async () => {
    renderAt('/gsdt', <GsdtPage />);
    screen.getByRole('button', { name: '商务合作' }).click();
    const dialog = await screen.findByRole('dialog', { name: '商务合作' });
    expect(within(dialog).getByRole('radio', { name: '商务合作' })).toHaveProperty('checked', true);
    expect(within(dialog).getByPlaceholderText('手机号或邮箱（必填）')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /登\s*录/ })).toBeTruthy();
  });
});

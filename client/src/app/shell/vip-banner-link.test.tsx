import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { userKeys } from '../../lib/user-info.ts';
import { RootStore } from '../../stores/root-store.ts';
import { StoreProvider } from '../../stores/store-context.tsx';
import { createRealtime } from '../../realtime/realtime-client.ts';
import { saveToken, clearToken } from '../../lib/token.ts';
import { VipBannerLink } from './vip-banner-link.tsx';

function renderAs(level: CurrentUser['vip_level'] | null) {
  const queryClient = new QueryClient();
  if (level) saveToken('t'.repeat(43));
  else clearToken();
  const store = new RootStore({
    queryClient,
    realtime: createRealtime(() => ({ on() {}, off() {}, emit() {}, disconnect() {}, connected: false })),
    fetchIpRegion: async () => null,
  });
  if (level)
    queryClient.setQueryData(userKeys.info(store.session.token), {
      code: 200,
      user: { id: 1, vip_level: level } as CurrentUser,
    });
  return render(
    <QueryClientProvider client={queryClient}>
      <StoreProvider store={store}>
        <MemoryRouter>
          <VipBannerLink />
        </MemoryRouter>
      </StoreProvider>
    </QueryClientProvider>,
  );
}

describe('VipBannerLink', () => {
  it.each([
    [null, '开通会员', '/vip/pay_page'],
    ['normal', '开通会员', '/vip/pay_page'],
    ['vip', '升级SVIP', '/vip/pay_page?to=svip'],
    ['svip', 'SVIP续费', '/vip/pay_page?to=svip'],
  ] as const)('level %s shows %s', (level, text, href) => {
    const { unmount } = renderAs(level);
    expect(screen.getByRole('link', { name: text }).getAttribute('href')).toBe(href);
    unmount();
  });
});

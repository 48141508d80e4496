import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { VIP_LEVEL_NAMES, VIP_LEVELS } from '@aikc/shared/vip';
import { VipAgreementPage, VipNotesPage } from './vip-pages.tsx';

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: path.split('?')[0] as string, element: <App>{element}</App> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe('vip pages', () => {
  it('/vip/xieyi renders the membership agreement with numbered sections', () => {
    const { container } = renderAt('/vip/xieyi', <VipAgreementPage />);
    expect(screen.getByRole('heading', { level: 2, name: '《AI科策云会员服务协议》' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: '三、有效期、续费与待生效会员' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: '六、退款' })).toBeTruthy();
    // The purchase notes link to the refund section by this id.
    expect(container.querySelector('#vip-agreement-6')?.textContent).toContain('退款');
  });

  it('/vip/shuoming names every level and explains queuing, payment, invoices and refunds', () => {
    renderAt('/vip/shuoming', <VipNotesPage />);
    for (const level of VIP_LEVELS) expect(screen.getByRole('cell', { name: VIP_LEVEL_NAMES[level] })).toBeTruthy();
    for (const name of ['三、续费与待生效会员', '四、支付方式', '五、发票', '六、退款']) {
      expect(screen.getByRole('heading', { level: 4, name })).toBeTruthy();
    }
    for (const pay of ['微信支付', '支付宝', '对公转账']) expect(screen.getByText(pay)).toBeTruthy();
  });
});

import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CalendarApi, CompanyApi, PolicyApi, ProjectApi } from '@aikc/shared/api-paths';
import { SOLUTIONS } from './solution-configs.ts';
import { EnterpriseServiceSolutionPage, FinanceSolutionPage, GovernmentSolutionPage, IndustrialParkSolutionPage, OpenApiPage } from './solution-pages.tsx';

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element: <App>{element}</App> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

const PAGES = [
  { path: '/szhfa/cyy', Page: IndustrialParkSolutionPage, config: SOLUTIONS.cyy },
  { path: '/szhfa/jrjg', Page: FinanceSolutionPage, config: SOLUTIONS.jrjg },
  { path: '/szhfa/qyfw', Page: EnterpriseServiceSolutionPage, config: SOLUTIONS.qyfw },
  { path: '/szhfa/zfjg', Page: GovernmentSolutionPage, config: SOLUTIONS.zfjg },
];

describe('solution pages', () => {
  it.each(PAGES)('$path renders its audience, sections and feature links', ({ path, Page, config }) => {
    renderAt(path, <Page />);
    expect(screen.getByRole('heading', { level: 1, name: config.title })).toBeTruthy();
    for (const name of ['行业痛点', '方案能力', '典型场景', '交付方式']) expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    for (const p of config.painPoints) expect(screen.getByText(p.title)).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const c of config.capabilities) expect(hrefs).toContain(c.href);
    expect(screen.getByText('推荐')).toBeTruthy();
  });

  it('咨询合作 opens the feedback window preset to 商务合作', async () => {
    renderAt('/szhfa/zfjg', <GovernmentSolutionPage />);
    screen.getAllByRole('button', { name: '咨询合作' })[0]?.click();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('商务合作', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: '商务合作' })).toHaveProperty('checked', true);
  });
});

describe('open platform page', () => {
  it('lists every policy, project, calendar and company path and shows the envelope example', () => {
    renderAt('/szhfa/openapi', <OpenApiPage />);
    expect(screen.getByRole('heading', { level: 1, name: '开放平台' })).toBeTruthy();
    for (const path of [...Object.values(PolicyApi), ...Object.values(ProjectApi), ...Object.values(CalendarApi), ...Object.values(CompanyApi)]) {
      expect(screen.getByText(path, { selector: 'code' })).toBeTruthy();
    }
    expect(screen.getByText(/"code": 200/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '申请接入' }).length).toBeGreaterThan(0);
  });
});

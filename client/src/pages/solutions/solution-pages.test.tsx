import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { App } from 'antd';
import { renderRoutes } from '../../test/render-app.tsx';
import { SOLUTIONS } from './solution-configs.ts';
import { OPENAPI_ERROR_CODES } from '@aikc/shared/open-api/errors';
import {
  EnterpriseServiceSolutionPage,
  FinanceSolutionPage,
  GovernmentSolutionPage,
  IndustrialParkSolutionPage,
  OpenApiPage,
} from './solution-pages.tsx';

// The reference viewer (Scalar, a Vue app) is exercised in the browser test e2e/tests/openapi.test.ts.
vi.mock('../../features/open-api/api-reference-viewer.tsx', () => ({
  ApiReferenceViewer: () => <div data-testid="api-reference" />,
}));

/** In the app's providers (the feedback window reads the session, the open platform fetches its document). */
function renderAt(path: string, element: ReactNode, signedIn = false) {
  return renderRoutes(path, [{ path, element: <App>{element}</App> }], (store) => {
    if (signedIn) store.session.login('solution-test-token-abcdefghij');
  });
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
    for (const name of ['行业痛点', '方案能力', '典型场景', '交付方式'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    for (const p of config.painPoints) expect(screen.getByText(p.title)).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const c of config.capabilities) expect(hrefs).toContain(c.href);
    expect(screen.getByText('推荐')).toBeTruthy();
  });

  it('咨询合作 opens the feedback window preset to 商务合作', async () => {
    renderAt('/szhfa/zfjg', <GovernmentSolutionPage />, true);
    screen.getAllByRole('button', { name: '咨询合作' })[0]?.click();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('商务合作', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: '商务合作' })).toHaveProperty('checked', true);
  });
});

describe('open platform page', () => {
  it('documents the real open API: its seven calls, the signing headers, every refusal code and four examples', () => {
    renderAt('/szhfa/openapi', <OpenApiPage />);
    expect(screen.getByRole('heading', { level: 1, name: '开放平台' })).toBeTruthy();
    for (const path of [
      '/openapi/v1/policies',
      '/openapi/v1/policies/{id}',
      '/openapi/v1/projects',
      '/openapi/v1/projects/{id}',
      '/openapi/v1/companies',
      '/openapi/v1/companies/{id}',
    ]) {
      expect(screen.getByText(`GET ${path}`, { selector: 'code' })).toBeTruthy();
    }
    for (const code of OPENAPI_ERROR_CODES) expect(screen.getByText(code, { selector: 'code' })).toBeTruthy();
    expect(
      screen.getByText(/^OPENAPI-HMAC-SHA256 GET \/openapi\/v1\/policies keyword=/, { selector: 'pre' }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Java' })).toBeTruthy();
    // The matching call is offered like the others (issue 31: its entry said 暂不提供).
    expect(screen.getByText('GET /openapi/v1/matches', { selector: 'code' })).toBeTruthy();
    expect(screen.queryByText(/暂不提供/)).toBeNull();
    expect(screen.getByTestId('api-reference')).toBeTruthy();
  });
});

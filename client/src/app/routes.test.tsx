import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { USER_CENTRE_PAGES } from '@aikc/shared/routes';
import { renderApp } from '../test/render-app.tsx';
import { appRoutes } from './routes.tsx';

/** Every concrete address of spec section 2 that this shell serves. */
const SPEC_PATHS = [
  '/',
  '/gsdt',
  '/sitemap.html',
  '/agreement.html',
  '/vip/xieyi',
  '/vip/shuoming',
  '/vip/pay_page',
  '/vip/payOrder',
  '/szhfa/cyy',
  '/szhfa/jrjg',
  '/szhfa/qyfw',
  '/szhfa/zfjg',
  '/szhfa/openapi',
  '/policy/list',
  '/policy/list/eyJrZXl3b3JkIjoi6auY5pawIn0',
  '/policy/sbyl',
  '/policy/detail/12',
  '/policy/newsdetail/5.html',
  '/info/detail/3',
  '/company/list',
  '/company/list/abc',
  '/company/detail/9',
  '/company/detail/9/zscq',
  '/project/list',
  '/project/list/abc',
  '/project/detail/4',
  '/big_screen/s1',
  '/big_screen/s4',
  '/big_screen/switch',
  '/big_screen/switch/abc',
  '/evaluate/gaoxin_result/8.html',
  '/hideHt/pdf/qypj',
  '/hideHt/pdf/zcpp',
  '/hideHt/pdf/qypjCover',
  '/hideHt/pdf/zcppCover',
  '/hideHt/pdf/zcppPdfQypj',
  '/hideHt/pdf/zcppBackCover',
  '/user/login',
  '/user/register',
  '/user/forget',
  '/user/logout',
  '/wechat/auth',
  '/wechat/callback',
  '/match/zsk',
  '/match/policy',
  '/match/chat/zsk',
  '/match/chat/zsk/abc123',
  '/match/chat/qypj',
  '/match/chat/qypj/s1',
  '/match/chat/zcpp',
  '/match/chat/zcpp/s2',
  '/evaluate/gaoxin',
  '/evaluate/zhuanjing',
  '/evaluate/zhuanjing/',
  '/evaluate/zhuanjing/zjtx',
  '/evaluate/zhuanjing/xjr',
  '/evaluate/zhuanjing/cxxzx',
  '/error/invalid-link',
  ...USER_CENTRE_PAGES.map((p) => `/user/${p}`),
];

function leafPath(path: string): string | undefined {
  const matches = matchRoutes(appRoutes, path);
  return matches?.at(-1)?.route.path;
}

afterEach(() => vi.unstubAllGlobals());

describe('route table', () => {
  it.each(SPEC_PATHS)('%s resolves to a declared route', (path) => {
    const leaf = leafPath(path);
    expect(leaf).toBeDefined();
    expect(leaf).not.toBe('*');
  });

  it('/evaluate/zhuanjing/foo is the invalid-link route (issue 18), the known levels keep their own', () => {
    expect(leafPath('/evaluate/zhuanjing/foo')).toBe('/evaluate/zhuanjing/:pclx');
    expect(leafPath('/evaluate/zhuanjing/xjr')).toBe('/evaluate/zhuanjing/xjr');
  });

  it.each(['/no/such/page', '/match/chat/abc', '/hideHt/pdf/other', '/user/unknown', '/policy'])(
    '%s falls to the 404 route',
    (path) => {
      expect(leafPath(path)).toBe('*');
    },
  );

  it('every route is lazy-loaded except redirects, the 404 page and layout routes', () => {
    const eager: string[] = [];
    const walk = (routes: typeof appRoutes) => {
      for (const r of routes) {
        if (r.children) walk(r.children);
        else if (!r.lazy && !r.element && r.path !== '*') eager.push(r.path ?? '(index)');
      }
    };
    walk(appRoutes);
    expect(eager).toEqual([]);
  });
});

describe('rendered routes', () => {
  it('an unknown address shows the 404 page in the portal chrome', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在或已被移除。')).toBeTruthy();
    expect(screen.getByTitle('AI科策云首页')).toBeTruthy();
    expect(document.title).toBe('页面不存在 - AI科策云');
  });

  it('/evaluate/zhuanjing/foo shows the invalid-link page', async () => {
    renderApp('/evaluate/zhuanjing/foo');
    expect(await screen.findByText('您访问的链接有误…')).toBeTruthy();
  });

  it('a protected route keeps the visitor there and opens the login dialog with the redirect', async () => {
    const { store } = renderApp('/evaluate/zhuanjing/xjr');
    expect(await screen.findByText('该页面需要登录后访问，登录后将自动返回当前页面。')).toBeTruthy();
    await waitFor(() => expect(store.loginDialog.isOpen).toBe(true));
    expect(store.loginDialog.redirect).toBe('/evaluate/zhuanjing/xjr');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('/match/policy redirects to the zcpp chat', async () => {
    const { router } = renderApp('/match/policy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/match/chat/zcpp'));
  });

  it('?act=login on a public page opens the dialog for a visitor', async () => {
    const { store } = renderApp('/gsdt?act=login&redirect=%2Fuser%2Fmessage');
    expect(await screen.findByRole('heading', { name: '公司动态' })).toBeTruthy();
    await waitFor(() => expect(store.loginDialog.isOpen).toBe(true));
    expect(store.loginDialog.redirect).toBe('/user/message');
    expect(await screen.findByText('微信扫码登录')).toBeTruthy();
  });
});

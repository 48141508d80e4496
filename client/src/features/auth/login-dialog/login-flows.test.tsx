import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginApi } from '@aikc/shared/api-paths';
import { ValidationMessage } from '@aikc/shared/validation';
import type { Realtime } from '../../../realtime/realtime-client.ts';
import { RootStore } from '../../../stores/root-store.ts';
import type { LoginMode } from '../../../stores/login-dialog-store.ts';
import { StoreProvider } from '../../../stores/store-context.tsx';
import { LoginPanel } from './login-panel.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789AB';
type Reply = { code: number; msg?: string; data?: unknown };

/** A fetch that answers each API path from `replies` and records the bodies sent. */
function stubApi(replies: Record<string, Reply | (() => Reply)>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const r = replies[path];
      const reply = typeof r === 'function' ? r() : (r ?? { code: 404, msg: '未找到' });
      return new Response(JSON.stringify({ msg: 'ok', data: null, ...reply }));
    }),
  );
  return sent;
}

function fakeRealtime() {
  const qr$ = new Subject<unknown>();
  const holds: { event: string; payload: unknown }[] = [];
  const released: string[] = [];
  const tokens: { token: string | null; visitor: boolean | undefined }[] = [];
  const rt = {
    on: (e: string) => (e === 'qr.status' ? qr$.asObservable() : new Subject().asObservable()),
    connected$: new Subject<boolean>(),
    setToken: (token: string | null, opts?: { visitor?: boolean }) => tokens.push({ token, visitor: opts?.visitor }),
    hold: (event: string, payload: unknown, release?: string) => {
      holds.push({ event, payload });
      return () => released.push(release ?? '');
    },
    dispose: vi.fn(),
  } as unknown as Realtime;
  return { rt, qr$, holds, released, tokens };
}

function renderPanel(mode: LoginMode, extra: { bindOpenid?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fake = fakeRealtime();
  const store = new RootStore({ queryClient, realtime: fake.rt, fetchIpRegion: async () => null });
  const props = { onSwitchMode: vi.fn(), onBackToLogin: vi.fn(), onLoggedIn: vi.fn(), onNeedBind: vi.fn() };
  render(
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <StoreProvider store={store}>
          <LoginPanel mode={mode} {...props} bindOpenid={extra.bindOpenid ?? null} />
        </StoreProvider>
      </QueryClientProvider>
    </AntApp>,
  );
  return { ...props, ...fake, store };
}

const input = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const type = (placeholder: string, value: string) => fireEvent.change(input(placeholder), { target: { value } });
const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => vi.unstubAllGlobals());

describe('login dialog flows', { timeout: 60_000 }, () => {
  it('stops a login without consent with the exact message and sends nothing', async () => {
    const sent = stubApi({});
    renderPanel('loginByMobile');
    fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    type('请输入手机号', '13800001111');
    type('请输入密码', 'secret12');
    submit(/^登\s*录$/);
    expect(await screen.findByText(ValidationMessage.termsRequired)).toBeTruthy();
    expect(sent.filter((s) => s.path === LoginApi.loginByPassword)).toEqual([]);
  });

  it('logs in by password: button disabled while pending, 登录成功, then onLoggedIn with the token', async () => {
    let answer: (r: Reply) => void = () => {};
    const pending = new Promise<Reply>((r) => (answer = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ msg: 'ok', ...(await pending) }))),
    );
    const p = renderPanel('loginByMobile');
    fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    type('请输入手机号', '13800001111');
    type('请输入密码', 'secret12');
    fireEvent.click(screen.getByRole('checkbox'));
    submit(/^登\s*录$/);
    const button = () => screen.getByRole('button', { name: /^登\s*录$/, hidden: true }) as HTMLButtonElement;
    await waitFor(() => expect(button().disabled).toBe(true));
    await act(async () => answer({ code: 200, data: { token: TOKEN, user: { id: 1 } } }));
    expect(await screen.findByText('登录成功')).toBeTruthy();
    expect(p.onLoggedIn).toHaveBeenCalledWith(TOKEN);
  });

  it('re-enables the register button after a failure and shows 注册成功 after a success', async () => {
    let fail = true;
    stubApi({
      [LoginApi.registerByPassword]: () =>
        fail ? { code: 400, msg: '验证码错误' } : { code: 200, data: { token: TOKEN, user: { id: 2 } } },
    });
    const p = renderPanel('register');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    type('请输入手机号', '13800002222');
    type('请输入手机验证码', '123456');
    type('请输入密码', 'secret12');
    type('请再次输入密码', 'secret12');
    submit(/^注\s*册$/);
    const button = () => screen.getByRole('button', { name: /^注\s*册$/ }) as HTMLButtonElement;
    await screen.findByText('验证码错误');
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(p.onLoggedIn).not.toHaveBeenCalled();
    fail = false;
    submit(/^注\s*册$/);
    expect(await screen.findByText('注册成功')).toBeTruthy();
    expect(p.onLoggedIn).toHaveBeenCalledWith(TOKEN);
  });

  it('resets a password: 重置密码成功 and back to login, with a forget-purpose form', async () => {
    const sent = stubApi({ [LoginApi.forgetPassword]: { code: 200, data: null } });
    const p = renderPanel('forgetPassword');
    expect(screen.queryByRole('checkbox')).toBeNull();
    type('请输入手机号', '13800003333');
    type('请输入手机验证码', '654321');
    type('请输入密码', 'newpass1');
    type('请再次输入密码', 'newpass1');
    submit(/重置密码/);
    expect(await screen.findByText('重置密码成功')).toBeTruthy();
    expect(p.onBackToLogin).toHaveBeenCalled();
    expect(sent.find((s) => s.path === LoginApi.forgetPassword)?.body).toEqual({
      mobile: '13800003333',
      mobile_code: '654321',
      password: 'newpass1',
      password2: 'newpass1',
    });
  });

  it('binds a scanned WeChat user with wx_by_bang and the kept openid', async () => {
    const sent = stubApi({ [LoginApi.wxByBang]: { code: 200, data: { token: TOKEN, user: { id: 3 } } } });
    const p = renderPanel('bindMobile', { bindOpenid: 'oDEVabcdefgh' });
    type('请输入手机号', '13800004444');
    type('请输入手机验证码', '111222');
    submit(/绑定并登录/);
    await waitFor(() => expect(p.onLoggedIn).toHaveBeenCalledWith(TOKEN));
    expect(sent.find((s) => s.path === LoginApi.wxByBang)?.body).toEqual({
      mobile: '13800004444',
      mobile_code: '111222',
      openid: 'oDEVabcdefgh',
    });
  });

  it('QR pane: holds a visitor socket, watches the scene, and reacts to the pushes', async () => {
    const scene = 'S'.repeat(32);
    stubApi({
      [LoginApi.loginByWxEwm]: {
        code: 200,
        data: {
          scene,
          qr_image: 'data:image/png;base64,iVBORw0KGgo=',
          qr_url: 'http://x/wechat/auth?scene=a',
          expires_in: 300,
          provider: 'dev',
        },
      },
    });
    const p = renderPanel('loginByWx');
    await screen.findByAltText('微信扫码登录二维码');
    expect(p.tokens.at(-1)).toEqual({ token: null, visitor: true });
    await waitFor(() => expect(p.holds).toEqual([{ event: 'qr.watch', payload: { scene } }]));
    act(() => p.qr$.next({ msgType: 'toTop', needBang: 1, openid: 'oDEVnewuser1' }));
    expect(p.onNeedBind).toHaveBeenCalledWith('oDEVnewuser1');
    act(() => p.qr$.next({ status: 'loginSuccess', resData: { token: TOKEN, user: { id: 4 } } }));
    expect(p.onLoggedIn).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByText('登录成功')).toBeTruthy();
    act(() => p.qr$.next({ status: 'expired' }));
    expect(await screen.findByText('二维码已失效')).toBeTruthy();
    expect(p.released).toEqual(['qr.unwatch']);
    expect(screen.getByRole('button', { name: /刷新二维码/ })).toBeTruthy();
  });
});

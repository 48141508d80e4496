import { useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { App, Button, Spin } from 'antd';
import { MobileOutlined, ReloadOutlined, WechatFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useStores } from '../../../../stores/store-context.tsx';
import { loginCalls } from '../../calls/login-calls.ts';
import type { PaneProps } from '../pane-props.ts';

/**
 * loginByWx (the default mode): the QR from login_by_wx_ewm, watched over the gateway while it shows (the
 * QrLoginStore holds `qr.watch` at the realtime seam), so the page never polls. toTop/needBang → the bind step; loginSuccess → 登录成功 and the dialog's
 * redirect-or-reload; expired (pushed, or the QR's own lifetime over) → a refresh overlay.
 */
export const WxLoginPane = observer(function WxLoginPane({ onSwitchMode, onLoggedIn, onNeedBind }: PaneProps) {
  const store = useStores();
  const { message } = App.useApp();
  const [generation, setGeneration] = useState(0);
  const qr = useQuery({
    queryKey: ['login', 'wx-ewm', generation],
    queryFn: loginCalls.loginByWxEwm,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const scene = qr.data?.scene;
  const lifetime = qr.data?.expires_in;

  // The parents pass fresh callbacks on each render; the watch must not restart for that.
  const handlers = useRef({ onLoggedIn, onNeedBind });
  useEffect(() => {
    handlers.current = { onLoggedIn, onNeedBind };
  }, [onLoggedIn, onNeedBind]);

  // A visitor has no socket of their own; the QR needs one while it shows.
  useEffect(() => store.holdVisitorSocket(), [store]);

  // The QR store (fed at the realtime seam) watches the scene while it shows; this pane only reads it.
  const { qrLogin } = store;
  useEffect(() => {
    if (!scene) return;
    return qrLogin.watch(scene, lifetime);
  }, [qrLogin, scene, lifetime]);

  useEffect(
    () =>
      reaction(
        () => qrLogin.outcome,
        (outcome) => {
          if (outcome?.kind === 'need_bind') handlers.current.onNeedBind(outcome.openid);
          else if (outcome?.kind === 'logged_in') {
            void message.success('登录成功');
            handlers.current.onLoggedIn(outcome.token);
          }
        },
      ),
    [qrLogin, message],
  );
  const expired = qrLogin.expired;

  const refresh = () => {
    qrLogin.reset();
    setGeneration((g) => g + 1);
  };

  return (
    <div className="login-pane login-pane--wx">
      <button
        type="button"
        className="login-corner-switch"
        onClick={() => onSwitchMode('loginByMobile')}
        aria-label="短信/密码登录"
      >
        <MobileOutlined />
        <span>短信/密码登录</span>
      </button>
      <h3 className="login-pane__title">
        <WechatFilled className="login-wx-icon" /> 微信扫码登录
      </h3>
      <div
        className="login-qr-frame"
        data-slot="wx-qr"
        data-state={expired ? 'expired' : qr.isError ? 'error' : qr.data ? 'ready' : 'loading'}
      >
        {qr.data ? <img src={qr.data.qr_image} width={180} height={180} alt="微信扫码登录二维码" /> : null}
        {qr.isPending ? <Spin /> : null}
        {expired || qr.isError ? (
          <div className="login-qr-frame__mask">
            <span>{expired ? '二维码已失效' : '二维码获取失败'}</span>
            <Button size="small" type="primary" icon={<ReloadOutlined />} onClick={refresh}>
              刷新二维码
            </Button>
          </div>
        ) : null}
      </div>
      <p className="login-pane__hint">打开微信“扫一扫”，关注公众号后即可登录</p>
      {qr.data?.provider === 'dev' && !expired ? (
        <p className="login-pane__dev">
          开发环境：
          <a href={qr.data.qr_url} target="_blank" rel="noopener" data-testid="wx-simulator-link">
            打开微信扫码模拟器
          </a>
        </p>
      ) : null}
      <div className="login-links login-links--center">
        <button type="button" onClick={() => onSwitchMode('loginByMobile')}>
          短信/密码登录
        </button>
        <span className="login-links__dot" />
        <button type="button" onClick={() => onSwitchMode('register')}>
          注册账号
        </button>
      </div>
    </div>
  );
});

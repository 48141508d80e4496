import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginPanel } from '../../features/auth/login-dialog/login-panel.tsx';
import { leaveAfterLogin } from '../../features/auth/login-dialog/login-dialog.tsx';
import { logoutOnServer } from '../../features/auth/calls/logout.ts';
import { safeRedirect, type LoginMode } from '../../stores/login-dialog-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const MODE_PAGES: Partial<Record<LoginMode, string>> = { register: '/user/register', forgetPassword: '/user/forget' };
const TITLES: Record<LoginMode, string> = {
  loginByWx: '登录',
  loginByMobile: '登录',
  register: '注册',
  forgetPassword: '找回密码',
  bindMobile: '绑定手机号',
};

/** The full-page login used on /user/ paths (the header opens these instead of the dialog there). */
const AuthPage = observer(function AuthPage({ initialMode }: { initialMode: LoginMode }) {
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [bindOpenid, setBindOpenid] = useState<string | null>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session } = useStores();
  useDocumentTitle(TITLES[mode]);
  useEffect(() => setMode(initialMode), [initialMode]);

  const switchMode = (next: LoginMode) => {
    const pagePath = MODE_PAGES[next];
    if (pagePath) navigate(pagePath);
    else if (next === 'loginByWx' || next === 'loginByMobile') {
      if (initialMode !== 'loginByWx' && initialMode !== 'loginByMobile') navigate('/user/login');
      setMode(next);
    } else setMode(next);
  };
  const handleLoggedIn = (token: string) => {
    session.login(token);
    leaveAfterLogin(safeRedirect(params.get('redirect')) ?? '/user/index');
  };
  const handleNeedBind = (openid: string) => {
    setBindOpenid(openid);
    setMode('bindMobile');
  };
  return (
    <div className="container" style={{ paddingBlock: 48 }}>
      <div
        style={{
          maxWidth: 780,
          margin: '0 auto',
          background: '#fff',
          borderRadius: 12,
          overflow: 'hidden',
          boxShadow: '0 8px 24px rgba(16,38,84,0.08)',
        }}
      >
        <LoginPanel
          mode={mode}
          onSwitchMode={switchMode}
          onBackToLogin={() => switchMode('loginByMobile')}
          onLoggedIn={handleLoggedIn}
          onNeedBind={handleNeedBind}
          bindOpenid={bindOpenid}
        />
      </div>
    </div>
  );
});

export const LoginPage = () => <AuthPage initialMode="loginByWx" />;
export const RegisterPage = () => <AuthPage initialMode="register" />;
export const ForgetPasswordPage = () => <AuthPage initialMode="forgetPassword" />;

/** /user/logout: revoke on the server, drop the cookie and the user, go home (spec section 4). */
export const LogoutPage = observer(function LogoutPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  useDocumentTitle('退出登录');
  useEffect(() => {
    let alive = true;
    void logoutOnServer().then(() => {
      if (!alive) return;
      session.clear();
      navigate('/', { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [session, navigate]);
  return (
    <div className="app-boot">
      <Spin size="large" description="正在退出登录…" />
    </div>
  );
});

export { WechatAuthPage, WechatCallbackPage } from './wechat-pages.tsx';

import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Outlet, useLocation } from 'react-router-dom';
import { useStores } from '../../stores/store-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Guards the login-required routes (spec section 6). A visitor stays on the address they asked for, sees a
 * short notice and the login dialog opens with `redirect` set to it, so a login brings them back.
 */
export const RequireLogin = observer(function RequireLogin() {
  const { session, loginDialog } = useStores();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const visitor = !session.isLoggedIn;

  useEffect(() => {
    if (visitor) loginDialog.open({ redirect: here });
  }, [visitor, here, loginDialog]);

  if (!visitor) return <Outlet />;
  return <LoginRequiredNotice onLogin={() => loginDialog.open({ redirect: here })} />;
});

function LoginRequiredNotice({ onLogin }: { onLogin(): void }) {
  useDocumentTitle('请先登录');
  return (
    <div className="container" style={{ padding: '48px 0' }}>
      <Result
        icon={<LockOutlined style={{ color: 'var(--aikc-primary)' }} />}
        title="请先登录"
        subTitle="该页面需要登录后访问，登录后将自动返回当前页面。"
        extra={
          <Button type="primary" size="large" onClick={onLogin}>
            立即登录
          </Button>
        }
        style={{ background: '#fff', borderRadius: 8 }}
      />
    </div>
  );
}

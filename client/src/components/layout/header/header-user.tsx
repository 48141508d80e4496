import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../../stores/store-context.tsx';
import type { LoginMode } from '../../../stores/login-dialog-store.ts';

// Only a logged-in user sees it: a visitor's first route does not carry it.
const UserMenu = lazy(() => import('./user-menu.tsx'));

/** 登录 / 注册 for a visitor: the dialog, except on /user/ pages where the full login pages are used. */
const VisitorLinks = observer(function VisitorLinks() {
  const { loginDialog } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = (mode: LoginMode, page: string) => {
    if (pathname.includes('/user/')) navigate(page);
    else loginDialog.open({ mode });
  };
  return (
    <div className="header-user header-user--visitor">
      <button type="button" className="header-user__login" onClick={() => go('loginByWx', '/user/login')}>
        登录
      </button>
      <span className="header-user__sep" />
      <button type="button" className="header-user__register" onClick={() => go('register', '/user/register')}>
        注册
      </button>
    </div>
  );
});

/** The header's account area: visitor links or the user menu. */
export const HeaderUser = observer(function HeaderUser() {
  const { session } = useStores();
  return session.isLoggedIn ? (
    <Suspense fallback={<span className="user-avatar user-avatar--loading" aria-hidden="true" />}>
      <UserMenu />
    </Suspense>
  ) : (
    <VisitorLinks />
  );
});

import { lazy, Suspense, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPlainClick } from '../../lib/plain-click.ts';
import { useStores } from '../../stores/store-context.tsx';
import type { LoginMode } from '../../stores/login-dialog-store.ts';
import './header-user.css';

// Only a logged-in user sees it: a visitor's first route does not carry it.
const UserMenu = lazy(() => import('./user-menu.tsx'));

/**
 * 登录 / 注册 for a visitor: the dialog, except on /user/ pages where the full login pages are used. They are links
 * to those pages, so a press before the app has hydrated a server-rendered page still leads to the login, and back.
 */
const VisitorLinks = observer(function VisitorLinks() {
  const { loginDialog } = useStores();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const back = `?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  const go = (e: MouseEvent, mode: LoginMode, page: string) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    if (pathname.includes('/user/')) navigate(page);
    else loginDialog.open({ mode });
  };
  return (
    <div className="header-user header-user--visitor">
      <a href={`/user/login${back}`} className="header-user__login" onClick={(e) => go(e, 'loginByWx', '/user/login')}>
        登录
      </a>
      <span className="header-user__sep" />
      <a
        href={`/user/register${back}`}
        className="header-user__register"
        onClick={(e) => go(e, 'register', '/user/register')}
      >
        注册
      </a>
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

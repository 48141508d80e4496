import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { useStores } from '../../stores/store-context.tsx';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';

// The notice (antd Result) is only for visitors, fetched when one arrives.
const LoginRequiredNotice = lazy(() =>
  withAntdLazy(() => import('./login-required-notice.tsx').then((m) => m.LoginRequiredNotice)),
);

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
  return (
    <Suspense fallback={null}>
      <LoginRequiredNotice onLogin={() => loginDialog.open({ redirect: here })} />
    </Suspense>
  );
});

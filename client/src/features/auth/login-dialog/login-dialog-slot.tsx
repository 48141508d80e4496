import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores/store-context.tsx';
import { withAntdLazy } from '../../../lib/antd/load-antd-scope.ts';

// In antd's context (the shell around the slot renders without antd, lib/antd/antd-scope.tsx).
const LoginDialog = lazy(() => withAntdLazy(() => import('./login-dialog.tsx').then((m) => m.LoginDialog)));

/**
 * Where the login dialog lives in the page chrome. Its code (forms, captcha, QR pane) is fetched the first
 * time the store opens it, not with the first route; after that it stays mounted like any dialog.
 */
export const LoginDialogSlot = observer(function LoginDialogSlot() {
  const { loginDialog } = useStores();
  const [wanted, setWanted] = useState(loginDialog.isOpen);
  if (loginDialog.isOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
});

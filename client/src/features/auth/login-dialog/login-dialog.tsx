import { observer } from 'mobx-react-lite';
import { Modal } from 'antd';
import { useStores } from '../../../stores/store-context.tsx';
import { LoginPanel } from './login-panel.tsx';

/**
 * The login dialog, driven by LoginDialogStore: open/close, mode, redirect, scroll lock (in the store).
 * After a login it follows the `redirect` target with replace navigation, else reloads the page (spec section 4).
 */
export const LoginDialog = observer(function LoginDialog() {
  const { loginDialog, session } = useStores();
  const handleLoggedIn = (token: string) => {
    session.login(token);
    const target = loginDialog.finishLogin();
    if (target) window.location.replace(target);
    else window.location.reload();
  };
  return (
    <Modal
      open={loginDialog.isOpen}
      onCancel={() => loginDialog.close()}
      footer={null}
      width={780}
      centered
      mask={{ closable: false }}
      destroyOnHidden
      className="login-dialog"
      styles={{ container: { padding: 0 }, body: { padding: 0 } }}
      aria-label="登录"
    >
      <LoginPanel
        mode={loginDialog.mode}
        onSwitchMode={(m) => loginDialog.switchMode(m)}
        onBackToLogin={() => loginDialog.backToLogin()}
        onLoggedIn={handleLoggedIn}
      />
    </Modal>
  );
});

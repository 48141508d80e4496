import { observer } from 'mobx-react-lite';
import { Modal } from 'antd';
import { useStores } from '../../../stores/store-context.tsx';
import { LoginPanel } from './login-panel.tsx';

/** How long the success toast shows before the page moves on (redirect or reload). */
export const AFTER_LOGIN_DELAY_MS = 800;

/** Goes to `target` with replace navigation, or reloads the page when there is none (spec section 4). */
export function leaveAfterLogin(target: string | null, delayMs = AFTER_LOGIN_DELAY_MS): void {
  setTimeout(() => {
    if (target) window.location.replace(target);
    else window.location.reload();
  }, delayMs);
}

/**
 * The login dialog, driven by LoginDialogStore: open/close, mode, redirect, scroll lock (in the store).
 * After a login the token is kept, the mode cleared, the dialog closed; then the `redirect` target (replace
 * navigation) or a reload.
 */
export const LoginDialog = observer(function LoginDialog() {
  const { loginDialog, session } = useStores();
  const handleLoggedIn = (token: string) => {
    session.login(token);
    leaveAfterLogin(loginDialog.finishLogin());
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
      // The dialog's accessible name (aria-labelledby points at the title); the panel shows its own headings.
      title="登录AI科策云"
      classNames={{ header: 'sr-only' }}
    >
      <LoginPanel
        mode={loginDialog.mode}
        onSwitchMode={(m) => loginDialog.switchMode(m)}
        onBackToLogin={() => loginDialog.backToLogin()}
        onLoggedIn={handleLoggedIn}
        onNeedBind={(openid) => loginDialog.startBind(openid)}
        bindOpenid={loginDialog.bindOpenid}
      />
    </Modal>
  );
});

import type { LoginMode } from '../../../stores/login-dialog-store.ts';

/** What every mode pane receives from the dialog (or from the full-page login on /user/ paths). */
export interface PaneProps {
  onSwitchMode(mode: LoginMode): void;
  onBackToLogin(): void;
  /** A login succeeded (the pane already showed its toast): keep the token, then redirect or reload. */
  onLoggedIn(token: string): void;
  /** An unbound WeChat user scanned: keep the openid and show the bind step. */
  onNeedBind(openid: string): void;
  /** The openid the bind step binds (null outside it). */
  bindOpenid: string | null;
}

import type { LoginMode } from '../../../stores/login-dialog-store.ts';

/**
 * What every mode pane receives. Issue 3 fills the panes: the submit handlers call the login API and, on success,
 * `onLoggedIn(token)`; until then `onUnavailable` shows the "feature under development" dialog.
 */
export interface PaneProps {
  onSwitchMode(mode: LoginMode): void;
  onBackToLogin(): void;
  onLoggedIn(token: string): void;
  onUnavailable(): void;
}

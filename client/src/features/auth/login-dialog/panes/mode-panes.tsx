import type { LoginMode } from '../../../../stores/login-dialog-store.ts';
import type { PaneProps } from '../pane-props.ts';
import { AccountFormPane } from './account-form-pane.tsx';
import { MobileLoginPane } from './mobile-login-pane.tsx';
import { WxLoginPane } from './wx-login-pane.tsx';

/** The pane of each mode: the one place that maps a mode to its component. */
export function ModePane({ mode, ...props }: PaneProps & { mode: LoginMode }) {
  switch (mode) {
    case 'loginByWx':
      return <WxLoginPane {...props} />;
    case 'loginByMobile':
      return <MobileLoginPane {...props} />;
    case 'register':
    case 'forgetPassword':
    case 'bindMobile':
      return <AccountFormPane key={mode} {...props} kind={mode} />;
  }
}

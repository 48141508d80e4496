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
      return <AccountFormPane {...props} title="注册账号" submitText="注册" withTerms withPassword />;
    case 'forgetPassword':
      return <AccountFormPane {...props} title="找回密码" submitText="重置密码" withTerms={false} withPassword />;
    case 'bindMobile':
      return <AccountFormPane {...props} title="绑定手机号" submitText="绑定并登录" withTerms={false} withPassword={false} />;
  }
}

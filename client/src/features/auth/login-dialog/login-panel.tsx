import { CheckCircleFilled } from '@ant-design/icons';
import { PRODUCT_NAME } from '@aikc/shared/constants';
import type { LoginMode } from '../../../stores/login-dialog-store.ts';
import { LogoMark } from '../../../components/layout/header/logo.tsx';
import type { PaneProps } from './pane-props.ts';
import { ModePane } from './panes/mode-panes.tsx';
import './login-dialog.css';

const BENEFITS = ['各级科技政策实时汇聚，精准推送', '申报项目与截止日期一目了然', 'AI政策匹配与企业自评，一键生成报告'];

export interface LoginPanelProps extends PaneProps {
  mode: LoginMode;
}

/** The login panel shared by the dialog and the /user/login pages: a brand column and the current mode's pane. */
export function LoginPanel({ mode, ...paneProps }: LoginPanelProps) {
  return (
    <div className="login-panel" data-mode={mode}>
      <div className="login-panel__brand">
        <div className="login-panel__logo">
          <LogoMark size={40} />
          <span>{PRODUCT_NAME}</span>
        </div>
        <h2>登录后享受更多服务</h2>
        <ul>
          {BENEFITS.map((b) => (
            <li key={b}>
              <CheckCircleFilled /> {b}
            </li>
          ))}
        </ul>
      </div>
      <div className="login-panel__main">
        <ModePane mode={mode} {...paneProps} />
      </div>
    </div>
  );
}

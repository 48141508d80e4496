import { Button } from 'antd';
import { MobileOutlined, QrcodeOutlined, WechatFilled } from '@ant-design/icons';
import type { PaneProps } from '../pane-props.ts';

/**
 * loginByWx (the default mode): the WeChat QR. Issue 3 puts the QR from `login/login_by_wx_ewm` into the frame
 * and reacts to the gateway's scan messages; the frame says plainly that the QR is not available yet.
 */
export function WxLoginPane({ onSwitchMode }: PaneProps) {
  return (
    <div className="login-pane login-pane--wx">
      <button type="button" className="login-corner-switch" onClick={() => onSwitchMode('loginByMobile')} aria-label="短信/密码登录">
        <MobileOutlined />
        <span>短信/密码登录</span>
      </button>
      <h3 className="login-pane__title">
        <WechatFilled className="login-wx-icon" /> 微信扫码登录
      </h3>
      <div className="login-qr-frame" data-slot="wx-qr">
        <QrcodeOutlined className="login-qr-frame__ghost" />
        <div className="login-qr-frame__mask">
          <span>二维码暂不可用</span>
          <Button size="small" type="primary" onClick={() => onSwitchMode('loginByMobile')}>
            使用短信/密码登录
          </Button>
        </div>
      </div>
      <p className="login-pane__hint">打开微信“扫一扫”，关注公众号后即可登录</p>
      <div className="login-links login-links--center">
        <button type="button" onClick={() => onSwitchMode('loginByMobile')}>短信/密码登录</button>
        <span className="login-links__dot" />
        <button type="button" onClick={() => onSwitchMode('register')}>注册账号</button>
      </div>
    </div>
  );
}

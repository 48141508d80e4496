import { useState } from 'react';
import { App, Button, Form, Input, Tabs } from 'antd';
import { LockOutlined, MobileOutlined, QrcodeOutlined } from '@ant-design/icons';
import { ValidationMessage } from '@aikc/shared/validation';
import { CodeField } from '../code-field.tsx';
import { mobileRules, passwordRules } from '../form-rules.ts';
import type { PaneProps } from '../pane-props.ts';
import { TermsConsent } from '../terms-consent.tsx';

type Way = 'code' | 'password';

/** loginByMobile: SMS-code and password tabs; the switch 扫码登录 goes to the QR mode. */
export function MobileLoginPane({ onSwitchMode, onUnavailable }: PaneProps) {
  const [form] = Form.useForm();
  const [way, setWay] = useState<Way>('code');
  const { message } = App.useApp();

  const handleFinish = (values: { agree?: boolean }) => {
    if (!values.agree) {
      message.warning(ValidationMessage.termsRequired);
      return;
    }
    onUnavailable();
  };

  return (
    <div className="login-pane">
      <button type="button" className="login-corner-switch" onClick={() => onSwitchMode('loginByWx')} aria-label="扫码登录">
        <QrcodeOutlined />
        <span>扫码登录</span>
      </button>
      <Tabs
        activeKey={way}
        onChange={(k) => setWay(k as Way)}
        items={[
          { key: 'code', label: '短信登录' },
          { key: 'password', label: '密码登录' },
        ]}
      />
      <Form form={form} onFinish={handleFinish} validateTrigger="onBlur" initialValues={{ agree: false }}>
        <Form.Item name="mobile" rules={mobileRules}>
          <Input size="large" maxLength={11} prefix={<MobileOutlined />} placeholder="请输入手机号" autoComplete="tel" />
        </Form.Item>
        {way === 'code' ? (
          <CodeField form={form} onSend={onUnavailable} />
        ) : (
          <Form.Item name="password" rules={passwordRules}>
            <Input.Password size="large" prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
          </Form.Item>
        )}
        <TermsConsent />
        <Button type="primary" htmlType="submit" size="large" block>
          登录
        </Button>
      </Form>
      <div className="login-links">
        <button type="button" onClick={() => onSwitchMode('forgetPassword')}>忘记密码</button>
        <span>
          还没有账号？<button type="button" onClick={() => onSwitchMode('register')}>立即注册</button>
        </span>
      </div>
    </div>
  );
}

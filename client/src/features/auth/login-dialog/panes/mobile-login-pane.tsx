import { useState } from 'react';
import { App, Button, Form, Input, Tabs } from 'antd';
import { LockOutlined, MobileOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { ValidationMessage } from '@aikc/shared/validation';
import { loginCalls } from '../../calls/login-calls.ts';
import { CodeField } from '../code-field.tsx';
import { mobileRules, passwordRules } from '../form-rules.ts';
import type { PaneProps } from '../pane-props.ts';
import { TermsConsent } from '../terms-consent.tsx';

type Way = 'code' | 'password';
interface Values {
  mobile: string;
  mobile_code?: string;
  password?: string;
  agree?: boolean;
}

/** loginByMobile: SMS-code and password tabs; the switch 扫码登录 goes to the QR mode. */
export function MobileLoginPane({ onSwitchMode, onLoggedIn }: PaneProps) {
  const [form] = Form.useForm<Values>();
  const [way, setWay] = useState<Way>('code');
  const { message } = App.useApp();
  const login = useMutation({
    mutationFn: (v: Values) =>
      way === 'code'
        ? loginCalls.loginByMobileCode(v.mobile.trim(), String(v.mobile_code).trim())
        : loginCalls.loginByPassword(v.mobile.trim(), String(v.password)),
    onSuccess: (r) => {
      void message.success('登录成功');
      onLoggedIn(r.token);
    },
  });

  const handleFinish = (values: Values) => {
    if (!values.agree) {
      void message.warning(ValidationMessage.termsRequired);
      return;
    }
    login.mutate(values);
  };
  const busy = login.isPending || login.isSuccess;

  return (
    <div className="login-pane">
      <button
        type="button"
        className="login-corner-switch"
        onClick={() => onSwitchMode('loginByWx')}
        aria-label="扫码登录"
      >
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
          <Input
            size="large"
            maxLength={11}
            prefix={<MobileOutlined />}
            placeholder="请输入手机号"
            aria-label="手机号"
            autoComplete="tel"
          />
        </Form.Item>
        {way === 'code' ? (
          <CodeField form={form} purpose="register" />
        ) : (
          <Form.Item name="password" rules={passwordRules}>
            <Input.Password
              size="large"
              prefix={<LockOutlined />}
              placeholder="请输入密码"
              aria-label="密码"
              autoComplete="current-password"
            />
          </Form.Item>
        )}
        <TermsConsent />
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending} disabled={busy}>
          登录
        </Button>
      </Form>
      <div className="login-links">
        <button type="button" onClick={() => onSwitchMode('forgetPassword')}>
          忘记密码
        </button>
        <span>
          还没有账号？
          <button type="button" onClick={() => onSwitchMode('register')}>
            立即注册
          </button>
        </span>
      </div>
    </div>
  );
}

import { App, Button, Form, Input } from 'antd';
import { LeftOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { SmsPurpose } from '@aikc/shared/schemas/login';
import { ValidationMessage } from '@aikc/shared/validation';
import { loginCalls } from '../../calls/login-calls.ts';
import { CodeField } from '../code-field.tsx';
import { mobileRules, password2Rules, passwordRules } from '../form-rules.ts';
import type { PaneProps } from '../pane-props.ts';
import { TermsConsent } from '../terms-consent.tsx';

/** The three forms that share this pane. */
export type AccountFormKind = 'register' | 'forgetPassword' | 'bindMobile';

interface Values {
  mobile: string;
  mobile_code: string;
  password?: string;
  password2?: string;
  agree?: boolean;
}

const KINDS: Record<
  AccountFormKind,
  { title: string; submitText: string; withTerms: boolean; withPassword: boolean; purpose: SmsPurpose }
> = {
  register: { title: '注册账号', submitText: '注册', withTerms: true, withPassword: true, purpose: 'register' },
  forgetPassword: {
    title: '找回密码',
    submitText: '重置密码',
    withTerms: false,
    withPassword: true,
    purpose: 'forget',
  },
  bindMobile: {
    title: '绑定手机号',
    submitText: '绑定并登录',
    withTerms: false,
    withPassword: false,
    purpose: 'register',
  },
};

/**
 * register, forgetPassword and the WeChat bind step: mobile, code, (passwords), submit, back to login.
 * Register ends logged in with 注册成功; reset shows 重置密码成功 and returns to login; bind logs in (登录成功).
 */
export function AccountFormPane({
  kind,
  onBackToLogin,
  onLoggedIn,
  bindOpenid,
}: PaneProps & { kind: AccountFormKind }) {
  const cfg = KINDS[kind];
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const submit = useMutation({
    mutationFn: async (v: Values) => {
      const base = { mobile: v.mobile.trim(), mobile_code: v.mobile_code.trim() };
      const pw = { password: v.password ?? '', password2: v.password2 ?? '' };
      if (kind === 'register') return (await loginCalls.registerByPassword({ ...base, ...pw })).token;
      if (kind === 'bindMobile') return (await loginCalls.wxByBang({ ...base, openid: bindOpenid ?? '' })).token;
      await loginCalls.forgetPassword({ ...base, ...pw });
      return null;
    },
    onSuccess: (token) => {
      if (kind === 'forgetPassword') {
        void message.success('重置密码成功');
        onBackToLogin();
        return;
      }
      void message.success(kind === 'register' ? '注册成功' : '登录成功');
      if (token) onLoggedIn(token);
    },
  });

  const handleFinish = (values: Values) => {
    if (cfg.withTerms && !values.agree) {
      void message.warning(ValidationMessage.termsRequired);
      return;
    }
    submit.mutate(values);
  };
  const busy = submit.isPending || (submit.isSuccess && kind !== 'forgetPassword');

  return (
    <div className="login-pane">
      <h3 className="login-pane__title">{cfg.title}</h3>
      {kind === 'bindMobile' ? <p className="login-pane__lead">微信扫码成功，请绑定手机号完成登录</p> : null}
      <Form form={form} onFinish={handleFinish} validateTrigger="onBlur" initialValues={{ agree: true }}>
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
        <CodeField form={form} purpose={cfg.purpose} />
        {cfg.withPassword ? (
          <>
            <Form.Item name="password" rules={passwordRules}>
              <Input.Password
                size="large"
                prefix={<LockOutlined />}
                placeholder="请输入密码"
                aria-label="密码"
                autoComplete="new-password"
              />
            </Form.Item>
            <Form.Item name="password2" dependencies={['password']} rules={password2Rules}>
              <Input.Password
                size="large"
                prefix={<LockOutlined />}
                placeholder="请再次输入密码"
                aria-label="确认密码"
                autoComplete="new-password"
              />
            </Form.Item>
          </>
        ) : null}
        {cfg.withTerms ? <TermsConsent /> : null}
        <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending} disabled={busy}>
          {cfg.submitText}
        </Button>
      </Form>
      <div className="login-links login-links--center">
        <button type="button" onClick={onBackToLogin}>
          <LeftOutlined /> 返回登录
        </button>
      </div>
    </div>
  );
}

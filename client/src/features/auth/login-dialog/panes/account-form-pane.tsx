import { App, Button, Form, Input } from 'antd';
import { LeftOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { ValidationMessage } from '@aikc/shared/validation';
import { CodeField } from '../code-field.tsx';
import { mobileRules, password2Rules, passwordRules } from '../form-rules.ts';
import type { PaneProps } from '../pane-props.ts';
import { TermsConsent } from '../terms-consent.tsx';

interface AccountFormPaneProps extends PaneProps {
  title: string;
  submitText: string;
  /** Register asks for consent (checked by default); reset does not. */
  withTerms: boolean;
  /** The bind step asks only for mobile and code. */
  withPassword: boolean;
}

/** The shared shape of register, forgetPassword and bindMobile: mobile, code, (passwords), submit, back to login. */
export function AccountFormPane({ title, submitText, withTerms, withPassword, onBackToLogin, onUnavailable }: AccountFormPaneProps) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const handleFinish = (values: { agree?: boolean }) => {
    if (withTerms && !values.agree) {
      message.warning(ValidationMessage.termsRequired);
      return;
    }
    onUnavailable();
  };
  return (
    <div className="login-pane">
      <h3 className="login-pane__title">{title}</h3>
      <Form form={form} onFinish={handleFinish} validateTrigger="onBlur" initialValues={{ agree: true }}>
        <Form.Item name="mobile" rules={mobileRules}>
          <Input size="large" maxLength={11} prefix={<MobileOutlined />} placeholder="请输入手机号" autoComplete="tel" />
        </Form.Item>
        <CodeField form={form} onSend={onUnavailable} />
        {withPassword ? (
          <>
            <Form.Item name="password" rules={passwordRules}>
              <Input.Password size="large" prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="password2" dependencies={['password']} rules={password2Rules}>
              <Input.Password size="large" prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
            </Form.Item>
          </>
        ) : null}
        {withTerms ? <TermsConsent /> : null}
        <Button type="primary" htmlType="submit" size="large" block>
          {submitText}
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

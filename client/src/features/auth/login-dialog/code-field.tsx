import { Button, Form, Input, type FormInstance } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { mobileCodeRules } from './form-rules.ts';

/**
 * The SMS-code field with its 获取验证码 button. Issue 3 adds the slider captcha and the 60 s countdown behind
 * `onSend` (which is called only after the mobile field validates).
 */
export function CodeField({ form, onSend }: { form: FormInstance; onSend(mobile: string): void }) {
  const handleSend = async () => {
    try {
      const { mobile } = (await form.validateFields(['mobile'])) as { mobile: string };
      onSend(mobile);
    } catch {
      // The mobile field shows its own message.
    }
  };
  return (
    <Form.Item name="mobile_code" rules={mobileCodeRules}>
      <Input
        size="large"
        maxLength={6}
        prefix={<SafetyCertificateOutlined />}
        placeholder="请输入手机验证码"
        autoComplete="one-time-code"
        suffix={
          <Button type="link" size="small" onClick={handleSend} className="login-code-btn">
            获取验证码
          </Button>
        }
      />
    </Form.Item>
  );
}

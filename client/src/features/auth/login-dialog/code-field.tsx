import { useState } from 'react';
import { App, Button, Form, Input, type FormInstance } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { CODE_RESEND_SECONDS } from '@aikc/shared/constants';
import type { SmsPurpose } from '@aikc/shared/schemas/login';
import { CaptchaModal } from '../../../components/captcha/captcha-modal.tsx';
import { loginCalls } from '../calls/login-calls.ts';
import { mobileCodeRules } from './form-rules.ts';
import { codeButtonText, useCountdown } from './use-countdown.ts';

export interface CodeFieldProps {
  form: FormInstance;
  /** register: code login, register, WeChat bind, bang_mobile; forget: forget_password, reset_password. */
  purpose: SmsPurpose;
  /** Where the mobile comes from: the form's `mobile` field (default) or a fixed number (the own account). */
  mobileField?: string;
}

/**
 * The SMS-code field with its button: a valid mobile first (the field shows its message otherwise), then the
 * slider captcha pop-up, then send_mobile_code with the captcha's second-stage value and a 60 s countdown
 * ending in 重新发送 (spec sections 4 and 5).
 */
export function CodeField({ form, purpose, mobileField = 'mobile' }: CodeFieldProps) {
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const askCaptcha = async () => {
    try {
      const values = (await form.validateFields([mobileField])) as Record<string, string>;
      setCaptchaFor(String(values[mobileField]).trim());
    } catch {
      // The mobile field shows its own message.
    }
  };
  const send = async (mobile: string, captchaVerification: string) => {
    setSending(true);
    try {
      const res = await loginCalls.sendMobileCode(mobile, purpose, captchaVerification);
      countdown.start(res.countdown || CODE_RESEND_SECONDS);
      void message.success('验证码已发送，请注意查收');
    } catch {
      // The HTTP layer showed the reason; the button stays available.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item name="mobile_code" rules={mobileCodeRules}>
        <Input
          size="large"
          maxLength={6}
          prefix={<SafetyCertificateOutlined />}
          placeholder="请输入手机验证码"
          aria-label="手机验证码"
          autoComplete="one-time-code"
          suffix={
            <Button
              type="link"
              size="small"
              onClick={() => void askCaptcha()}
              disabled={countdown.left > 0 || sending}
              className="login-code-btn"
            >
              {codeButtonText(countdown.left, countdown.sentBefore)}
            </Button>
          }
        />
      </Form.Item>
      <CaptchaModal
        open={captchaFor !== null}
        onClose={() => setCaptchaFor(null)}
        onVerified={(v) => {
          if (captchaFor) void send(captchaFor, v);
        }}
      />
    </>
  );
}

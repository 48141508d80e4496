import { Checkbox, Form } from 'antd';

/** The terms consent checkbox (field `agree`); forms check it before login and register. */
export function TermsConsent() {
  return (
    <Form.Item name="agree" valuePropName="checked" className="login-terms">
      <Checkbox>
        我已阅读并同意
        <a href="/agreement.html" target="_blank" rel="noopener">
          《用户条款》
        </a>
        和
        <a href="/agreement.html#privacy" target="_blank" rel="noopener">
          《隐私协议》
        </a>
      </Checkbox>
    </Form.Item>
  );
}

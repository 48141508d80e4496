import { Button, Form } from 'antd';

/** The feedback forms' 取消 / 提交 row: submitting disables 提交 so a slow send is not sent twice. */
export function FormActions({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  return (
    <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
      <Button onClick={onClose} style={{ marginRight: 8 }}>
        取消
      </Button>
      <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
        提交
      </Button>
    </Form.Item>
  );
}

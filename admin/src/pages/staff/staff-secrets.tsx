import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { StaffSecrets } from '@aikc/shared/admin/schemas/auth';

/**
 * What a creation or a reset shows exactly once: the password and/or the QR code of the TOTP secret. The server
 * keeps only the hash and the secret; closing this window is the last chance to read them.
 */
export function StaffSecretsModal({ shown, onClose }: { shown: StaffSecrets | null; onClose: () => void }) {
  return (
    <Modal
      open={shown !== null}
      title="请立即记录登录凭据"
      onOk={onClose}
      onCancel={onClose}
      okText="我已记录"
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      {shown && (
        <div data-testid="staff-secrets">
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="以下信息只显示这一次，关闭后无法再次查看，请通过安全渠道交给本人。"
          />
          <Descriptions column={1} size="small" bordered styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="姓名">{shown.name}</Descriptions.Item>
            <Descriptions.Item label="手机号">{shown.mobile}</Descriptions.Item>
            {shown.password && (
              <Descriptions.Item label="初始密码">
                <Typography.Text code copyable data-testid="staff-password">
                  {shown.password}
                </Typography.Text>
              </Descriptions.Item>
            )}
            {shown.otpauth && (
              <Descriptions.Item label="动态验证码">
                <div>请用身份验证器（如 Google Authenticator、Microsoft Authenticator）扫描二维码：</div>
                {shown.otpauth_qr && <img src={shown.otpauth_qr} alt="动态验证码二维码" width={180} height={180} />}
                <Typography.Paragraph
                  copyable
                  type="secondary"
                  style={{ wordBreak: 'break-all', marginBottom: 0 }}
                  data-testid="staff-otpauth"
                >
                  {shown.otpauth}
                </Typography.Paragraph>
              </Descriptions.Item>
            )}
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}

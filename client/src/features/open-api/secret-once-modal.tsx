import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { ApiKeyCreated } from '@aikc/shared/open-api/keys';

/** The one time a secret is shown: copy it now, it cannot be shown again. */
export function SecretOnceModal({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  return (
    <Modal
      open={created !== null}
      title="密钥创建成功"
      onOk={onClose}
      onCancel={onClose}
      okText="我已妥善保存"
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      width={620}
    >
      {created ? (
        <>
          <Alert
            type="warning"
            showIcon
            message="密钥 Secret 仅显示这一次，关闭后无法再次查看。请立即复制并保存在服务端安全位置，切勿写入网页或移动应用代码。"
            style={{ marginBottom: 16 }}
          />
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
            <Descriptions.Item label="名称">{created.name}</Descriptions.Item>
            <Descriptions.Item label="Key ID">
              <Typography.Text copyable code data-testid="created-key-id">
                {created.key_id}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Secret">
              <Typography.Text copyable code data-testid="created-secret">
                {created.secret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
    </Modal>
  );
}

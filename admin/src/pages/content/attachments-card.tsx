import { useState } from 'react';
import { App, Button, Card, List, Popconfirm, Tag, Typography, Upload, type UploadProps } from 'antd';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import {
  ATTACHMENT_UPLOAD_MAX_MB,
  ATTACHMENT_UPLOAD_TYPES,
  ATTACHMENTS_PER_POLICY,
  type AdminAttachment,
} from '@aikc/shared/admin/schemas/attachments';
import { http } from '../../net/http.ts';
import { useSession } from '../../auth/session.tsx';

const ACCEPT = ATTACHMENT_UPLOAD_TYPES.map((t) => `.${t}`).join(',');

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A policy's attachments, outside the edit form: each upload and each removal is its own audited call and takes
 * effect at once (the form's 保存 does not touch them). The server types the file from its bytes; the size check
 * here only spares a long upload that would be refused.
 */
export function AttachmentsCard({ policyId, initial }: { policyId: number; initial: AdminAttachment[] }) {
  const { message } = App.useApp();
  const { can } = useSession();
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState(false);
  const writable = can('content.write');

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const f = file as File;
    const form = new FormData();
    form.set('policy_id', String(policyId));
    form.set('name', f.name);
    form.set('file', f, f.name);
    setBusy(true);
    http
      .post<AdminAttachment>(AdminPaths.attachmentUpload, form)
      .then((added) => {
        setItems((list) => [...list, added]);
        message.success(`附件“${added.name}”已上传，门户即时可见`);
        onSuccess?.(added);
      })
      .catch((e: Error) => {
        message.error(e.message);
        onError?.(e);
      })
      .finally(() => setBusy(false));
  };

  const remove = async (a: AdminAttachment) => {
    try {
      await http.post(AdminPaths.attachmentRemove, { id: a.id });
      setItems((list) => list.filter((x) => x.id !== a.id));
      message.success('附件已删除');
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  return (
    <Card
      title="附件"
      style={{ marginTop: 16 }}
      extra={
        writable && (
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            customRequest={customRequest}
            beforeUpload={(f) => {
              if (f.size > ATTACHMENT_UPLOAD_MAX_MB * 1024 * 1024) {
                message.error(`附件不能超过${ATTACHMENT_UPLOAD_MAX_MB}MB`);
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            disabled={busy || items.length >= ATTACHMENTS_PER_POLICY}
          >
            <Button loading={busy} disabled={items.length >= ATTACHMENTS_PER_POLICY}>
              上传附件
            </Button>
          </Upload>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        支持{ATTACHMENT_UPLOAD_TYPES.join('、')}格式，单个不超过{ATTACHMENT_UPLOAD_MAX_MB}MB，每条政策最多
        {ATTACHMENTS_PER_POLICY}个；上传与删除即时生效，无需点击保存。
      </Typography.Paragraph>
      <List
        dataSource={items}
        locale={{ emptyText: '暂无附件' }}
        renderItem={(a) => (
          <List.Item
            actions={
              writable
                ? [
                    <Popconfirm key="remove" title={`确定删除附件“${a.name}”吗？`} onConfirm={() => remove(a)}>
                      <a>删除</a>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={a.name}
              description={
                <>
                  {a.file_type.toUpperCase()} · {sizeText(a.size_bytes)}{' '}
                  {a.held ? <Tag color="green">原件已收录</Tag> : <Tag>仅有附件信息</Tag>}
                  {a.text_chars > 0 && <Tag color="blue">已提取正文{a.text_chars}字</Tag>}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

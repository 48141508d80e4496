import { useRef } from 'react';
import { App, Popconfirm, Space, Tag, Typography } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { z } from 'zod';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { OpenApiCustomerRowSchema } from '@aikc/shared/admin/schemas/ops';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { Can } from '../../auth/session.tsx';

type CustomerRow = z.output<typeof OpenApiCustomerRowSchema>;
type KeyRow = CustomerRow['keys'][number];

/** Open-platform customers: their package and keys (only the key id; secrets are never shown). */
export default function OpenApiPage() {
  const ref = useRef<ActionType>(null);
  const { message } = App.useApp();
  const toggle = async (k: KeyRow) => {
    const enable = k.status !== 'active';
    try {
      await http.post(enable ? AdminPaths.openApiKeyEnable : AdminPaths.openApiKeyDisable, { id: k.id });
      message.success(enable ? '密钥已启用' : '密钥已停用');
      await ref.current?.reload();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const columns: ProColumns<CustomerRow>[] = [
    { title: '关键词', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: '手机号' } },
    { title: '客户手机号', dataIndex: 'user_mobile', search: false, width: 140 },
    {
      title: '套餐',
      dataIndex: 'package',
      search: false,
      width: 140,
      render: (_, r) => <Tag color="blue">{r.package}</Tag>,
    },
    { title: '套餐到期', dataIndex: 'package_ends', search: false, width: 180 },
    { title: '近30天调用', dataIndex: 'calls_30d', search: false, width: 110 },
    {
      title: '密钥',
      dataIndex: 'keys',
      search: false,
      width: 380,
      render: (_, r) => (
        <Space direction="vertical" size={4}>
          {r.keys.map((k) => (
            <Space key={k.id} size="small">
              <Typography.Text code copyable>
                {k.key_id}
              </Typography.Text>
              <Tag color={k.status === 'active' ? 'green' : 'default'}>{k.status === 'active' ? '启用' : '停用'}</Tag>
              <Can perm="openapi.manage">
                <Popconfirm
                  title={k.status === 'active' ? '停用后该密钥的调用将被拒绝，确定停用？' : '确定启用该密钥？'}
                  onConfirm={() => toggle(k)}
                >
                  <a>{k.status === 'active' ? '停用' : '启用'}</a>
                </Popconfirm>
              </Can>
            </Space>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <PageContainer title="开放平台">
      <ProTable<CustomerRow>
        actionRef={ref}
        rowKey="user_id"
        columns={columns}
        request={listRequest<CustomerRow>(AdminPaths.openApiCustomers)}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}

import { Tag, Typography } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ProColumns } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { listRequest } from '../../net/list.ts';

interface KeyRow {
  id: number;
  customer: string;
  userMobile?: string | null;
  packageName: string;
  appKey: string;
  quotaUsed?: number | null;
  quotaTotal?: number | null;
  expiresAt?: string | null;
  status: string;
  createdAt: string;
}

/** Open-platform customers: their packages and keys (the secret is never shown here, only the key id). */
export default function OpenApiPage() {
  const columns: ProColumns<KeyRow>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '客户名称或手机号' } },
    { title: '客户', dataIndex: 'customer', search: false, width: 200, ellipsis: true },
    { title: '手机号', dataIndex: 'userMobile', search: false, width: 130 },
    {
      title: '套餐',
      dataIndex: 'packageName',
      search: false,
      width: 140,
      render: (_, r) => <Tag>{r.packageName}</Tag>,
    },
    {
      title: 'AppKey',
      dataIndex: 'appKey',
      search: false,
      width: 220,
      render: (_, r) => (
        <Typography.Text code copyable>
          {r.appKey}
        </Typography.Text>
      ),
    },
    {
      title: '调用量',
      dataIndex: 'quotaUsed',
      search: false,
      width: 140,
      render: (_, r) => `${r.quotaUsed ?? 0} / ${r.quotaTotal ?? '不限'}`,
    },
    { title: '到期', dataIndex: 'expiresAt', valueType: 'date', search: false, width: 110 },
    { title: '状态', dataIndex: 'status', search: false, width: 90 },
    { title: '创建时间', dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 160 },
  ];
  return (
    <PageContainer title="开放平台">
      <ProTable<KeyRow>
        rowKey="id"
        columns={columns}
        request={listRequest<KeyRow>(ADMIN_API.openApi.keys)}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 1300 }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}

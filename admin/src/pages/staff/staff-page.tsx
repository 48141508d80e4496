import { Tag } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ProColumns } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { ROLE_LABELS, type Role } from '@aikc/shared/admin/permissions';
import { listRequest } from '../../net/list.ts';

interface StaffRow {
  id: number;
  mobile: string;
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

/** Staff accounts (超级管理员 only). New accounts are created with `npm run admin:create`, which prints the TOTP once. */
export default function StaffPage() {
  const columns: ProColumns<StaffRow>[] = [
    { title: '手机号', dataIndex: 'mobile', width: 140 },
    { title: '姓名', dataIndex: 'name', width: 120 },
    {
      title: '角色',
      dataIndex: 'role',
      width: 120,
      search: false,
      render: (_, r) => <Tag color="blue">{ROLE_LABELS[r.role]}</Tag>,
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 90,
      search: false,
      render: (_, r) => (r.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
    },
    { title: '创建时间', dataIndex: 'createdAt', valueType: 'dateTime', width: 160, search: false },
  ];
  return (
    <PageContainer title="员工管理">
      <ProTable<StaffRow>
        rowKey="id"
        columns={columns}
        request={listRequest<StaffRow>(ADMIN_API.staff.list)}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}

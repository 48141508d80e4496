import { useRef, useState } from 'react';
import { Drawer, Tag } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { AdminUserRow } from '@aikc/shared/admin/schemas/users';
import { listRequest } from '../../net/list.ts';
import { UserActions } from './user-actions.tsx';
import { UserDetail } from './user-detail.tsx';

/** Find a portal user by mobile, name or company; see everything about them and act on the account. */
export default function UsersPage() {
  const ref = useRef<ActionType>(null);
  const [open, setOpen] = useState<AdminUserRow | null>(null);
  const reload = () => void ref.current?.reload();

  const columns: ProColumns<AdminUserRow>[] = [
    { title: '关键词', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: '手机号、用户名或企业名称' } },
    { title: '手机号', dataIndex: 'mobile', search: false, width: 130 },
    { title: '用户名', dataIndex: 'username', search: false, width: 120 },
    { title: '企业', dataIndex: 'company', search: false, ellipsis: true, width: 220 },
    {
      title: '会员',
      dataIndex: 'vip_level_name',
      search: false,
      width: 110,
      render: (_, r) => (r.vip_level_name ? <Tag color="gold">{r.vip_level_name}</Tag> : '普通用户'),
    },
    { title: '会员到期', dataIndex: 'vip_end_time', search: false, width: 180 },
    {
      title: '状态',
      dataIndex: 'disabled',
      search: false,
      width: 80,
      render: (_, r) => (r.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
    },
    { title: '注册时间', dataIndex: 'created_at', search: false, width: 180 },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, r) => [
        <a key="view" onClick={() => setOpen(r)}>
          详情
        </a>,
        <UserActions key="acts" user={r} done={reload} />,
      ],
    },
  ];

  return (
    <PageContainer title="用户管理">
      <ProTable<AdminUserRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={listRequest<AdminUserRow>(AdminPaths.userList)}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
      />
      <Drawer
        open={!!open}
        size={900}
        title={open ? `用户详情：${open.username || open.mobile}` : ''}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open && <UserDetail id={open.id} onChanged={reload} />}
      </Drawer>
    </PageContainer>
  );
}

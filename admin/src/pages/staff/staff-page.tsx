import { useRef } from 'react';
import { App, Popconfirm, Select, Tag } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@aikc/shared/admin/permissions';
import type { StaffView } from '@aikc/shared/admin/schemas/auth';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { useSession } from '../../auth/session.tsx';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_NAMES[r] }));

/**
 * Staff accounts (超级管理员 only): change a role, disable or enable (their sessions end at once). New accounts are
 * created on the server with `npm run admin:create`, which shows the TOTP secret once.
 */
export default function StaffPage() {
  const ref = useRef<ActionType>(null);
  const { me } = useSession();
  const { message } = App.useApp();
  const update = async (body: { id: number; role?: StaffRole; disabled?: boolean }) => {
    try {
      await http.post(AdminPaths.staffUpdate, body);
      message.success('已更新');
      await ref.current?.reload();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const columns: ProColumns<StaffView>[] = [
    { title: '手机号', dataIndex: 'mobile', width: 140 },
    { title: '姓名', dataIndex: 'name', width: 120 },
    {
      title: '角色',
      dataIndex: 'role',
      width: 180,
      render: (_, r) =>
        r.id === me?.id ? (
          <Tag color="blue">{r.role_name}</Tag>
        ) : (
          <Select
            size="small"
            value={r.role}
            options={ROLE_OPTIONS}
            style={{ width: 130 }}
            onChange={(role) => void update({ id: r.id, role })}
          />
        ),
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 90,
      render: (_, r) => (r.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
    },
    { title: '创建时间', dataIndex: 'created_at', width: 180 },
    {
      title: '操作',
      valueType: 'option',
      width: 100,
      render: (_, r) =>
        r.id === me?.id
          ? []
          : [
              <Popconfirm
                key="t"
                title={r.disabled ? '确定启用该人员？' : '停用后该人员将立即退出登录，确定停用？'}
                onConfirm={() => update({ id: r.id, disabled: !r.disabled })}
              >
                <a>{r.disabled ? '启用' : '停用'}</a>
              </Popconfirm>,
            ],
    },
  ];
  return (
    <PageContainer title="员工管理" subTitle="新增人员请在服务器上运行 npm run admin:create">
      <ProTable<StaffView>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        search={false}
        request={listRequest<StaffView>(AdminPaths.staffList)}
        pagination={{ defaultPageSize: 20 }}
      />
    </PageContainer>
  );
}

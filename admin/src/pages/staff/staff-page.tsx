import { useRef, useState } from 'react';
import { App, Popconfirm, Select, Space, Tag } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { StaffRole } from '@aikc/shared/admin/permissions';
import type { StaffSecrets, StaffView } from '@aikc/shared/admin/schemas/auth';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { useSession } from '../../auth/session.tsx';
import { ROLE_OPTIONS, StaffCreate } from './staff-create.tsx';
import { StaffSecretsModal } from './staff-secrets.tsx';

/**
 * Staff accounts (超级管理员 only): create (password and TOTP QR shown once), change a role, disable or enable
 * (their sessions end at once), reset a password or TOTP. The server refuses changing oneself and removing the
 * last active 超级管理员; the page only hides the controls on one's own row.
 */
export default function StaffPage() {
  const ref = useRef<ActionType>(null);
  const { me } = useSession();
  const { message } = App.useApp();
  const [shown, setShown] = useState<StaffSecrets | null>(null);
  const reload = () => void ref.current?.reload();
  const act = async <T,>(path: string, body: object, then: (r: T) => void) => {
    try {
      then(await http.post<T>(path, body));
      reload();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const update = (body: { id: number; role?: StaffRole; disabled?: boolean }) =>
    act(AdminPaths.staffUpdate, body, () => message.success('已更新'));
  const reset = (id: number, what: 'password' | 'totp') =>
    act<StaffSecrets>(AdminPaths.staffReset, { id, what }, setShown);

  const columns: ProColumns<StaffView>[] = [
    { title: '姓名', dataIndex: 'name', width: 120 },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    {
      title: '角色',
      dataIndex: 'role',
      width: 160,
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
    { title: '最近登录', dataIndex: 'last_login', width: 170, render: (_, r) => r.last_login || '从未登录' },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 90,
      render: (_, r) => (r.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
    },
    { title: '创建时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      valueType: 'option',
      width: 220,
      render: (_, r) =>
        r.id === me?.id
          ? []
          : [
              <Space key="ops" size="middle">
                <Popconfirm
                  title={r.disabled ? '确定启用该人员？' : '停用后该人员将立即退出登录，确定停用？'}
                  onConfirm={() => update({ id: r.id, disabled: !r.disabled })}
                >
                  <a>{r.disabled ? '启用' : '停用'}</a>
                </Popconfirm>
                <Popconfirm title="重置后原密码立即失效，确定重置？" onConfirm={() => reset(r.id, 'password')}>
                  <a>重置密码</a>
                </Popconfirm>
                <Popconfirm title="重置后需重新扫码绑定身份验证器，确定重置？" onConfirm={() => reset(r.id, 'totp')}>
                  <a>重置动态码</a>
                </Popconfirm>
              </Space>,
            ],
    },
  ];
  return (
    <PageContainer title="员工管理">
      <ProTable<StaffView>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        search={false}
        request={listRequest<StaffView>(AdminPaths.staffList)}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={() => [
          <StaffCreate
            key="create"
            created={(s) => {
              setShown(s);
              reload();
            }}
          />,
        ]}
      />
      <StaffSecretsModal shown={shown} onClose={() => setShown(null)} />
    </PageContainer>
  );
}

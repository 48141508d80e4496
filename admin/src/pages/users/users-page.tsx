import { useRef, useState } from 'react';
import { App, Button, Drawer, Popconfirm, Tag } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { Can } from '../../auth/session.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { UserDetail } from './user-detail.tsx';

export interface UserRow {
  id: number;
  mobile: string;
  name?: string | null;
  company?: string | null;
  level?: string | null;
  levelName?: string | null;
  memberUntil?: string | null;
  disabled: boolean;
  createdAt: string;
  lastLoginAt?: string | null;
}

/** Find a portal user by mobile, name or company; see everything about them and act on the account. */
export default function UsersPage() {
  const ref = useRef<ActionType>(null);
  const [open, setOpen] = useState<UserRow | null>(null);
  const { message } = App.useApp();
  const reload = () => void ref.current?.reload();

  const columns: ProColumns<UserRow>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '手机号、姓名或企业名称' } },
    { title: '手机号', dataIndex: 'mobile', search: false, width: 130 },
    { title: '姓名', dataIndex: 'name', search: false, width: 100 },
    { title: '企业', dataIndex: 'company', search: false, ellipsis: true, width: 220 },
    {
      title: '会员',
      dataIndex: 'levelName',
      search: false,
      width: 110,
      render: (_, r) => (r.levelName ? <Tag color="gold">{r.levelName}</Tag> : '普通用户'),
    },
    { title: '会员到期', dataIndex: 'memberUntil', valueType: 'date', search: false, width: 110 },
    {
      title: '状态',
      dataIndex: 'disabled',
      search: false,
      width: 80,
      render: (_, r) => (r.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
    },
    { title: '注册时间', dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 160 },
    {
      title: '操作',
      valueType: 'option',
      width: 220,
      fixed: 'right',
      render: (_, r) => [
        <a key="view" onClick={() => setOpen(r)}>
          详情
        </a>,
        <Can perm="users.write" key="toggle">
          <ReasonModal
            title={r.disabled ? '启用账号' : '停用账号'}
            trigger={<a>{r.disabled ? '启用' : '停用'}</a>}
            run={(reason) => http.post(ADMIN_API.users.setDisabled(r.id), { disabled: !r.disabled, reason })}
            done={reload}
          />
        </Can>,
        <Can perm="users.write" key="throttle">
          <Popconfirm
            title="清除该用户的登录限制？"
            onConfirm={async () => {
              try {
                await http.post(ADMIN_API.users.clearThrottle(r.id));
                message.success('已清除登录限制');
              } catch (e) {
                message.error((e as Error).message);
              }
            }}
          >
            <a>解除限制</a>
          </Popconfirm>
        </Can>,
      ],
    },
  ];

  return (
    <PageContainer title="用户管理">
      <ProTable<UserRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={listRequest<UserRow>(ADMIN_API.users.list)}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 1200 }}
        search={{ labelWidth: 'auto' }}
      />
      <Drawer
        open={!!open}
        width={880}
        title={open ? `用户详情：${open.name ?? open.mobile}` : ''}
        onClose={() => setOpen(null)}
        destroyOnHidden
        extra={
          open && (
            <Button onClick={() => setOpen(null)} type="text">
              关闭
            </Button>
          )
        }
      >
        {open && <UserDetail id={open.id} onChanged={reload} />}
      </Drawer>
    </PageContainer>
  );
}

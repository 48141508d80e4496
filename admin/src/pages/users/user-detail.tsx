import { useCallback, useEffect, useState } from 'react';
import { App, Empty, Spin, Table, Tabs, Tag } from 'antd';
import { ProDescriptions } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { AdminUserDetail } from '@aikc/shared/admin/schemas/users';
import { http } from '../../net/http.ts';
import { Can } from '../../auth/session.tsx';
import { GrantMembership } from './grant-membership.tsx';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** A read-only list of the detail (orders, rights, subscriptions, activity). */
function List<T extends object>(props: { rows: T[]; cols: { title: string; render: (r: T) => React.ReactNode }[] }) {
  if (!props.rows.length) return <Empty description="暂无记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Table
      size="small"
      rowKey={(r) => JSON.stringify(r)}
      pagination={{ pageSize: 8, hideOnSinglePage: true }}
      dataSource={props.rows}
      columns={props.cols.map((c) => ({ title: c.title, key: c.title, render: (_v: unknown, r: T) => c.render(r) }))}
    />
  );
}

export function UserDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [d, setD] = useState<AdminUserDetail | null>(null);
  const { message } = App.useApp();
  const load = useCallback(() => {
    http
      .get<AdminUserDetail>(AdminPaths.userGet, { id })
      .then(setD)
      .catch((e: Error) => message.error(e.message));
  }, [id, message]);
  useEffect(load, [load]);
  if (!d) return <Spin style={{ display: 'block', margin: '60px auto' }} />;

  return (
    <>
      <ProDescriptions<AdminUserDetail>
        column={2}
        bordered
        size="small"
        title="账号"
        dataSource={d}
        columns={[
          { title: '手机号', dataIndex: 'mobile' },
          { title: '用户名', dataIndex: 'username' },
          { title: '企业', dataIndex: 'company' },
          {
            title: '状态',
            dataIndex: 'disabled',
            render: (_, r) => (
              <>
                {r.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>}
                {r.login_locked && <Tag color="orange">登录受限</Tag>}
              </>
            ),
          },
          { title: '注册时间', dataIndex: 'created_at' },
        ]}
      />
      <ProDescriptions<AdminUserDetail>
        style={{ marginTop: 16 }}
        column={2}
        bordered
        size="small"
        title="会员"
        dataSource={d}
        extra={
          <Can perm="membership.grant">
            <GrantMembership
              userId={id}
              done={() => {
                load();
                onChanged();
              }}
            />
          </Can>
        }
        columns={[
          { title: '当前等级', dataIndex: 'vip_level_name', render: (_, r) => r.vip_level_name || '普通用户' },
          { title: '到期时间', dataIndex: 'vip_end_time', render: (_, r) => r.vip_end_time || '—' },
          { title: '续期等级', dataIndex: 'next_vip_level', render: (_, r) => r.next_vip_level || '—' },
          { title: '续期到期', dataIndex: 'next_vip_end_time', render: (_, r) => r.next_vip_end_time || '—' },
        ]}
      />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'orders',
            label: `订单（${d.orders.length}）`,
            children: (
              <List
                rows={d.orders}
                cols={[
                  { title: '订单号', render: (r) => r.order_no },
                  { title: '等级', render: (r) => r.level },
                  { title: '金额', render: (r) => yuan(r.amount_fen) },
                  { title: '状态', render: (r) => r.status },
                  { title: '下单时间', render: (r) => r.created_at },
                ]}
              />
            ),
          },
          {
            key: 'rights',
            label: '权益使用',
            children: (
              <List
                rows={d.rights_used}
                cols={[
                  { title: '权益', render: (r) => r.right_key },
                  { title: '周期', render: (r) => r.period_key },
                  { title: '已用', render: (r) => r.used },
                ]}
              />
            ),
          },
          {
            key: 'subs',
            label: `订阅（${d.subscriptions.length}）`,
            children: (
              <List
                rows={d.subscriptions}
                cols={[
                  { title: '订阅名称', render: (r) => r.name },
                  { title: '创建时间', render: (r) => r.created_at },
                ]}
              />
            ),
          },
          {
            key: 'activity',
            label: '近期活动',
            children: (
              <List
                rows={d.activity}
                cols={[
                  { title: '时间', render: (r) => r.at },
                  { title: '行为', render: (r) => r.kind },
                  { title: '内容', render: (r) => r.title },
                ]}
              />
            ),
          },
        ]}
      />
    </>
  );
}

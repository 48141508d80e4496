import { useCallback, useEffect, useState } from 'react';
import { App, Button, Empty, Spin, Table, Tabs } from 'antd';
import { ModalForm, ProDescriptions, ProFormDigit, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import { Can } from '../../auth/session.tsx';

type Row = Record<string, unknown>;

interface Detail {
  user: Row;
  membership: Row | null;
  orders: Row[];
  rights: Row[];
  subscriptions: Row[];
  activity: Row[];
}

/** Columns of a plain table from a list of labelled keys (the detail's lists are read, not edited). */
function simple(rows: Row[], cols: [string, string][]) {
  if (!rows.length) return <Empty description="暂无记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Table
      size="small"
      rowKey={(_, i) => String(i)}
      pagination={{ pageSize: 8, hideOnSinglePage: true }}
      dataSource={rows}
      columns={cols.map(([k, t]) => ({
        title: t,
        dataIndex: k,
        key: k,
        render: (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v)),
      }))}
    />
  );
}

export function UserDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [d, setD] = useState<Detail | null>(null);
  const { message } = App.useApp();
  const load = useCallback(() => {
    http
      .get<Detail>(ADMIN_API.users.get(id))
      .then(setD)
      .catch((e: Error) => message.error(e.message));
  }, [id, message]);
  useEffect(load, [load]);
  if (!d) return <Spin style={{ display: 'block', margin: '60px auto' }} />;

  return (
    <>
      <ProDescriptions
        column={2}
        bordered
        size="small"
        title="账号"
        dataSource={d.user}
        columns={[
          { title: '手机号', dataIndex: 'mobile' },
          { title: '姓名', dataIndex: 'name' },
          { title: '企业', dataIndex: 'company' },
          { title: '状态', dataIndex: 'disabled', render: (_, r) => (r.disabled ? '已停用' : '正常') },
          { title: '注册时间', dataIndex: 'createdAt', valueType: 'dateTime' },
          { title: '最近登录', dataIndex: 'lastLoginAt', valueType: 'dateTime' },
        ]}
      />
      <ProDescriptions
        style={{ marginTop: 16 }}
        column={2}
        bordered
        size="small"
        title="会员"
        dataSource={d.membership ?? {}}
        columns={[
          { title: '等级', dataIndex: 'levelName', render: (v) => (v && v !== '-' ? v : '普通用户') },
          { title: '到期日', dataIndex: 'until', valueType: 'date' },
        ]}
        extra={
          <Can perm="membership.grant">
            <ModalForm<{ level: string; days: number; reason: string }>
              title="开通 / 延长会员"
              width={480}
              trigger={<Button type="primary">开通 / 延长会员</Button>}
              modalProps={{ destroyOnHidden: true }}
              onFinish={async (v) => {
                try {
                  await http.post(ADMIN_API.users.grantMembership(id), { ...v, reason: v.reason.trim() });
                } catch (e) {
                  message.error((e as Error).message);
                  return false;
                }
                message.success('会员已开通');
                load();
                onChanged();
                return true;
              }}
            >
              <ProFormSelect
                name="level"
                label="会员等级"
                rules={[{ required: true, message: '请选择会员等级' }]}
                options={[
                  { value: 'vip', label: 'VIP会员' },
                  { value: 'svip', label: 'SVIP会员' },
                ]}
              />
              <ProFormDigit
                name="days"
                label="天数"
                min={1}
                max={3660}
                rules={[{ required: true, message: '请输入天数' }]}
              />
              <ProFormTextArea
                name="reason"
                label="原因"
                rules={[{ required: true, whitespace: true, message: '请填写开通原因' }]}
                fieldProps={{ rows: 2, maxLength: 500 }}
              />
            </ModalForm>
          </Can>
        }
      />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'orders',
            label: `订单（${d.orders.length}）`,
            children: simple(d.orders, [
              ['orderNo', '订单号'],
              ['productName', '商品'],
              ['amount', '金额（元）'],
              ['status', '状态'],
              ['createdAt', '下单时间'],
            ]),
          },
          {
            key: 'rights',
            label: '权益使用',
            children: simple(d.rights, [
              ['name', '权益'],
              ['used', '已用'],
              ['total', '总额'],
              ['period', '周期'],
            ]),
          },
          {
            key: 'subs',
            label: `订阅（${d.subscriptions.length}）`,
            children: simple(d.subscriptions, [
              ['name', '订阅'],
              ['channel', '推送方式'],
              ['createdAt', '创建时间'],
            ]),
          },
          {
            key: 'activity',
            label: '近期活动',
            children: simple(d.activity, [
              ['at', '时间'],
              ['action', '行为'],
              ['detail', '说明'],
            ]),
          },
        ]}
      />
    </>
  );
}

import { useRef, useState } from 'react';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { AdminOrderRow } from '@aikc/shared/admin/schemas/orders';
import { PERIOD_NAMES } from '@aikc/shared/rights';
import { ORDER_STATUS_NAMES, PAY_CHANNEL_NAMES } from '@aikc/shared/schemas/membership';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import { listRequest, toQuery } from '../../net/list.ts';
import { Can } from '../../auth/session.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { RefundModal } from './refund-modal.tsx';

const STATUS = Object.fromEntries(Object.entries(ORDER_STATUS_NAMES).map(([k, text]) => [k, { text }]));
const CHANNEL = Object.fromEntries(Object.entries(PAY_CHANNEL_NAMES).map(([k, text]) => [k, { text }]));
/** The Chinese name of a stored code, or the code itself when the table has none (an API package, say). */
const named = (names: Record<string, string>, k: string) => names[k] ?? k;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export default function OrdersPage() {
  const ref = useRef<ActionType>(null);
  const [filters, setFilters] = useState<Record<string, string | number>>({});
  const columns: ProColumns<AdminOrderRow>[] = [
    { title: '关键词', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: '订单号或手机号' } },
    { title: '订单号', dataIndex: 'order_no', width: 250, copyable: true, search: false },
    { title: '手机号', dataIndex: 'user_mobile', width: 130, search: false },
    {
      title: '商品',
      dataIndex: 'level',
      search: false,
      width: 140,
      render: (_, r) => `${named(VIP_LEVEL_NAMES, r.level)} · ${named(PERIOD_NAMES, r.period)}`,
    },
    { title: '金额', dataIndex: 'amount_fen', search: false, width: 100, render: (_, r) => yuan(r.amount_fen) },
    {
      title: '已退',
      dataIndex: 'refunded_fen',
      search: false,
      width: 100,
      render: (_, r) => (r.refunded_fen ? yuan(r.refunded_fen) : '—'),
    },
    {
      title: '支付方式',
      dataIndex: 'channel',
      valueType: 'select',
      valueEnum: CHANNEL,
      width: 100,
      render: (_, r) => named(PAY_CHANNEL_NAMES, r.pay_channel) || '—',
    },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: STATUS,
      width: 100,
      render: (_, r) => r.status_name,
    },
    { title: '下单时间', dataIndex: 'created_at', search: false, width: 180 },
    { title: '支付时间', dataIndex: 'paid_at', search: false, width: 180 },
    {
      title: '下单日期',
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
    },
    {
      title: '操作',
      valueType: 'option',
      width: 80,
      fixed: 'right',
      render: (_, r) => [
        <Can perm="orders.refund" key="refund">
          {r.status === 'paid' && r.refunded_fen < r.amount_fen && (
            <RefundModal order={r} done={() => void ref.current?.reload()} />
          )}
        </Can>,
      ],
    },
  ];
  return (
    <PageContainer title="订单管理">
      <ProTable<AdminOrderRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={async (params) => {
          const { page: _p, pageSize: _s, ...rest } = toQuery(params);
          setFilters(rest as Record<string, string | number>);
          return listRequest<AdminOrderRow>(AdminPaths.orderList)(params);
        }}
        dateFormatter="string"
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          <CsvButton key="csv" path={AdminPaths.orderExport} query={filters} filename="订单.csv" />,
        ]}
      />
    </PageContainer>
  );
}

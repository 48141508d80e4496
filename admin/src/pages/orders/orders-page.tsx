import { useRef, useState } from 'react';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { listRequest, toQuery } from '../../net/list.ts';
import { Can } from '../../auth/session.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { RefundModal } from './refund-modal.tsx';

export interface OrderRow {
  id: number;
  orderNo: string;
  userMobile: string;
  productName: string;
  amount: number;
  refunded?: number;
  channel: string;
  status: string;
  createdAt: string;
  paidAt?: string | null;
}

const STATUS = {
  unpaid: { text: '待支付', status: 'Default' },
  paid: { text: '已支付', status: 'Success' },
  refunding: { text: '退款中', status: 'Processing' },
  partially_refunded: { text: '部分退款', status: 'Warning' },
  refunded: { text: '已退款', status: 'Error' },
  closed: { text: '已关闭', status: 'Default' },
} as const;
const CHANNEL = { wechat: { text: '微信支付' }, alipay: { text: '支付宝' }, dev: { text: '开发模拟' } } as const;

export default function OrdersPage() {
  const ref = useRef<ActionType>(null);
  const [filters, setFilters] = useState<Record<string, string | number>>({});
  const columns: ProColumns<OrderRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', width: 200, copyable: true },
    { title: '手机号', dataIndex: 'mobile', width: 130, render: (_, r) => r.userMobile },
    { title: '商品', dataIndex: 'productName', search: false, width: 160 },
    { title: '金额（元）', dataIndex: 'amount', valueType: 'money', search: false, width: 110 },
    { title: '已退（元）', dataIndex: 'refunded', valueType: 'money', search: false, width: 110 },
    { title: '支付方式', dataIndex: 'channel', valueType: 'select', valueEnum: CHANNEL, width: 100 },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 100 },
    { title: '下单时间', dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 160 },
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
      width: 90,
      fixed: 'right',
      render: (_, r) => [
        <Can perm="orders.refund" key="refund">
          {(r.status === 'paid' || r.status === 'partially_refunded') && (
            <RefundModal order={r} done={() => void ref.current?.reload()} />
          )}
        </Can>,
      ],
    },
  ];
  return (
    <PageContainer title="订单管理">
      <ProTable<OrderRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={async (params) => {
          const { page: _p, pageSize: _s, ...rest } = toQuery(params);
          setFilters(rest as Record<string, string | number>);
          return listRequest<OrderRow>(ADMIN_API.orders.list)(params);
        }}
        dateFormatter="string"
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 1300 }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          <CsvButton key="csv" path={ADMIN_API.orders.exportCsv} query={filters} filename="订单.csv" />,
        ]}
      />
    </PageContainer>
  );
}

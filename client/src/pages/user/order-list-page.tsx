import { useState } from 'react';
import { App, Button, Empty, Popconfirm, Skeleton, Space, Tabs, Tag, Tooltip } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatFen } from '@aikc/shared/rights';
import { ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus, type OrderView } from '@aikc/shared/schemas/membership';
import { cancelOrder, memberKeys, orderListQuery } from '../../features/membership/api/membership.ts';
import { InvoiceModal } from '../../features/membership/invoice-modal.tsx';
import { CentreFrame } from '../user-centre/centre-frame.tsx';
import { CardTable } from '../../components/common/card-table.tsx';

const PAGE_SIZE = 10;
const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'processing',
  paid: 'success',
  closed: 'default',
  refunded: 'warning',
};

/** /user/order_list: the user's orders with status, amount, period and pay time; 去支付, 取消订单, 申请发票. */
export function OrderListPage() {
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [invoiceFor, setInvoiceFor] = useState<OrderView | null>(null);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery(orderListQuery(status, page, PAGE_SIZE));
  const cancel = useMutation({
    mutationFn: (o: OrderView) => cancelOrder(o.order_no),
    onSuccess: () => {
      void message.success('订单已取消');
      void qc.invalidateQueries({ queryKey: memberKeys.orders() });
    },
  });
  const data = q.data;
  return (
    <CentreFrame
      title="我的订单"
      extra={
        <Link to="/vip/pay_page">
          <Button type="primary">开通会员</Button>
        </Link>
      }
    >
      <Tabs
        activeKey={status}
        onChange={(k) => {
          setStatus(k as OrderStatus | 'all');
          setPage(1);
        }}
        items={[
          { key: 'all', label: '全部订单' },
          ...ORDER_STATUSES.map((s) => ({ key: s, label: ORDER_STATUS_NAMES[s] })),
        ]}
      />
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data || data.total === 0 ? (
        <Empty style={{ padding: '56px 0' }} description={q.isError ? '订单加载失败，请稍后刷新重试' : '暂无订单'}>
          <Link to="/vip/pay_page">
            <Button type="primary">去开通会员</Button>
          </Link>
        </Empty>
      ) : (
        <CardTable<OrderView>
          data-testid="order-table"
          rowKey="order_no"
          size="middle"
          dataSource={data.list}
          pagination={{
            current: data.current,
            pageSize: data.pageSize,
            total: data.total,
            onChange: setPage,
            showTotal: (t) => `共 ${t} 笔订单`,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: '订单信息',
              key: 'info',
              render: (_, o) => (
                <div>
                  <div style={{ fontWeight: 500 }}>
                    {o.level_name} · {o.period_name}
                    <Tag style={{ marginLeft: 8 }}>{o.kind_name}</Tag>
                  </div>
                  <div style={{ color: '#667085', fontSize: 12 }}>订单号：{o.order_no}</div>
                  <div style={{ color: '#667085', fontSize: 12 }}>下单时间：{o.created_at}</div>
                </div>
              ),
            },
            {
              title: '有效期',
              key: 'period',
              width: 180,
              render: (_, o) =>
                o.starts_at ? `${o.starts_at} 至 ${o.ends_at}` : <span style={{ color: '#9aa3b2' }}>支付后生效</span>,
            },
            {
              title: '实付金额',
              key: 'amount',
              width: 120,
              render: (_, o) => (
                <div>
                  <strong>{formatFen(o.amount_fen)}</strong>
                  {o.credit_fen > 0 ? (
                    <div style={{ color: '#52c41a', fontSize: 12 }}>已抵扣 {formatFen(o.credit_fen)}</div>
                  ) : null}
                </div>
              ),
            },
            {
              title: '状态',
              key: 'status',
              width: 150,
              render: (_, o) => (
                <div>
                  <Tooltip title={o.refund_reason || undefined}>
                    <Tag color={STATUS_COLORS[o.status]}>{o.status_name}</Tag>
                  </Tooltip>
                  {o.paid_at ? (
                    <div style={{ color: '#667085', fontSize: 12 }}>
                      {o.pay_channel_name} {o.paid_at}
                    </div>
                  ) : null}
                </div>
              ),
            },
            {
              title: '操作',
              key: 'actions',
              width: 170,
              render: (_, o) => (
                <Space direction="vertical" size={2}>
                  {o.can_cancel ? (
                    <Space>
                      <Link to={`/vip/payOrder?order_no=${o.order_no}`}>
                        <Button size="small" type="primary">
                          去支付
                        </Button>
                      </Link>
                      <Popconfirm
                        title="确定取消该订单吗？"
                        okText="取消订单"
                        cancelText="再想想"
                        onConfirm={() => cancel.mutate(o)}
                      >
                        <Button size="small">取消订单</Button>
                      </Popconfirm>
                    </Space>
                  ) : null}
                  {o.can_invoice ? (
                    <Button size="small" onClick={() => setInvoiceFor(o)}>
                      申请发票
                    </Button>
                  ) : null}
                  {o.invoice ? (
                    <Tooltip
                      title={`${o.invoice.title}${o.invoice.tax_no ? `（${o.invoice.tax_no}）` : ''}，发送至 ${o.invoice.email}${o.invoice.invoice_no ? `，发票号码 ${o.invoice.invoice_no}` : ''}${o.invoice.reject_reason ? `，驳回原因：${o.invoice.reject_reason}` : ''}`}
                    >
                      <Tag color={o.invoice.status === 'rejected' ? 'red' : 'blue'}>发票{o.invoice.status_name}</Tag>
                    </Tooltip>
                  ) : null}
                  {o.invoice?.pdf_url ? (
                    // The back office attached the issued PDF; the API hands it to this order's owner only.
                    <a href={o.invoice.pdf_url} download data-testid="invoice-pdf">
                      下载发票
                    </a>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
      <InvoiceModal order={invoiceFor} onClose={() => setInvoiceFor(null)} />
    </CentreFrame>
  );
}

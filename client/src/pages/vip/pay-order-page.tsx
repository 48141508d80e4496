import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Button, Descriptions, Result, Skeleton, Spin, Tag } from 'antd';
import { AlipayCircleOutlined, ExperimentOutlined, WechatOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatFen } from '@aikc/shared/rights';
import { ORDER_NO_PATTERN, PAY_CHANNEL_NAMES, type OrderView, type PayChannel } from '@aikc/shared/schemas/membership';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { QrImage } from '../../components/common/qr-image.tsx';
import {
  cancelOrder,
  memberKeys,
  orderQuery,
  payCodeQuery,
  plansQuery,
} from '../../features/membership/api/membership.ts';
import { OrderWatchStore } from '../../features/membership/order-watch-store.ts';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { useStores } from '../../stores/store-context.tsx';
import { VIP_CRUMB } from './vip-crumb.ts';
import './pay.css';

const CHANNEL_ICONS: Record<PayChannel, ReactNode> = {
  wechat: <WechatOutlined style={{ color: '#15803d' }} />,
  alipay: <AlipayCircleOutlined style={{ color: '#1677ff' }} />,
};

/** mm:ss until `until`, ticking each second; 0 once past. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return Math.max(0, Math.floor((until - now) / 1000));
}

function OrderSummary({ o }: { o: OrderView }) {
  return (
    <Descriptions
      className="pay-order__summary"
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={{ label: { width: 110 } }}
    >
      <Descriptions.Item label="订单号">{o.order_no}</Descriptions.Item>
      <Descriptions.Item label="订单状态">
        <Tag color={o.status === 'paid' ? 'success' : o.status === 'pending' ? 'processing' : 'default'}>
          {o.status_name}
        </Tag>
        {o.paid_at ? (
          <span style={{ color: '#667085' }}>
            {o.pay_channel_name} {o.paid_at}
          </span>
        ) : null}
      </Descriptions.Item>
      <Descriptions.Item label="购买内容">
        {o.level_name} · {o.period_name}（{o.kind_name}）
      </Descriptions.Item>
      <Descriptions.Item label="下单时间">{o.created_at}</Descriptions.Item>
      <Descriptions.Item label="订单金额">
        {o.credit_fen > 0 ? (
          <>
            {formatFen(o.price_fen)} − 抵扣 {formatFen(o.credit_fen)} ={' '}
          </>
        ) : null}
        <strong className="pay-order__amount">{formatFen(o.amount_fen)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label="生效规则" span="filled">
        {o.rule}
      </Descriptions.Item>
    </Descriptions>
  );
}

function PayPanel({ o, simulator }: { o: OrderView; simulator: boolean }) {
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const left = useCountdown(o.expires_at);
  const code = useQuery(payCodeQuery(o.order_no, channel, left > 0));
  const qc = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(o.order_no),
    onSuccess: (v) => qc.setQueryData(memberKeys.order(o.order_no), v),
  });
  useEffect(() => {
    // The countdown ran out: the server has closed the order; read it again.
    if (left === 0) void qc.invalidateQueries({ queryKey: memberKeys.order(o.order_no) });
  }, [left, qc, o.order_no]);
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <div className="pay-order__pay">
      <div className="pay-order__countdown" data-testid="pay-countdown">
        请在{' '}
        <strong>
          {mm}:{ss}
        </strong>{' '}
        内完成支付，超时订单将自动关闭
      </div>
      <div className="pay-order__channels" role="tablist">
        {(['wechat', 'alipay'] as const).map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={channel === c}
            className={`pay-channel${channel === c ? ' pay-channel--active' : ''}`}
            onClick={() => setChannel(c)}
          >
            {CHANNEL_ICONS[c]} {PAY_CHANNEL_NAMES[c]}
          </button>
        ))}
      </div>
      <div className="pay-order__qr-box">
        <div
          className="pay-order__qr"
          data-testid="pay-qr"
          data-state={code.data ? 'ready' : code.isError ? 'error' : 'loading'}
        >
          {code.data ? (
            <QrImage value={code.data.code_url} size={180} alt={`${PAY_CHANNEL_NAMES[channel]}付款二维码`} />
          ) : code.isError ? (
            <span>二维码获取失败</span>
          ) : (
            <Spin />
          )}
        </div>
        <div className="pay-order__qr-text">
          <div className="pay-order__qr-amount">{formatFen(o.amount_fen)}</div>
          <p>请使用{channel === 'wechat' ? '微信' : '支付宝'}扫一扫，扫描二维码完成支付</p>
          <p className="pay-order__qr-tip">支付完成后本页面将自动更新，无需刷新</p>
          {simulator && code.data ? (
            <a
              className="pay-order__sim"
              href={code.data.code_url}
              target="_blank"
              rel="noreferrer"
              data-testid="pay-simulator"
            >
              <ExperimentOutlined /> 开发环境：打开支付模拟器
            </a>
          ) : null}
        </div>
      </div>
      <div className="pay-order__actions">
        <Button onClick={() => cancel.mutate()} loading={cancel.isPending}>
          取消订单
        </Button>
        <Link to="/user/order_list">查看我的订单</Link>
      </div>
    </div>
  );
}

function Paid({ o }: { o: OrderView }) {
  const { user } = useCurrentUser();
  return (
    <Result
      status="success"
      title="支付成功"
      subTitle={
        <span data-testid="pay-success">
          您已成功{o.kind_name}
          {o.level_name}，{o.kind === 'queue' ? `将于 ${o.starts_at} 生效，` : ''}有效期至 {o.ends_at}。
          {user
            ? ` 当前身份：${user.vip_level_name}${user.vip_end_time_format ? `（${user.vip_end_time_format} 到期）` : ''}`
            : ''}
        </span>
      }
      extra={[
        <Link key="rights" to="/user/my_rights">
          <Button type="primary">查看我的权益</Button>
        </Link>,
        <Link key="orders" to="/user/order_list">
          <Button>我的订单（申请发票）</Button>
        </Link>,
      ]}
    />
  );
}

/** /vip/payOrder?order_no=: the order, its QR codes and countdown; a gateway push switches it to paid. */
export const VipPayOrderPage = observer(function VipPayOrderPage() {
  const [params] = useSearchParams();
  const raw = params.get('order_no') ?? '';
  const orderNo = ORDER_NO_PATTERN.test(raw) ? raw : '';
  const store = useStores();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const order = useQuery(orderQuery(orderNo));
  // Whether payments run against the development simulator (then the page links to it; nobody can scan).
  const plans = useQuery(plansQuery(store.session.isLoggedIn));

  useEffect(() => {
    if (!orderNo || !store.session.isLoggedIn) return;
    const watch = new OrderWatchStore(store.realtime, orderNo, (push) => {
      void qc.invalidateQueries({ queryKey: memberKeys.order(orderNo) });
      if (push.status === 'paid') {
        // The membership changed: the header, 我的权益 and the plans all read it.
        void qc.invalidateQueries({ queryKey: ['user', 'info'] });
        // Not the pay codes: asking for one of a paid order is refused (and pointless).
        for (const key of [memberKeys.plans(), memberKeys.rights(), memberKeys.orders()])
          void qc.invalidateQueries({ queryKey: key });
        void message.success('支付成功');
      }
    });
    return () => watch.dispose();
  }, [orderNo, store, qc, message]);

  const o = order.data;
  return (
    <PageFrame title="订单支付" crumbs={VIP_CRUMB}>
      {!orderNo ? (
        <Result
          status="info"
          title="暂无待支付订单"
          subTitle="请先在开通会员页面选择会员等级和期限并提交订单。"
          extra={
            <Link to="/vip/pay_page">
              <Button type="primary">去开通会员</Button>
            </Link>
          }
        />
      ) : order.isPending ? (
        <Skeleton active />
      ) : !o ? (
        <Result
          status="warning"
          title="订单不存在"
          subTitle="该订单不存在或不属于当前账号。"
          extra={
            <Link to="/user/order_list">
              <Button>查看我的订单</Button>
            </Link>
          }
        />
      ) : (
        <div className="pay-order" data-status={o.status} data-testid="pay-order">
          <OrderSummary o={o} />
          {o.status === 'pending' ? <PayPanel o={o} simulator={plans.data?.simulator ?? false} /> : null}
          {o.status === 'paid' ? <Paid o={o} /> : null}
          {o.status === 'closed' ? (
            <Result
              status="info"
              title="订单已关闭"
              subTitle="该订单已取消或超过15分钟未支付。如已扣款，款项将原路退回。"
              extra={
                <Link to="/vip/pay_page">
                  <Button type="primary">重新下单</Button>
                </Link>
              }
            />
          ) : null}
          {o.status === 'refunded' ? (
            <Result status="warning" title="订单已退款" subTitle={o.refund_reason || '款项已原路退回。'} />
          ) : null}
        </div>
      )}
    </PageFrame>
  );
});

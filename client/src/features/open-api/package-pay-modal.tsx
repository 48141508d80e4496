import { useEffect, useState } from 'react';
import { App, Modal, QRCode, Result, Segmented, Skeleton } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPackage, type ApiPackageCode } from '@aikc/shared/open-api/packages';
import { formatFen } from '@aikc/shared/rights';
import { PAY_CHANNEL_NAMES, PAY_CHANNELS, type OrderView, type PayChannel } from '@aikc/shared/schemas/membership';
import { createApiOrder, fetchPayCode, openApiKeys, orderStatusQuery } from './api/open-api-calls.ts';

/**
 * Buying a package: one order of the membership order table, paid through the same pay code and providers
 * (in development the payment simulator, whose cashier page the QR code opens). The order status is polled
 * until it is paid, then api_order is refreshed.
 */
export function PackagePayModal({ pkg, onClose }: { pkg: ApiPackageCode | null; onClose: () => void }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [order, setOrder] = useState<OrderView | null>(null);
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const create = useMutation({ mutationFn: createApiOrder, onSuccess: setOrder });
  const code = useQuery({
    queryKey: [...openApiKeys.all, 'pay-code', order?.order_no, channel],
    queryFn: () => fetchPayCode(order?.order_no as string, channel),
    enabled: order !== null,
    staleTime: Infinity,
  });
  const status = useQuery({ ...orderStatusQuery(order?.order_no ?? ''), enabled: order !== null });
  const paid = status.data?.status === 'paid';

  useEffect(() => {
    if (pkg && !order && !create.isPending && !create.isError) create.mutate(pkg);
  }, [pkg, order, create]);
  useEffect(() => {
    if (paid) {
      message.success('支付成功，接口套餐已生效');
      void qc.invalidateQueries({ queryKey: openApiKeys.all });
    }
  }, [paid, message, qc]);

  const close = () => {
    setOrder(null);
    create.reset();
    onClose();
  };
  const info = pkg ? apiPackage(pkg) : undefined;
  return (
    <Modal open={pkg !== null} title={info ? `购买${info.name}` : '购买接口套餐'} onCancel={close} footer={null} width={460} destroyOnHidden>
      {paid ? (
        <Result status="success" title="支付成功" subTitle={`${info?.name ?? ''}已生效，可在下方套餐列表查看用量`} />
      ) : !order ? (
        <Skeleton active />
      ) : (
        <div className="api-order__pay">
          <p>订单号 {order.order_no} · 应付 <b>{formatFen(order.amount_fen)}</b></p>
          <Segmented<PayChannel> value={channel} onChange={setChannel} options={PAY_CHANNELS.map((c) => ({ label: PAY_CHANNEL_NAMES[c], value: c }))} />
          <div style={{ display: 'flex', justifyContent: 'center', margin: '16px 0' }}>
            {code.data ? <QRCode value={code.data.code_url} size={200} /> : <Skeleton.Image active style={{ width: 200, height: 200 }} />}
          </div>
          <p>请使用{PAY_CHANNEL_NAMES[channel]}扫码支付，支付完成后本页将自动刷新</p>
          {code.data && code.data.code_url.includes('/api/dev/pay/') ? (
            <p>
              开发环境：<a href={code.data.code_url} target="_blank" rel="noreferrer">打开支付模拟器</a>
            </p>
          ) : null}
        </div>
      )}
    </Modal>
  );
}

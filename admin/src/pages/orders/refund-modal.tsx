import { useRef } from 'react';
import { Alert, App } from 'antd';
import { ModalForm, ProFormDependency, ProFormMoney, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { AdminOrderRow } from '@aikc/shared/admin/schemas/orders';
import { http } from '../../net/http.ts';

interface Values {
  mode: 'full' | 'partial';
  amount?: number;
  reason: string;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Whole or partial refund through the order's own channel (WeChat Pay, Alipay, or the development simulator doing
 * both the same way). A confirmation names the amount; the key chosen when the dialog opens makes a double click or
 * a retry refund once; the server adjusts the member's level, time and rights when the refund is confirmed.
 */
export function RefundModal({ order, done }: { order: AdminOrderRow; done: () => void }) {
  const { message, modal } = App.useApp();
  const key = useRef('');
  const refundable = Math.max(0, order.amount_fen - order.refunded_fen);
  return (
    <ModalForm<Values>
      title={`退款：${order.order_no}`}
      width={520}
      trigger={<a>退款</a>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ mode: 'full' }}
      onOpenChange={(open) => {
        if (open) key.current = crypto.randomUUID().replace(/-/g, '');
      }}
      onFinish={async (v) => {
        const fen = v.mode === 'full' ? refundable : Math.round((v.amount ?? 0) * 100);
        const confirmed = await modal.confirm({
          title: '确认退款',
          content: `将原路退还 ¥${yuan(fen)}（订单 ${order.order_no}），提交后不可撤销。`,
          okText: '确认退款',
          cancelText: '取消',
        });
        if (!confirmed) return false;
        try {
          await http.post(AdminPaths.orderRefund, {
            order_no: order.order_no,
            ...(v.mode === 'partial' ? { amount_fen: fen } : {}),
            reason: v.reason.trim(),
            idempotency_key: key.current,
          });
        } catch (e) {
          message.error((e as Error).message);
          return false;
        }
        message.success('退款已提交，到账以支付渠道通知为准');
        done();
        return true;
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`实付 ¥${yuan(order.amount_fen)}，已退 ¥${yuan(order.refunded_fen)}，可退 ¥${yuan(refundable)}`}
      />
      <ProFormRadio.Group
        name="mode"
        label="退款方式"
        options={[
          { value: 'full', label: `全额退款（¥${yuan(refundable)}）` },
          { value: 'partial', label: '部分退款' },
        ]}
      />
      <ProFormDependency name={['mode']}>
        {({ mode }) =>
          mode === 'partial' && (
            <ProFormMoney
              name="amount"
              label="退款金额（元）"
              locale="zh-CN"
              min={0.01}
              max={refundable / 100}
              fieldProps={{ precision: 2 }}
              rules={[{ required: true, message: '请输入退款金额' }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormTextArea
        name="reason"
        label="退款原因"
        rules={[
          { required: true, whitespace: true, message: '请填写退款原因' },
          { min: 2, message: '原因至少2个字' },
        ]}
        fieldProps={{ rows: 2, maxLength: 200 }}
      />
    </ModalForm>
  );
}

import { App, Alert } from 'antd';
import { ModalForm, ProFormDependency, ProFormMoney, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import type { OrderRow } from './orders-page.tsx';

interface Values {
  mode: 'full' | 'partial';
  amount?: number;
  reason: string;
}

/**
 * Whole or partial refund through the order's own channel (WeChat Pay, Alipay or the development simulator). The
 * second step is a confirmation that names the amount; the server makes it idempotent and adjusts the membership.
 */
export function RefundModal({ order, done }: { order: OrderRow; done: () => void }) {
  const { message, modal } = App.useApp();
  const refundable = Math.max(0, order.amount - (order.refunded ?? 0));
  return (
    <ModalForm<Values>
      title={`退款：${order.orderNo}`}
      width={520}
      trigger={<a>退款</a>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ mode: 'full' }}
      onFinish={async (v) => {
        const amount = v.mode === 'full' ? refundable : (v.amount ?? 0);
        const ok = await modal.confirm({
          title: '确认退款',
          content: `将向用户退还 ¥${amount.toFixed(2)}（原路退回），提交后不可撤销。`,
          okText: '确认退款',
          cancelText: '取消',
        });
        if (!ok) return false;
        try {
          await http.post(ADMIN_API.orders.refund(order.id), {
            amount,
            reason: v.reason.trim(),
            // One key per confirmed intent: a double click or a retry after a timeout refunds once.
            idempotencyKey: `${order.id}-${amount}-${Date.now()}`,
          });
        } catch (e) {
          message.error((e as Error).message);
          return false;
        }
        message.success('退款已提交');
        done();
        return true;
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`实付 ¥${order.amount.toFixed(2)}，已退 ¥${(order.refunded ?? 0).toFixed(2)}，可退 ¥${refundable.toFixed(2)}`}
      />
      <ProFormRadio.Group
        name="mode"
        label="退款方式"
        options={[
          { value: 'full', label: '全额退款' },
          { value: 'partial', label: '部分退款' },
        ]}
      />
      <ProFormDependency name={['mode']}>
        {({ mode }) =>
          mode === 'partial' && (
            <ProFormMoney
              name="amount"
              label="退款金额"
              locale="zh-CN"
              min={0.01}
              max={refundable}
              fieldProps={{ precision: 2 }}
              rules={[{ required: true, message: '请输入退款金额' }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormTextArea
        name="reason"
        label="退款原因"
        rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}
        fieldProps={{ rows: 2, maxLength: 200 }}
      />
    </ModalForm>
  );
}

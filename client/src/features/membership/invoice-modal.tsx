import { App, Form, Input, Modal, Radio } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAXPAYER_NO_MAX, taxpayerNoIssue } from '@aikc/shared/taxpayer-no';
import { formatFen } from '@aikc/shared/rights';
import {
  INVOICE_TYPE_NAMES,
  INVOICE_TYPES,
  type ApplyInvoiceInput,
  type OrderView,
} from '@aikc/shared/schemas/membership';
import { applyInvoice, memberKeys } from './api/membership.ts';

type FormValues = Omit<ApplyInvoiceInput, 'order_no'>;

/** 申请发票 for a paid order: 电子普通发票, company title with its 统一社会信用代码 checked as you type. */
export function InvoiceModal({ order, onClose }: { order: OrderView | null; onClose(): void }) {
  const [form] = Form.useForm<FormValues>();
  const titleType = Form.useWatch('title_type', form) ?? 'company';
  const { message } = App.useApp();
  const qc = useQueryClient();
  const submit = useMutation({
    mutationFn: (v: FormValues) => applyInvoice({ ...v, order_no: order?.order_no ?? '' }),
    onSuccess: () => {
      void message.success('发票申请已提交，开具后将发送至您的邮箱');
      void qc.invalidateQueries({ queryKey: memberKeys.orders() });
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      title="申请电子发票"
      open={order !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="提交申请"
      cancelText="取消"
      confirmLoading={submit.isPending}
      destroyOnHidden
    >
      {order ? (
        <p style={{ color: '#5b6577' }}>
          订单 {order.order_no}，开票金额 <strong>{formatFen(order.amount_fen)}</strong>
          （增值税电子普通发票，项目：信息技术服务费）
        </p>
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ title_type: 'company' }}
        onFinish={(v) => submit.mutate(v)}
        validateTrigger="onBlur"
      >
        <Form.Item name="title_type" label="抬头类型">
          <Radio.Group options={INVOICE_TYPES.map((t) => ({ value: t, label: INVOICE_TYPE_NAMES[t] }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label="发票抬头"
          rules={[
            { required: true, message: '请输入发票抬头' },
            { min: 2, message: '发票抬头至少2个字' },
          ]}
        >
          <Input placeholder={titleType === 'company' ? '请输入企业全称' : '请输入个人姓名'} maxLength={100} />
        </Form.Item>
        {titleType === 'company' ? (
          <Form.Item
            name="tax_no"
            label="纳税人识别号"
            normalize={(v: string) => v.toUpperCase().trim()}
            rules={[
              { required: true, message: '请输入纳税人识别号' },
              {
                validator: async (_, v: string) => {
                  const issue = v ? taxpayerNoIssue(v) : null;
                  if (issue) throw new Error(issue);
                },
              },
            ]}
          >
            <Input placeholder="18位统一社会信用代码（或15位、20位原税号）" maxLength={TAXPAYER_NO_MAX} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="email"
          label="接收邮箱"
          rules={[
            { required: true, message: '请输入接收邮箱' },
            { type: 'email', message: '邮箱格式不正确' },
          ]}
        >
          <Input placeholder="电子发票将发送至该邮箱" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { App, Button, Form, Input, Segmented, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_MODES, SOLUTIONS, type SolutionKey } from '../solutions/solution-configs.ts';
import { feedbackKeys, sendFeedback } from '../../features/feedback/api/feedback.ts';
import { CentreFrame } from './centre-frame.tsx';

const KINDS = Object.values(SOLUTIONS).map((s) => ({ value: s.key, label: s.audience }));

interface ContactForm {
  organisation: string;
  contact: string;
  need: string;
}

/**
 * /user/product_solution: the digital solution for the user's kind of organisation, with a request for a
 * consultation. The request is a 商务合作 feedback record, so it is listed under 意见反馈 with its reply.
 */
export function ProductSolutionPage() {
  const [kind, setKind] = useState<SolutionKey>('qyfw');
  const config = SOLUTIONS[kind];
  const [form] = Form.useForm<ContactForm>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (v: ContactForm) =>
      sendFeedback({
        type: 'cooperation',
        content: `【产品方案咨询】机构类型：${config.audience}；方案：${config.title}；单位：${v.organisation.trim()}；需求：${v.need.trim()}`,
        contact: v.contact.trim(),
        images: [],
      }),
    onSuccess: () => {
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      void message.success('咨询已提交，客服将在工作日内与您联系，处理进度可在“意见反馈”中查看');
    },
  });
  return (
    <CentreFrame title="产品方案">
      <p className="product-solution__intro">
        请选择贵单位的机构类型，查看适用的数字化方案；如需开通或定制，可在下方提交咨询。
      </p>
      <Segmented<SolutionKey> options={KINDS} value={kind} onChange={setKind} aria-label="机构类型" />
      <section className="product-solution__card" data-testid="product-solution">
        <h3>{config.title}</h3>
        <p>{config.summary}</p>
        <ul className="product-solution__caps">
          {config.capabilities.map((c) => (
            <li key={c.title}>
              <Link to={c.href}>{c.title}</Link>：{c.text}
            </li>
          ))}
        </ul>
        <div className="product-solution__modes">
          {Object.entries(DELIVERY_MODES).map(([mode, m]) => (
            <Tag key={mode} color={mode === config.recommended ? 'blue' : undefined}>
              {m.title}
              {mode === config.recommended ? '（推荐）' : ''}
            </Tag>
          ))}
        </div>
        <Link to={`/szhfa/${config.key}`}>查看完整方案介绍</Link>
      </section>
      <h3 className="product-solution__form-title">方案咨询</h3>
      <Form<ContactForm>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        onFinish={(v) => send.mutate(v)}
        validateTrigger="onBlur"
      >
        <Form.Item
          name="organisation"
          label="单位名称"
          rules={[
            { required: true, whitespace: true, message: '请填写单位名称' },
            { max: 60, message: '单位名称不超过60字' },
          ]}
        >
          <Input placeholder="如：某某高新技术产业开发区管理委员会" />
        </Form.Item>
        <Form.Item
          name="contact"
          label="联系方式"
          rules={[
            { required: true, whitespace: true, message: '请填写联系方式' },
            { max: 50, message: '联系方式不超过50字' },
          ]}
        >
          <Input placeholder="手机号或邮箱" />
        </Form.Item>
        <Form.Item
          name="need"
          label="需求说明"
          rules={[
            { required: true, whitespace: true, message: '请简要说明需求' },
            { max: 300, message: '需求说明不超过300字' },
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={300}
            placeholder="如：希望为园区企业开通政策推送与高企自测服务"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          提交咨询
        </Button>
      </Form>
    </CentreFrame>
  );
}

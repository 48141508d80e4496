import { useState } from 'react';
import { App, Button, Form, Input, Radio } from 'antd';
import { FeedbackApi } from '@aikc/shared/api-paths';
import {
  FEEDBACK_TYPE_NAMES,
  FEEDBACK_TYPES,
  VISITOR_CONTACT_MESSAGE,
  visitorContactChannel,
} from '@aikc/shared/schemas/feedback';
import { CaptchaModal } from '../../components/captcha/captcha-modal.tsx';
import { httpPost } from '../../lib/http.ts';
import type { FeedbackKind } from '@aikc/shared/schemas/feedback';
import { FormActions } from './form-actions.tsx';

interface VisitorForm {
  type: FeedbackKind;
  content: string;
  contact: string;
}

/**
 * The footer window for a visitor (not signed in): 意见反馈 or 商务合作 with a mobile or email we answer at. 提交
 * opens the slider captcha (each message spends one, and the API limits messages per address); the reply comes by
 * SMS or email. Members use the full form, whose reply lands in 我的消息.
 */
export function VisitorFeedbackForm({
  kind,
  onClose,
  onLogin,
}: {
  kind: FeedbackKind;
  onClose: () => void;
  onLogin: () => void;
}) {
  const [form] = Form.useForm<VisitorForm>();
  const [pending, setPending] = useState<VisitorForm | null>(null);
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();

  const handleVerified = async (captchaVerification: string) => {
    if (!pending) return;
    setSending(true);
    try {
      await httpPost<{ id: number }>(FeedbackApi.visitor, { ...pending, captchaVerification });
      const channel = visitorContactChannel(pending.contact) === 'sms' ? '短信' : '邮件';
      message.success(`提交成功，我们会尽快通过${channel}回复您`);
      form.resetFields();
      onClose();
    } catch {
      // The HTTP layer has already told the visitor why.
    } finally {
      setSending(false);
      setPending(null);
    }
  };

  return (
    <>
      <p data-testid="feedback-login" style={{ margin: '12px 0 0', color: 'rgba(0,0,0,0.65)' }}>
        未登录也可留言，请留下手机号或邮箱以便回复。
        <Button type="link" size="small" onClick={onLogin} style={{ padding: 0 }}>
          登录
        </Button>
        后可在个人中心查看处理进度。
      </p>
      <Form<VisitorForm>
        form={form}
        layout="vertical"
        initialValues={{ type: kind, content: '', contact: '' }}
        onFinish={(v) => setPending({ ...v, contact: v.contact.trim() })}
        validateTrigger="onBlur"
        style={{ marginTop: 12 }}
        data-testid="feedback-visitor"
      >
        <Form.Item name="type" label="反馈类型">
          <Radio.Group options={FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_NAMES[t] }))} />
        </Form.Item>
        <Form.Item
          name="content"
          label="内容"
          rules={[
            { required: true, whitespace: true, message: '请填写反馈内容' },
            { max: 500, message: '内容不超过500字' },
          ]}
        >
          <Input.TextArea rows={5} showCount maxLength={500} placeholder="请描述您的意见建议或合作需求" />
        </Form.Item>
        <Form.Item
          name="contact"
          label="联系方式"
          rules={[
            { required: true, whitespace: true, message: VISITOR_CONTACT_MESSAGE },
            {
              validator: (_, v: string | undefined) =>
                !v || visitorContactChannel(v) ? Promise.resolve() : Promise.reject(new Error(VISITOR_CONTACT_MESSAGE)),
            },
          ]}
        >
          <Input placeholder="手机号或邮箱（必填）" maxLength={50} />
        </Form.Item>
        <FormActions onClose={onClose} busy={sending} />
      </Form>
      <CaptchaModal
        open={pending !== null && !sending}
        onClose={() => setPending(null)}
        onVerified={(v) => void handleVerified(v)}
      />
    </>
  );
}

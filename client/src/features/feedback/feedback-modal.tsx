import { useState } from 'react';
import { App, Button, Form, Input, Modal, Radio } from 'antd';
import { UserApi } from '@aikc/shared/api-paths';
import { httpPost } from '../../lib/http.ts';

export type FeedbackKind = 'feedback' | 'cooperation';

interface FeedbackForm {
  type: FeedbackKind;
  content: string;
  contact: string;
}

/**
 * The feedback window opened by 意见反馈 and 商务合作. Sends `user/feedback`; the HTTP layer shows any failure
 * (for example 401 for a visitor, which also opens the login dialog).
 */
export function FeedbackModal({ open, kind, onClose }: { open: boolean; kind: FeedbackKind; onClose: () => void }) {
  const [form] = Form.useForm<FeedbackForm>();
  const [pending, setPending] = useState(false);
  const { message } = App.useApp();

  const handleSubmit = async (values: FeedbackForm) => {
    setPending(true);
    try {
      await httpPost(UserApi.feedback, values);
      message.success('提交成功，感谢您的反馈！');
      form.resetFields();
      onClose();
    } catch {
      // The HTTP layer has already told the user why.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={kind === 'cooperation' ? '商务合作' : '意见反馈'}
      footer={null}
      width={520}
      centered
      destroyOnHidden
    >
      <Form<FeedbackForm>
        form={form}
        layout="vertical"
        initialValues={{ type: kind, content: '', contact: '' }}
        onFinish={handleSubmit}
        validateTrigger="onBlur"
        style={{ marginTop: 16 }}
      >
        <Form.Item name="type" label="反馈类型">
          <Radio.Group
            options={[
              { value: 'feedback', label: '意见建议' },
              { value: 'cooperation', label: '商务合作' },
            ]}
          />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请填写反馈内容' }, { max: 500, message: '内容不超过500字' }]}>
          <Input.TextArea rows={5} showCount maxLength={500} placeholder="请描述您的意见建议或合作需求，我们会尽快与您联系" />
        </Form.Item>
        <Form.Item name="contact" label="联系方式" rules={[{ max: 50, message: '联系方式不超过50字' }]}>
          <Input placeholder="手机号或邮箱（选填）" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
          <Button onClick={onClose} style={{ marginRight: 8 }}>
            取消
          </Button>
          <Button type="primary" htmlType="submit" loading={pending} disabled={pending}>
            提交
          </Button>
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Form, Input, Modal, Radio, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  FEEDBACK_IMAGE_MAX,
  FEEDBACK_TYPE_NAMES,
  FEEDBACK_TYPES,
  type FeedbackKind,
} from '@aikc/shared/schemas/feedback';
import { sendFeedback, uploadFeedbackImage } from './api/feedback.ts';
import { useStores } from '../../stores/store-context.tsx';
import { VisitorFeedbackForm } from './visitor-feedback-form.tsx';
import { FormActions } from './form-actions.tsx';

interface FeedbackForm {
  type: FeedbackKind;
  content: string;
  contact: string;
}

/** Up to 3 screenshots, each uploaded on choice (upload_image_wei checks and re-encodes it). */
function ImagePicker({ files, onChange }: { files: UploadFile[]; onChange: (f: UploadFile[]) => void }) {
  const { message } = App.useApp();
  return (
    <Upload
      listType="picture-card"
      accept="image/png,image/jpeg,image/webp"
      fileList={files}
      maxCount={FEEDBACK_IMAGE_MAX}
      onChange={({ fileList }) => onChange(fileList)}
      customRequest={({ file, onSuccess, onError }) => {
        uploadFeedbackImage(file as File)
          .then((r) => onSuccess?.(r))
          .catch((err: unknown) => {
            message.error(err instanceof Error ? err.message : '上传失败');
            onError?.(err as Error);
          });
      }}
    >
      {files.length >= FEEDBACK_IMAGE_MAX ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>上传截图</div>
        </div>
      )}
    </Upload>
  );
}

/**
 * The feedback window opened by 意见反馈, 在线客服 and 商务合作. A member sends `user/feedback` (images allowed; the
 * reply lands in 我的消息). A visitor gets the visitor form (visitor-feedback-form.tsx): a required mobile or email
 * and the slider captcha, answered by SMS or email, so the form never takes their text and then asks for a login
 * (issue 31). `onSent` lets a page that lists feedback refresh it; the footer's window needs no query client.
 */
export const FeedbackModal = observer(function FeedbackModal({
  open,
  kind,
  onClose,
  onSent,
}: {
  open: boolean;
  kind: FeedbackKind;
  onClose: () => void;
  onSent?: () => void;
}) {
  const { session, loginDialog } = useStores();
  const [form] = Form.useForm<FeedbackForm>();
  const [pending, setPending] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { message } = App.useApp();

  const handleSubmit = async (values: FeedbackForm) => {
    if (files.some((f) => f.status === 'uploading')) return void message.info('图片上传中，请稍候');
    setPending(true);
    try {
      const images = files.flatMap((f) =>
        f.status === 'done' && f.response ? [(f.response as { url: string }).url] : [],
      );
      await sendFeedback({ ...values, images });
      message.success('提交成功，感谢您的反馈！处理结果可在个人中心“意见反馈”查看');
      form.resetFields();
      setFiles([]);
      onSent?.();
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
      {session.isLoggedIn ? (
        <FeedbackFormBody
          form={form}
          kind={kind}
          files={files}
          setFiles={setFiles}
          pending={pending}
          onClose={onClose}
          onFinish={handleSubmit}
        />
      ) : (
        <VisitorFeedbackForm kind={kind} onClose={onClose} onLogin={() => loginDialog.open()} />
      )}
    </Modal>
  );
});

function FeedbackFormBody({
  form,
  kind,
  files,
  setFiles,
  pending,
  onClose,
  onFinish,
}: {
  form: ReturnType<typeof Form.useForm<FeedbackForm>>[0];
  kind: FeedbackKind;
  files: UploadFile[];
  setFiles: (f: UploadFile[]) => void;
  pending: boolean;
  onClose: () => void;
  onFinish: (v: FeedbackForm) => Promise<void>;
}) {
  return (
    <Form<FeedbackForm>
      form={form}
      layout="vertical"
      initialValues={{ type: kind, content: '', contact: '' }}
      onFinish={onFinish}
      validateTrigger="onBlur"
      style={{ marginTop: 16 }}
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
        <Input.TextArea
          rows={5}
          showCount
          maxLength={500}
          placeholder="请描述您的意见建议或合作需求，我们会尽快与您联系"
        />
      </Form.Item>
      <Form.Item name="contact" label="联系方式" rules={[{ max: 50, message: '联系方式不超过50字' }]}>
        <Input placeholder="手机号或邮箱（选填）" />
      </Form.Item>
      <Form.Item label={`图片（选填，最多${FEEDBACK_IMAGE_MAX}张，支持PNG、JPG、WebP，单张不超过5MB）`}>
        <ImagePicker files={files} onChange={setFiles} />
      </Form.Item>
      <FormActions onClose={onClose} busy={pending} />
    </Form>
  );
}

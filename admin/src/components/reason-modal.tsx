import type { ReactElement } from 'react';
import { App } from 'antd';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';

/**
 * An action that must say why (reject, disable, grant membership ...): the reason is required and sent with it.
 * `trigger` is the button that opens it; `run` performs the call and its error stays in the dialog.
 */
export function ReasonModal(props: {
  title: string;
  trigger: ReactElement;
  label?: string;
  run: (reason: string) => Promise<unknown>;
  done?: () => void;
}) {
  const { message } = App.useApp();
  return (
    <ModalForm<{ reason: string }>
      title={props.title}
      trigger={props.trigger}
      modalProps={{ destroyOnHidden: true }}
      width={480}
      onFinish={async (v) => {
        try {
          await props.run(v.reason.trim());
        } catch (e) {
          message.error((e as Error).message);
          return false;
        }
        message.success('操作成功');
        props.done?.();
        return true;
      }}
    >
      <ProFormTextArea
        name="reason"
        label={props.label ?? '原因'}
        rules={[
          { required: true, whitespace: true, message: `请填写${props.label ?? '原因'}` },
          { min: 2, message: '请至少填写2个字' },
          { max: 200, message: '不超过200字' },
        ]}
        fieldProps={{ rows: 3 }}
      />
    </ModalForm>
  );
}

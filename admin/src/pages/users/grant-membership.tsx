import { App, Button } from 'antd';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';

/** Grant or extend a membership by months; the reason is required and lands in the audit log. */
export function GrantMembership({ userId, done }: { userId: number; done: () => void }) {
  const { message } = App.useApp();
  return (
    <ModalForm<{ level: 'vip' | 'svip'; months: number; reason: string }>
      title="开通 / 延长会员"
      width={480}
      trigger={<Button type="primary">开通 / 延长会员</Button>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ level: 'vip', months: 1 }}
      onFinish={async (v) => {
        try {
          await http.post(AdminPaths.userGrantMembership, { id: userId, ...v, reason: v.reason.trim() });
        } catch (e) {
          message.error((e as Error).message);
          return false;
        }
        message.success('会员已开通或延长');
        done();
        return true;
      }}
    >
      <ProFormSelect
        name="level"
        label="会员等级"
        rules={[{ required: true, message: '请选择会员等级' }]}
        options={[
          { value: 'vip', label: 'VIP会员' },
          { value: 'svip', label: 'SVIP会员' },
        ]}
      />
      <ProFormDigit
        name="months"
        label="月数"
        min={1}
        max={36}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请输入月数' }]}
      />
      <ProFormTextArea
        name="reason"
        label="原因"
        rules={[
          { required: true, whitespace: true, message: '请填写开通原因' },
          { min: 2, message: '原因至少2个字' },
        ]}
        fieldProps={{ rows: 2, maxLength: 200 }}
      />
    </ModalForm>
  );
}

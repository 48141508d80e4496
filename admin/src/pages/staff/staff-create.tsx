import { App, Button } from 'antd';
import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@aikc/shared/admin/permissions';
import type { StaffSecrets } from '@aikc/shared/admin/schemas/auth';
import { MOBILE_PATTERN } from '@aikc/shared/validation';
import { http } from '../../net/http.ts';

export const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_NAMES[r] }));

/** 新增人员: mobile, name and role; the server generates the password and TOTP secret and answers them once. */
export function StaffCreate({ created }: { created: (s: StaffSecrets) => void }) {
  const { message } = App.useApp();
  return (
    <ModalForm<{ mobile: string; name: string; role: StaffRole }>
      title="新增人员"
      width={440}
      trigger={<Button type="primary">新增人员</Button>}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        try {
          created(await http.post<StaffSecrets>(AdminPaths.staffCreate, v));
          return true;
        } catch (e) {
          message.error((e as Error).message);
          return false;
        }
      }}
    >
      <ProFormText
        name="mobile"
        label="手机号"
        placeholder="登录用手机号"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: MOBILE_PATTERN, message: '请输入正确的手机号' },
        ]}
      />
      <ProFormText
        name="name"
        label="姓名"
        rules={[
          { required: true, whitespace: true, message: '请填写姓名' },
          { max: 50, message: '姓名不超过50字' },
        ]}
      />
      <ProFormSelect
        name="role"
        label="角色"
        options={ROLE_OPTIONS}
        rules={[{ required: true, message: '请选择角色' }]}
      />
    </ModalForm>
  );
}

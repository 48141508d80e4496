import { observer } from 'mobx-react-lite';
import { App, Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { accountCalls } from '../../features/auth/calls/account-calls.ts';
import { CodeField } from '../../features/auth/login-dialog/code-field.tsx';
import { mobileRules, password2Rules, passwordRules } from '../../features/auth/login-dialog/form-rules.ts';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { CentreFrame } from '../user-centre/centre-frame.tsx';
import { useUserUpdate } from './use-user-update.ts';
import './user-pages.css';

type PasswordValues = { old_password?: string; password: string; password2: string };
type MobileValues = { mobile: string; mobile_code: string };
type ResetValues = MobileValues & { password: string; password2: string };

const newPasswordItems = (
  <>
    <Form.Item name="password" label="新密码" rules={passwordRules}>
      <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="new-password" />
    </Form.Item>
    <Form.Item name="password2" label="确认密码" dependencies={['password']} rules={password2Rules}>
      <Input.Password prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
    </Form.Item>
  </>
);

/** set_password: the old password is asked for only when the account has one. */
function ChangePassword({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: (v: PasswordValues) =>
      accountCalls.setPassword(user.has_password ? v : { password: v.password, password2: v.password2 }),
    onSuccess: () => {
      form.resetFields();
      void message.success(user.has_password ? '修改密码成功' : '设置密码成功');
    },
  });
  return (
    <section className="security-section" aria-label="登录密码">
      <h3>{user.has_password ? '修改密码' : '设置密码'}</h3>
      <p className="security-section__desc">修改后，其他设备上的登录将失效。</p>
      <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={(v) => m.mutate(v)}>
        {user.has_password ? (
          <Form.Item name="old_password" label="原密码" rules={passwordRules}>
            <Input.Password prefix={<LockOutlined />} placeholder="请输入原密码" autoComplete="current-password" />
          </Form.Item>
        ) : null}
        {newPasswordItems}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={m.isPending} disabled={m.isPending}>
            确认修改
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}

/** bang_mobile: binds (or changes to) a mobile proved by a `register` code sent to it. */
function BindMobile({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<MobileValues>();
  const { message } = App.useApp();
  const update = useUserUpdate();
  const m = useMutation({
    mutationFn: (v: MobileValues) => accountCalls.bangMobile(v.mobile.trim(), v.mobile_code.trim()),
    onSuccess: (next) => {
      update(next);
      form.resetFields();
      void message.success('绑定成功');
    },
  });
  return (
    <section className="security-section" aria-label="手机号">
      <h3>{user.mobile ? '更换手机号' : '绑定手机号'}</h3>
      <p className="security-section__desc">
        {user.mobile ? `当前绑定：${user.mobile}` : '绑定手机号后，可使用短信验证码或密码登录。'}
      </p>
      <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={(v) => m.mutate(v)}>
        <Form.Item name="mobile" label="手机号" rules={mobileRules}>
          <Input prefix={<MobileOutlined />} maxLength={11} placeholder="请输入手机号" autoComplete="tel" />
        </Form.Item>
        <CodeField form={form} purpose="register" />
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={m.isPending} disabled={m.isPending}>
            {user.mobile ? '确认更换' : '确认绑定'}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}

/** reset_password: a `forget` code to the account's own mobile (typed in full; the page knows only the mask). */
function ResetBySms({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<ResetValues>();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: (v: ResetValues) =>
      accountCalls.resetPassword({ mobile_code: v.mobile_code.trim(), password: v.password, password2: v.password2 }),
    onSuccess: () => {
      form.resetFields();
      void message.success('重置密码成功');
    },
  });
  return (
    <section className="security-section" aria-label="短信重置密码">
      <h3>通过短信验证码重置密码</h3>
      <p className="security-section__desc">
        忘记原密码时使用：验证码将发送到绑定手机号 {user.mobile}，请输入完整号码。
      </p>
      <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={(v) => m.mutate(v)}>
        <Form.Item name="mobile" label="绑定的手机号" rules={mobileRules}>
          <Input prefix={<MobileOutlined />} maxLength={11} placeholder="请输入手机号" autoComplete="tel" />
        </Form.Item>
        <CodeField form={form} purpose="forget" />
        {newPasswordItems}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={m.isPending} disabled={m.isPending}>
            重置密码
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}

/** /user/security: change password, bind or change the mobile, reset the password by SMS. */
export const SecurityPage = observer(function SecurityPage() {
  const { user } = useCurrentUser();
  return (
    <CentreFrame title="账号安全">
      {user ? (
        <>
          <ChangePassword user={user} />
          <BindMobile user={user} />
          {user.mobile ? <ResetBySms user={user} /> : null}
        </>
      ) : null}
    </CentreFrame>
  );
});

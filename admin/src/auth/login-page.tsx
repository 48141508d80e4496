import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { StaffLoginResult } from '@aikc/shared/admin/schemas/auth';
import { ApiError, http, takeNotice } from '../net/http.ts';
import { useSession } from './session.tsx';

interface LoginValues {
  mobile: string;
  password: string;
  totp: string;
}

/** Mobile + password + the 6-digit code of the staff member's authenticator app; no step can be skipped. */
export function LoginPage() {
  const { me, signIn } = useSession();
  const navigate = useNavigate();
  // Read once: the notice (e.g. the session timed out) is shown on this visit only.
  const [notice] = useState(takeNotice);
  const [error, setError] = useState<string | null>(null);
  if (me) return <Navigate to="/" replace />;

  const submit = async (v: LoginValues) => {
    setError(null);
    try {
      const r = await http.post<StaffLoginResult>(AdminPaths.login, {
        mobile: v.mobile.trim(),
        password: v.password,
        totp: v.totp.trim(),
      });
      signIn(r.token, r.staff);
      navigate('/', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '登录失败，请稍后重试');
    }
  };

  return (
    <div className="login-page">
      <div className="login-card">
        <LoginForm<LoginValues>
          title="AI科策云 运营后台"
          subTitle="工作人员登录（需手机号、密码及动态验证码）"
          submitter={{ searchConfig: { submitText: '登录' } }}
          onFinish={submit}
          message={
            error || notice ? (
              <Alert type={error ? 'error' : 'warning'} showIcon title={error ?? notice} style={{ marginBottom: 24 }} />
            ) : null
          }
        >
          <ProFormText
            name="mobile"
            fieldProps={{ size: 'large', prefix: <MobileOutlined />, autoComplete: 'username', inputMode: 'numeric' }}
            placeholder="手机号"
            rules={[
              { required: true, message: '请输入手机号' },
              { pattern: /^1\d{10}$/, message: '请输入11位手机号' },
            ]}
          />
          <ProFormText.Password
            name="password"
            fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
            placeholder="密码"
            rules={[{ required: true, message: '请输入密码' }]}
          />
          <ProFormText
            name="totp"
            fieldProps={{
              size: 'large',
              prefix: <SafetyOutlined />,
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              maxLength: 6,
            }}
            placeholder="6位动态验证码"
            rules={[
              { required: true, message: '请输入身份验证器中的6位动态验证码' },
              { pattern: /^\d{6}$/, message: '动态验证码为6位数字' },
            ]}
          />
        </LoginForm>
      </div>
    </div>
  );
}

import { Button, Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** What a visitor sees behind the login dialog on a login-required page. */
export function LoginRequiredNotice({ onLogin }: { onLogin(): void }) {
  useDocumentTitle('请先登录');
  return (
    <div className="container" style={{ paddingBlock: 48 }}>
      <Result
        icon={<LockOutlined style={{ color: 'var(--aikc-primary)' }} />}
        title="请先登录"
        subTitle="该页面需要登录后访问，登录后将自动返回当前页面。"
        extra={
          <Button type="primary" size="large" onClick={onLogin}>
            立即登录
          </Button>
        }
        style={{ background: '#fff', borderRadius: 8 }}
      />
    </div>
  );
}

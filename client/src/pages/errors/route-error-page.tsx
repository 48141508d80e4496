import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * The router's error element. A failed lazy chunk (usually a new deployment replaced it) asks for a reload;
 * any other render error gets a calm message instead of a blank page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <div className="container" style={{ padding: '40px 0' }}>
      <Result
        status={chunk ? 'info' : 'error'}
        title={chunk ? '网站已更新' : '页面出了点问题'}
        subTitle={chunk ? '网站刚刚发布了新版本，请刷新页面后继续访问。' : '页面加载时发生错误，请刷新重试；如问题持续，请联系客服。'}
        extra={
          <Button type="primary" size="large" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        }
        style={{ background: '#fff', borderRadius: 8, padding: '48px 32px' }}
      />
    </div>
  );
}

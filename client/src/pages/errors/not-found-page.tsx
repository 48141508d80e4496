import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** 404: an unknown route or a route parameter outside its allowed values. */
export function NotFoundPage() {
  useDocumentTitle('页面不存在');
  return (
    <div className="container" style={{ paddingBlock: 40 }}>
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在或已被移除。"
        extra={
          <Link to="/">
            <Button type="primary" size="large">
              返回首页
            </Button>
          </Link>
        }
        style={{ background: '#fff', borderRadius: 8, padding: '48px 32px' }}
        data-testid="not-found"
      />
    </div>
  );
}

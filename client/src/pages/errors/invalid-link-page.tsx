import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ERROR_PAGE_COUNTDOWN_SECONDS } from '@aikc/shared/constants';
import { isBotUserAgent } from '../../lib/user-agent.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * The invalid-link page: 您访问的链接有误… with 返回首页, and a countdown from 1000 s that then goes home.
 * Crawlers get the page without the countdown, so they never follow an automatic redirect.
 */
export function InvalidLinkPage({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  useDocumentTitle('链接有误');
  const navigate = useNavigate();
  const bot = isBotUserAgent(userAgent);
  const [left, setLeft] = useState(ERROR_PAGE_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (bot) return;
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearInterval(timer);
  }, [bot]);

  useEffect(() => {
    if (!bot && left === 0) navigate('/', { replace: true });
  }, [bot, left, navigate]);

  return (
    <div className="container" style={{ paddingBlock: 40 }}>
      <Result
        icon={<LinkOutlined style={{ color: '#fa8c16' }} />}
        title="您访问的链接有误…"
        subTitle={
          bot ? (
            '请检查链接地址是否完整。'
          ) : (
            <span data-testid="countdown">请检查链接地址是否完整，{left} 秒后将自动返回首页。</span>
          )
        }
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        }
        style={{ background: '#fff', borderRadius: 8, padding: '48px 32px' }}
      />
    </div>
  );
}

import { lazy, Suspense } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Icon } from '../../components/common/icon.tsx';
import './route-error-page.css';

const NotFoundPage = lazy(async () => {
  const [m, { withAntd }] = await Promise.all([import('./not-found-page.tsx'), import('../../app/antd-scope.tsx')]);
  return { default: withAntd(m.NotFoundPage) };
});

/**
 * The router's error element. A failed lazy chunk (usually a new deployment replaced it) asks for a reload;
 * any other render error gets a calm message instead of a blank page. It ships with the first route and uses
 * no lazily loaded code for those two cases, since a missing chunk is one of them (so no antd either).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const chunk =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <div className="container route-error">
      <div className="route-error-box" role="alert">
        {chunk ? (
          <Icon icon={InfoCircleFilled} className="route-error-icon is-info" />
        ) : (
          <Icon icon={CloseCircleFilled} className="route-error-icon is-error" />
        )}
        <h1 className="route-error-title">{chunk ? '网站已更新' : '页面出了点问题'}</h1>
        <p className="route-error-sub">
          {chunk
            ? '网站刚刚发布了新版本，请刷新页面后继续访问。'
            : '页面加载时发生错误，请刷新重试；如问题持续，请联系客服。'}
        </p>
        <button type="button" className="route-error-reload" onClick={() => window.location.reload()}>
          刷新页面
        </button>
      </div>
    </div>
  );
}

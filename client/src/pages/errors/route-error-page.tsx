import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import './route-error-page.css';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';

const NotFoundPage = lazy(() => withAntdLazy(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage)));

/** A filled circle with an "i" or a cross, in the look of antd's Result icons (drawn here: this page is eager). */
function StatusIcon({ kind }: { kind: 'info' | 'error' }) {
  return (
    <span className={`anticon route-error-icon is-${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor">
        <circle cx="12" cy="12" r="11" />
        {kind === 'info' ? (
          <path d="M10.8 10h2.4v8h-2.4zM12 5.2a1.5 1.5 0 110 3 1.5 1.5 0 010-3z" fill="#fff" />
        ) : (
          <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        )}
      </svg>
    </span>
  );
}

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
        {chunk ? <StatusIcon kind="info" /> : <StatusIcon kind="error" />}
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

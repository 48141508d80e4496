import { lazy, Suspense } from 'react';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';

const NotFound = lazy(() => withAntdLazy(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage)));

/**
 * The 404 page inside a detail page drawn without antd (a malformed id): it and antd's Result, with antd's context,
 * are fetched only then (issue 21).
 */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

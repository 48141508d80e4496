import { lazy, Suspense, useState, type ComponentType } from 'react';
import { withAntdLazy } from './antd/load-antd-scope.ts';

/**
 * A dialog whose code is fetched the first time it opens (issue 21: the first route carries no dialog code).
 * Once opened it stays mounted, so its closing animation and kept state behave as if it had always been there.
 * The dialogs are antd's: each renders inside AntdScope (the shell around it has no antd context).
 */
export function deferUntilOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => withAntdLazy(load));
  return function Deferred(props: P) {
    const [wanted, setWanted] = useState(props.open);
    // Derived state: flips once, during the render that first sees `open`.
    if (props.open && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}

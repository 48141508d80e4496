import { lazy, Suspense, useState } from 'react';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';
import type { SideDrawerProps } from './side-drawer.tsx';

const SideDrawer = lazy(() => withAntdLazy(() => import('./side-drawer.tsx').then((m) => m.SideDrawer)));

/**
 * A phone's drawer (antd Drawer) fetched, with antd, the first time it is opened: the pages that have one (the
 * personal centre, the AI chat) paint and hydrate without antd's core (issue 31). Once opened it stays mounted,
 * so it closes with antd's animation and opens again at once.
 */
export function LazySideDrawer(props: SideDrawerProps) {
  const [wanted, setWanted] = useState(false);
  // Set during render (React's pattern for state derived from props): the drawer is asked for in this same pass.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideDrawer {...props} />
    </Suspense>
  );
}

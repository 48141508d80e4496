import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteHeader } from './shell/site-header.tsx';
import { LoginDialogSlot } from '../features/auth/login-dialog/login-dialog-slot.tsx';
import { BUILD_ID } from '../lib/config.ts';
import { startBuildCheck } from '../lib/build-check.ts';
import { ActLoginWatcher } from './guards/act-login-watcher.tsx';

// Fetched right after the first render rather than with the first route (issue 21): the footer is below the fold,
// and the side panel is a fixed column of shortcuts beside the content, so its arrival moves nothing.
const SiteFooter = lazy(() => import('./shell/site-footer.tsx').then((m) => ({ default: m.SiteFooter })));
const SidePanel = lazy(() => import('./shell/side-panel.tsx').then((m) => ({ default: m.SidePanel })));

/** The page chrome of every portal route: header, content, footer, side panel, login dialog, build check. */
export function AppShell() {
  useEffect(() => startBuildCheck({ currentBuildId: BUILD_ID, onNewBuild: () => window.location.reload() }), []);
  return (
    <div className="app-shell">
      <SiteHeader />
      <main className="app-main">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <Suspense fallback={null}>
        <SidePanel />
      </Suspense>
      <LoginDialogSlot />
      <ActLoginWatcher />
      <ScrollRestoration />
    </div>
  );
}

import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { Result } from 'antd';
import { LoginPage } from './auth/login-page.tsx';
import { SessionProvider, useSession } from './auth/session.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { ADMIN_PAGES, homePath } from './layout/menu.tsx';
import type { AdminPage } from './layout/menu.tsx';

function Forbidden() {
  return <Result status="403" title="403" subTitle="您没有访问此页面的权限" />;
}

/** A page opens only for a role holding its permission; typing its address does not get around the menu. */
function Guarded({ page }: { page: AdminPage }) {
  const { can } = useSession();
  if (!can(page.perm)) return <Forbidden />;
  const Page = page.element;
  return <Page />;
}

function Home() {
  const { can } = useSession();
  return <Navigate to={homePath(can)} replace />;
}

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <AdminLayout />,
      children: [
        { index: true, element: <Home /> },
        ...ADMIN_PAGES.map((p) => ({ path: p.path, element: <Guarded page={p} /> })),
        { path: 'forbidden', element: <Forbidden /> },
        { path: '*', element: <Result status="404" title="404" subTitle="页面不存在" /> },
      ],
    },
  ],
  { basename: '/admin' },
);

// A 401 from any call (idle timeout on the server) lands on the login page, which shows why.
const toLogin = () => void router.navigate('/login', { replace: true });

export function AdminRouter() {
  return (
    <SessionProvider onExpired={toLogin}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

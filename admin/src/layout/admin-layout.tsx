import { Suspense, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Dropdown, Spin, Tag } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components';
import { useSession } from '../auth/session.tsx';
import { visibleMenu } from './menu.tsx';

/** The frame every staff page sits in: the menu holds only what the role may open (the same table as the API). */
export function AdminLayout() {
  const { me, loading, can, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The content group starts open: its five lists are what an editor opens all day.
  const [openKeys, setOpenKeys] = useState<string[]>(['/content']);
  if (loading) return <Spin fullscreen tip="加载中…" />;
  if (!me) return <Navigate to="/login" replace />;

  const menu: MenuDataItem[] = visibleMenu(can);
  return (
    <ProLayout
      title="AI科策云 运营后台"
      logo={false}
      layout="mix"
      splitMenus={false}
      fixSiderbar
      location={{ pathname: location.pathname }}
      route={{ path: '/', routes: menu }}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(keys || [])}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      avatarProps={{
        title: (
          <span data-testid="staff-name">
            {me.name} <Tag color="blue">{me.role_name}</Tag>
          </span>
        ),
        size: 'small',
        render: (_props, dom) => (
          <Dropdown
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录' }],
              onClick: () => void signOut().then(() => navigate('/login', { replace: true })),
            }}
          >
            {dom}
          </Dropdown>
        ),
      }}
    >
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <Outlet />
      </Suspense>
    </ProLayout>
  );
}

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Avatar, Badge, Button, Drawer, Menu, type MenuProps } from 'antd';
import { MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { displayName } from '@aikc/shared/schemas/user';
import { useHydrated } from '../../lib/use-client-value.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { CENTRE_GROUPS } from './centre-menu.tsx';
import './user-centre.css';

/**
 * The personal centre: a side menu of its pages (unread badge on 我的消息) beside the page; on a phone (below
 * 768 px, CSS) the side column is hidden and the same menu opens in a drawer from a 菜单 button above the page.
 */
export function UserCentreLayout() {
  const { pathname } = useLocation();
  const selected = pathname.split('/')[2] ?? 'index';
  // The drawer closes when a menu entry is chosen: it is keyed to the page it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const current = CENTRE_GROUPS.flatMap((g) => g.items).find((i) => i.key === selected);
  return (
    <div className="container centre">
      <aside className="centre__side">
        <CentreNav selected={selected} />
      </aside>
      <div className="centre__phonebar">
        <Button
          icon={<MenuOutlined />}
          onClick={() => setOpenOn(pathname)}
          aria-expanded={openOn === pathname}
          aria-controls="centre-drawer"
        >
          个人中心菜单
        </Button>
        <span className="centre__phonebar-title">{current?.label ?? '个人中心'}</span>
      </div>
      <Drawer
        id="centre-drawer"
        title="个人中心"
        placement="left"
        size={288}
        open={openOn === pathname}
        onClose={() => setOpenOn(null)}
        className="centre__drawer"
      >
        <CentreNav selected={selected} />
      </Drawer>
      <section className="centre__main">
        <Outlet />
      </section>
    </div>
  );
}

/** The member's name and level over the centre's menu: the side column on a desktop, the drawer on a phone. */
const CentreNav = observer(function CentreNav({ selected }: { selected: string }) {
  const { badge } = useStores();
  const { user } = useCurrentUser();
  // The server drew no count: the browser's shows once the page has hydrated (as the header bell's).
  const unread = useHydrated() ? badge.total : 0;
  const items: MenuProps['items'] = CENTRE_GROUPS.map((g) => ({
    type: 'group',
    key: g.title,
    label: g.title,
    children: g.items.map((i) => ({
      key: i.key,
      icon: i.icon,
      label: (
        <Link to={`/user/${i.key}`} className="centre-menu__link">
          <span>{i.label}</span>
          {i.key === 'message' && unread > 0 ? <Badge count={unread} overflowCount={99} size="small" /> : null}
        </Link>
      ),
    })),
  }));
  return (
    <>
      <div className="centre__who">
        <Avatar size={56} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <div className="centre__name">{user ? displayName(user) : displayName({ username: '' })}</div>
        {user?.vip_level_name ? <div className="centre__level">{user.vip_level_name}</div> : null}
      </div>
      <Menu mode="inline" selectedKeys={[selected]} items={items} className="centre__menu" />
    </>
  );
});

import { observer } from 'mobx-react-lite';
import { Avatar, Badge, Menu, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { displayName } from '@aikc/shared/schemas/user';
import { useStores } from '../../stores/store-context.tsx';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { CENTRE_GROUPS } from './centre-menu.tsx';
import './user-centre.css';

/** The personal centre: a side menu of its 15 pages (unread badge on 我的消息) beside the page. */
export const UserCentreLayout = observer(function UserCentreLayout() {
  const { badge } = useStores();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const selected = pathname.split('/')[2] ?? 'index';
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
          {i.key === 'message' && badge.total > 0 ? (
            <Badge count={badge.total} overflowCount={99} size="small" />
          ) : null}
        </Link>
      ),
    })),
  }));
  return (
    <div className="container centre">
      <aside className="centre__side">
        <div className="centre__who">
          <Avatar size={56} src={user?.avatar || undefined} icon={<UserOutlined />} />
          <div className="centre__name">{user ? displayName(user) : displayName({ username: '' })}</div>
          {user?.vip_level_name ? <div className="centre__level">{user.vip_level_name}</div> : null}
        </div>
        <Menu mode="inline" selectedKeys={[selected]} items={items} className="centre__menu" />
      </aside>
      <section className="centre__main">
        <Outlet />
      </section>
    </div>
  );
});

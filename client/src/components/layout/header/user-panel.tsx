import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { Icon } from '../../common/icon.tsx';
import { MembershipStatus } from './membership-status.tsx';
import { UserAvatar } from './user-avatar.tsx';
import './user-panel.css';

const USER_MENU = [
  { to: '/user/index', label: '个人中心', icon: UserOutlined },
  { to: '/user/push_list', label: '政策推送', icon: BellOutlined },
  { to: '/user/vip_rights', label: '会员权益', icon: CrownOutlined },
] as const;

/**
 * The logged-in user's dropdown: avatar, name, membership state and the spec's four entries. Fetched when the
 * menu first opens (header-user.tsx), so a visitor's first route does not carry it.
 */
export default function UserPanel({ user, name }: { user: CurrentUser | null; name: string }) {
  return (
    <div className="user-panel">
      <div className="user-panel__head">
        <UserAvatar size={48} src={user?.avatar} />
        <div className="user-panel__who">
          <div className="user-panel__name">{name}</div>
          {user?.mobile ? <div className="user-panel__mobile">{user.mobile}</div> : null}
        </div>
      </div>
      {user ? <MembershipStatus user={user} /> : null}
      <ul className="user-panel__menu">
        {USER_MENU.map((m) => (
          <li key={m.to}>
            <Link to={m.to}>
              <Icon icon={m.icon} />
              {m.label}
            </Link>
          </li>
        ))}
        <li className="user-panel__logout">
          <Link to="/user/logout">
            <Icon icon={LogoutOutlined} />
            退出登录
          </Link>
        </li>
      </ul>
    </div>
  );
}

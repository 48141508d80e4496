import { observer } from 'mobx-react-lite';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { displayName } from '@aikc/shared/display-name';
import { useStores } from '../../../stores/store-context.tsx';
import { useCurrentUser } from '../../../features/user/use-current-user.ts';
import type { LoginMode } from '../../../stores/login-dialog-store.ts';
import { Icon } from '../../common/icon.tsx';
import { Popup } from '../popup.tsx';
import { MembershipStatus } from './membership-status.tsx';

const USER_MENU = [
  { to: '/user/index', label: '个人中心', icon: UserOutlined },
  { to: '/user/push_list', label: '政策推送', icon: BellOutlined },
  { to: '/user/vip_rights', label: '会员权益', icon: CrownOutlined },
] as const;

/** 登录 / 注册 for a visitor: the dialog, except on /user/ pages where the full login pages are used. */
const VisitorLinks = observer(function VisitorLinks() {
  const { loginDialog } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = (mode: LoginMode, page: string) => {
    if (pathname.includes('/user/')) navigate(page);
    else loginDialog.open({ mode });
  };
  return (
    <div className="header-user header-user--visitor">
      <button type="button" className="header-user__login" onClick={() => go('loginByWx', '/user/login')}>
        登录
      </button>
      <span className="header-user__sep" />
      <button type="button" className="header-user__register" onClick={() => go('register', '/user/register')}>
        注册
      </button>
    </div>
  );
});

/** The user's picture, or antd Avatar's grey disc with a person icon when there is none. */
function Avatar({ src, size }: { src: string | null | undefined; size: number }) {
  return (
    <span className="user-avatar" style={{ width: size, height: size, fontSize: size / 2 }}>
      {src ? <img src={src} alt="" width={size} height={size} /> : <Icon icon={UserOutlined} />}
    </span>
  );
}

/** The logged-in user menu: avatar, display name, membership state, and the spec's four entries. */
const UserMenu = observer(function UserMenu() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading && !user) return <span className="user-avatar user-avatar--loading" aria-hidden="true" />;
  const name = user ? displayName(user) : displayName({ username: '' });
  return (
    <Popup
      on="hover"
      placement="bottomRight"
      className="popup--bare"
      trigger={(props) => (
        <button type="button" className="header-user header-user--member" {...props}>
          <Avatar size={30} src={user?.avatar} />
          <span className="header-user__name">{name}</span>
          <Icon icon={DownOutlined} className="header-user__caret" />
        </button>
      )}
    >
      <div className="user-panel">
        <div className="user-panel__head">
          <Avatar size={48} src={user?.avatar} />
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
    </Popup>
  );
});

/** The header's account area: visitor links or the user menu. */
export const HeaderUser = observer(function HeaderUser() {
  const { session } = useStores();
  return session.isLoggedIn ? <UserMenu /> : <VisitorLinks />;
});

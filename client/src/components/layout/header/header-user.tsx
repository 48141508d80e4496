import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { displayName } from '@aikc/shared/display-name';
import { useStores } from '../../../stores/store-context.tsx';
import { useCurrentUser } from '../../../features/user/use-current-user.ts';
import type { LoginMode } from '../../../stores/login-dialog-store.ts';
import { Icon } from '../../common/icon.tsx';
import { Popup } from '../popup.tsx';
import { UserAvatar } from './user-avatar.tsx';

const loadPanel = () => import('./user-panel.tsx');
const UserPanel = lazy(loadPanel);

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

/** The logged-in user's avatar and name; the menu (user-panel.tsx) opens on hover, click or Enter. */
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
        <button
          type="button"
          className="header-user header-user--member"
          onPointerEnter={() => void loadPanel()}
          {...props}
        >
          <UserAvatar size={30} src={user?.avatar} />
          <span className="header-user__name">{name}</span>
          <Icon icon={DownOutlined} className="header-user__caret" />
        </button>
      )}
    >
      <Suspense fallback={<div className="user-panel" aria-busy="true" />}>
        <UserPanel user={user} name={name} />
      </Suspense>
    </Popup>
  );
});

/** The header's account area: visitor links or the user menu. */
export const HeaderUser = observer(function HeaderUser() {
  const { session } = useStores();
  return session.isLoggedIn ? <UserMenu /> : <VisitorLinks />;
});

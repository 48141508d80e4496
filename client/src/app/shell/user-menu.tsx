import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { displayName } from '@aikc/shared/display-name';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { Icon } from '../../components/common/icon.tsx';
import { Popup } from '../../components/layout/popup.tsx';
import { UserAvatar } from '../../components/layout/header/user-avatar.tsx';
import '../../components/layout/header/user-panel.css';

const loadPanel = () => import('../../components/layout/header/user-panel.tsx');
const UserPanel = lazy(loadPanel);

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
          // On a phone the name is hidden and the avatar alone shows: the button keeps its name.
          aria-label={`${name}的账户菜单`}
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

export default UserMenu;

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { displayName } from '@aikc/shared/schemas/user';
import { Icon } from '../../components/common/icon.tsx';
import { LazySideDrawer } from '../../components/common/lazy-side-drawer.tsx';
import { UserAvatar } from '../../components/layout/header/user-avatar.tsx';
import { useHydrated } from '../../lib/use-client-value.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { CENTRE_GROUPS } from './centre-menu.ts';
import '../../components/common/plain-button.css';
import './user-centre.css';
// The sections' stylesheets come with the frame, not with their pages: every centre page is rendered on the server
// inside this layout, and the edge inlines the layout's CSS (client/src/ssr/ssr-pages.ts), so the page's first
// paint is styled before its own chunk loads. The home page's (centre-dashboard.css) comes with its own module,
// which the table names for /user/index.
import './centre-messages.css';
import './centre-subscriptions.css';
import './product-solution.css';

/** Three bars, drawn as strokes (antd's MenuOutlined look without its runtime). */
function MenuGlyph() {
  return (
    <span className="anticon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 5.5h18M3 12h18M3 18.5h18" />
      </svg>
    </span>
  );
}

/**
 * The personal centre: a side menu of its pages (unread badge on 我的消息) beside the page; on a phone (below
 * 768 px, CSS) the side column is hidden and the same menu opens in a drawer from a 菜单 button above the page.
 * Drawn without antd (issue 31): the frame and menu paint and hydrate from the server render before antd's core is
 * fetched; the drawer (antd) comes with its first opening, a page's own antd parts with that page.
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
        <button
          type="button"
          className="plain-button"
          onClick={() => setOpenOn(pathname)}
          aria-expanded={openOn === pathname}
          aria-controls="centre-drawer"
        >
          <MenuGlyph />
          <span>个人中心菜单</span>
        </button>
        <span className="centre__phonebar-title">{current?.label ?? '个人中心'}</span>
      </div>
      <LazySideDrawer
        id="centre-drawer"
        title="个人中心"
        open={openOn === pathname}
        onClose={() => setOpenOn(null)}
        className="centre__drawer"
      >
        <CentreNav selected={selected} />
      </LazySideDrawer>
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
  return (
    <>
      <div className="centre__who">
        <UserAvatar src={user?.avatar} size={56} />
        <div className="centre__name">{user ? displayName(user) : displayName({ username: '' })}</div>
        {user?.vip_level_name ? <div className="centre__level">{user.vip_level_name}</div> : null}
      </div>
      <nav className="centre__menu" aria-label="个人中心菜单">
        {CENTRE_GROUPS.map((g) => (
          <div key={g.title} className="centre-menu__group">
            <div className="centre-menu__title">{g.title}</div>
            <ul>
              {g.items.map((i) => (
                <li key={i.key}>
                  <Link
                    to={`/user/${i.key}`}
                    className={`centre-menu__link${i.key === selected ? ' is-selected' : ''}`}
                    aria-current={i.key === selected ? 'page' : undefined}
                  >
                    <Icon icon={i.icon} />
                    <span className="centre-menu__label">{i.label}</span>
                    {i.key === 'message' && unread > 0 ? (
                      <span className="centre-menu__count">{unread > 99 ? '99+' : unread}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
});

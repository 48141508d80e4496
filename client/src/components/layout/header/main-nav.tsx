import { lazy, Suspense, useState } from 'react';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../common/icon.tsx';
import { Popup } from '../popup.tsx';
import { MAIN_NAV } from './nav-links.ts';
import { BigScreenChooser } from './deferred-big-screen-chooser.tsx';
import './main-nav.css';

const loadMenu = () => import('./nav-menus.tsx');
const NavMenu = lazy(loadMenu);

/** Header navigation: 首页, the list pages, and the 应用中心 / 数字化方案 dropdowns. */
export function MainNav() {
  const { pathname } = useLocation();
  const [chooserOpen, setChooserOpen] = useState(false);
  // Controlled only to be shut after a pick.
  const [appOpen, setAppOpen] = useState(false);
  const [solutionOpen, setSolutionOpen] = useState(false);

  return (
    // The menus' code is asked for as the pointer comes near, so it is there when a dropdown opens.
    <nav className="main-nav" aria-label="主导航" onPointerEnter={() => void loadMenu()}>
      {MAIN_NAV.map((n) => (
        <Link key={n.to} to={n.to} className={`main-nav__item${n.match(pathname) ? ' is-active' : ''}`}>
          {n.label}
        </Link>
      ))}
      <Popup
        on="hover"
        className="popup--menu"
        open={appOpen}
        onOpenChange={setAppOpen}
        trigger={(props) => (
          <button type="button" className="main-nav__item main-nav__drop" {...props}>
            <Icon icon={AppstoreOutlined} /> 应用中心 <Icon icon={DownOutlined} className="main-nav__caret" />
          </button>
        )}
      >
        <Suspense fallback={<div className="popup-menu popup-menu--loading" aria-busy="true" />}>
          <NavMenu
            menu="apps"
            onPick={() => setAppOpen(false)}
            onScreens={() => {
              setAppOpen(false);
              setChooserOpen(true);
            }}
          />
        </Suspense>
      </Popup>
      <Popup
        on="hover"
        className="popup--menu"
        open={solutionOpen}
        onOpenChange={setSolutionOpen}
        trigger={(props) => (
          <button
            type="button"
            className={`main-nav__item main-nav__drop${pathname.startsWith('/szhfa/') ? ' is-active' : ''}`}
            {...props}
          >
            数字化方案 <Icon icon={DownOutlined} className="main-nav__caret" />
          </button>
        )}
      >
        <Suspense fallback={<div className="popup-menu popup-menu--loading" aria-busy="true" />}>
          <NavMenu menu="solutions" onPick={() => setSolutionOpen(false)} onScreens={() => setChooserOpen(true)} />
        </Suspense>
      </Popup>
      <BigScreenChooser open={chooserOpen} onClose={() => setChooserOpen(false)} />
    </nav>
  );
}

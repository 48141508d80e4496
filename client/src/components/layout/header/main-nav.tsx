import { useState } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import FundProjectionScreenOutlined from '@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../common/icon.tsx';
import { Popup } from '../popup.tsx';
import { APP_CENTRE_ITEMS, MAIN_NAV, SOLUTION_ITEMS } from './nav-links.ts';
import { BigScreenChooser } from './deferred-big-screen-chooser.tsx';

const APP_ICONS: Record<string, IconDefinition> = {
  'policy-db': DatabaseOutlined,
  'policy-news': NotificationOutlined,
  'advanced-search': FileSearchOutlined,
  'policy-match': AimOutlined,
  screens: FundProjectionScreenOutlined,
  'company-db': ShopOutlined,
};
const SOLUTION_ICONS: Record<string, IconDefinition> = {
  cyy: ApartmentOutlined,
  jrjg: BankOutlined,
  qyfw: SolutionOutlined,
  zfjg: FlagOutlined,
};

/** Header navigation: 首页, the list pages, and the 应用中心 / 数字化方案 dropdowns. */
export function MainNav() {
  const { pathname } = useLocation();
  const [chooserOpen, setChooserOpen] = useState(false);
  // Closing the menu after a pick: the popup is controlled only to be shut.
  const [appOpen, setAppOpen] = useState(false);
  const [solutionOpen, setSolutionOpen] = useState(false);

  return (
    <nav className="main-nav" aria-label="主导航">
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
        <ul className="popup-menu">
          {APP_CENTRE_ITEMS.map((i) => (
            <li key={i.key}>
              {i.to === null ? (
                <button
                  type="button"
                  className="popup-menu__item"
                  onClick={() => {
                    setAppOpen(false);
                    setChooserOpen(true);
                  }}
                >
                  <Icon icon={APP_ICONS[i.key]!} /> {i.label}
                </button>
              ) : (
                <Link to={i.to} className="popup-menu__item" onClick={() => setAppOpen(false)}>
                  <Icon icon={APP_ICONS[i.key]!} /> {i.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
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
        <ul className="popup-menu">
          {SOLUTION_ITEMS.map((i) => (
            <li key={i.key}>
              <Link to={i.to} className="popup-menu__item" onClick={() => setSolutionOpen(false)}>
                <Icon icon={SOLUTION_ICONS[i.key]!} /> {i.label}
              </Link>
            </li>
          ))}
        </ul>
      </Popup>
      <BigScreenChooser open={chooserOpen} onClose={() => setChooserOpen(false)} />
    </nav>
  );
}

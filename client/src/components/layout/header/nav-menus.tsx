import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import FundProjectionScreenOutlined from '@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../common/icon.tsx';
import { APP_CENTRE_ITEMS, SOLUTION_ITEMS } from './nav-links.ts';

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

/** Up and Down move the focus through a menu's entries (the menu keyboard model antd's Menu had). */
function moveFocus(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  e.preventDefault();
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
  items[next]?.focus();
}

/**
 * The entries of the 应用中心 and 数字化方案 dropdowns. Fetched when a dropdown first opens (main-nav.tsx): their
 * icons are a few KiB that the first route does not need to paint.
 */
export default function NavMenu({
  menu,
  onPick,
  onScreens,
}: {
  menu: 'apps' | 'solutions';
  onPick(): void;
  /** 数据大屏: opens the chooser instead of navigating. */
  onScreens(): void;
}) {
  if (menu === 'solutions')
    return (
      <ul className="popup-menu" role="menu" onKeyDown={moveFocus}>
        {SOLUTION_ITEMS.map((i) => (
          <li key={i.key} role="none">
            <Link to={i.to} className="popup-menu__item" role="menuitem" onClick={onPick}>
              <Icon icon={SOLUTION_ICONS[i.key]!} /> {i.label}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="popup-menu" role="menu" onKeyDown={moveFocus}>
      {APP_CENTRE_ITEMS.map((i) => (
        <li key={i.key} role="none">
          {i.to === null ? (
            <button type="button" className="popup-menu__item" role="menuitem" onClick={onScreens}>
              <Icon icon={APP_ICONS[i.key]!} /> {i.label}
            </button>
          ) : (
            <Link to={i.to} className="popup-menu__item" role="menuitem" onClick={onPick}>
              <Icon icon={APP_ICONS[i.key]!} /> {i.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

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
      <ul className="popup-menu">
        {SOLUTION_ITEMS.map((i) => (
          <li key={i.key}>
            <Link to={i.to} className="popup-menu__item" onClick={onPick}>
              <Icon icon={SOLUTION_ICONS[i.key]!} /> {i.label}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="popup-menu">
      {APP_CENTRE_ITEMS.map((i) => (
        <li key={i.key}>
          {i.to === null ? (
            <button type="button" className="popup-menu__item" onClick={onScreens}>
              <Icon icon={APP_ICONS[i.key]!} /> {i.label}
            </button>
          ) : (
            <Link to={i.to} className="popup-menu__item" onClick={onPick}>
              <Icon icon={APP_ICONS[i.key]!} /> {i.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

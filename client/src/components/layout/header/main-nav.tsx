import { useState, type ReactNode } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  BankOutlined,
  DatabaseOutlined,
  DownOutlined,
  FileSearchOutlined,
  FundProjectionScreenOutlined,
  FlagOutlined,
  NotificationOutlined,
  ShopOutlined,
  SolutionOutlined,
  ApartmentOutlined,
  AimOutlined,
} from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { APP_CENTRE_ITEMS, MAIN_NAV, SOLUTION_ITEMS } from './nav-links.ts';
import { BigScreenChooser } from './deferred-big-screen-chooser.tsx';

const APP_ICONS: Record<string, ReactNode> = {
  'policy-db': <DatabaseOutlined />,
  'policy-news': <NotificationOutlined />,
  'advanced-search': <FileSearchOutlined />,
  'policy-match': <AimOutlined />,
  screens: <FundProjectionScreenOutlined />,
  'company-db': <ShopOutlined />,
};
const SOLUTION_ICONS: Record<string, ReactNode> = {
  cyy: <ApartmentOutlined />,
  jrjg: <BankOutlined />,
  qyfw: <SolutionOutlined />,
  zfjg: <FlagOutlined />,
};

/** Header navigation: 首页, the list pages, and the 应用中心 / 数字化方案 dropdowns. */
export function MainNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [chooserOpen, setChooserOpen] = useState(false);

  const appItems: MenuProps['items'] = APP_CENTRE_ITEMS.map((i) => ({
    key: i.key,
    label: i.label,
    icon: APP_ICONS[i.key],
  }));
  const handleApp: MenuProps['onClick'] = ({ key }) => {
    const item = APP_CENTRE_ITEMS.find((i) => i.key === key);
    if (!item) return;
    if (item.to === null) setChooserOpen(true);
    else navigate(item.to);
  };
  const solutionItems: MenuProps['items'] = SOLUTION_ITEMS.map((i) => ({
    key: i.key,
    label: <Link to={i.to}>{i.label}</Link>,
    icon: SOLUTION_ICONS[i.key],
  }));

  return (
    <nav className="main-nav" aria-label="主导航">
      {MAIN_NAV.map((n) => (
        <Link key={n.to} to={n.to} className={`main-nav__item${n.match(pathname) ? ' is-active' : ''}`}>
          {n.label}
        </Link>
      ))}
      <Dropdown menu={{ items: appItems, onClick: handleApp }} placement="bottom">
        <button type="button" className="main-nav__item main-nav__drop">
          <AppstoreOutlined /> 应用中心 <DownOutlined className="main-nav__caret" />
        </button>
      </Dropdown>
      <Dropdown menu={{ items: solutionItems }} placement="bottom">
        <button
          type="button"
          className={`main-nav__item main-nav__drop${pathname.startsWith('/szhfa/') ? ' is-active' : ''}`}
        >
          数字化方案 <DownOutlined className="main-nav__caret" />
        </button>
      </Dropdown>
      <BigScreenChooser open={chooserOpen} onClose={() => setChooserOpen(false)} />
    </nav>
  );
}

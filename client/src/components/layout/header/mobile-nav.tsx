import { useState } from 'react';
import { Drawer } from 'antd';
import { MenuOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { HOTLINE } from '../../../lib/config.ts';
import { BigScreenChooser } from './big-screen-chooser.tsx';
import { APP_CENTRE_ITEMS, MAIN_NAV, SOLUTION_ITEMS } from './nav-links.ts';

/**
 * The header's navigation on a phone: one menu button (shown below the 768 px breakpoint, see site-header.css)
 * that opens a drawer with everything the desktop header spreads over the service bar, the main navigation and
 * its two dropdowns. Same links as the desktop, from nav-links.ts, so the two never drift.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const link = (to: string, label: string, active = false) => (
    <li key={`${to}-${label}`}>
      <Link
        to={to}
        className={`mobile-nav__link${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        onClick={close}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <>
      <button
        type="button"
        className="mobile-nav__toggle"
        aria-label="打开导航菜单"
        aria-expanded={open}
        aria-controls="mobile-nav"
        onClick={() => setOpen(true)}
      >
        <MenuOutlined />
      </button>
      <Drawer
        open={open}
        onClose={close}
        placement="right"
        size={300}
        title="导航"
        className="mobile-nav"
        id="mobile-nav"
      >
        <nav aria-label="手机导航">
          <ul className="mobile-nav__list">{MAIN_NAV.map((n) => link(n.to, n.label, n.match(pathname)))}</ul>
          <h3 className="mobile-nav__head">应用中心</h3>
          <ul className="mobile-nav__list">
            {APP_CENTRE_ITEMS.map((i) =>
              i.to === null ? (
                <li key={i.key}>
                  <button
                    type="button"
                    className="mobile-nav__link"
                    onClick={() => {
                      close();
                      setChooserOpen(true);
                    }}
                  >
                    {i.label}
                  </button>
                </li>
              ) : (
                link(i.to, i.label)
              ),
            )}
          </ul>
          <h3 className="mobile-nav__head">数字化方案</h3>
          <ul className="mobile-nav__list">{SOLUTION_ITEMS.map((i) => link(i.to, i.label, pathname === i.to))}</ul>
          <h3 className="mobile-nav__head">更多</h3>
          <ul className="mobile-nav__list">
            {link('/vip/pay_page', '开通会员')}
            {link('/szhfa/openapi', '开放平台')}
            {link('/sitemap.html', '网站地图')}
            <li>
              <a className="mobile-nav__link" href={`tel:${HOTLINE}`}>
                <PhoneOutlined /> 服务热线 {HOTLINE}
              </a>
              <p className="mobile-nav__hours">{SERVICE_HOURS_TEXT}</p>
            </li>
          </ul>
        </nav>
      </Drawer>
      <BigScreenChooser open={chooserOpen} onClose={() => setChooserOpen(false)} />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { Link, useLocation } from 'react-router-dom';
import { SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { HOTLINE } from '../../../lib/config.ts';
import { Icon } from '../../common/icon.tsx';
import { BigScreenChooser } from './deferred-big-screen-chooser.tsx';
import { APP_CENTRE_ITEMS, MAIN_NAV, SOLUTION_ITEMS } from './nav-links.ts';
import './mobile-nav.css';

/** Three bars or a cross, drawn as strokes (a few bytes, where antd's outlines are ~1 KiB of path data each). */
function Glyph({ kind }: { kind: 'menu' | 'close' }) {
  return (
    <span className="anticon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d={kind === 'menu' ? 'M3 5.5h18M3 12h18M3 18.5h18' : 'M5 5l14 14M19 5L5 19'} />
      </svg>
    </span>
  );
}

/**
 * The header's navigation on a phone: one menu button (shown below the 768 px breakpoint, see site-header.css)
 * that opens a drawer with everything the desktop header spreads over the service bar, the main navigation and
 * its two dropdowns. Same links as the desktop, from nav-links.ts, so the two never drift.
 * The drawer is a native modal <dialog>: the browser traps the focus in it, closes it on Escape and gives the
 * focus back to the menu button, with no dialog library on the first route.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

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
        <Glyph kind="menu" />
      </button>
      <dialog
        ref={dialog}
        id="mobile-nav"
        className="mobile-nav"
        aria-labelledby="mobile-nav-title"
        // Escape (the browser closes the dialog itself) and the close button both end here.
        onClose={close}
        // A tap on the backdrop lands on the <dialog> element itself, outside its panel.
        onClick={(e) => e.target === e.currentTarget && close()}
      >
        <div className="mobile-nav__panel">
          <div className="mobile-nav__header">
            <button type="button" className="mobile-nav__close" aria-label="关闭" onClick={close}>
              <Glyph kind="close" />
            </button>
            <h2 id="mobile-nav-title" className="mobile-nav__title">
              导航
            </h2>
          </div>
          <nav aria-label="手机导航" className="mobile-nav__body">
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
                  <Icon icon={PhoneOutlined} /> 服务热线 {HOTLINE}
                </a>
                <p className="mobile-nav__hours">{SERVICE_HOURS_TEXT}</p>
              </li>
            </ul>
          </nav>
        </div>
      </dialog>
      <BigScreenChooser open={chooserOpen} onClose={() => setChooserOpen(false)} />
    </>
  );
}

import { Link, useNavigation } from 'react-router-dom';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { HeaderSearch } from '../../features/search/header-search.tsx';
import { HOTLINE } from '../../lib/config.ts';
import { Icon } from '../../components/common/icon.tsx';
import { CitySelector } from '../../components/layout/header/city-selector.tsx';
import { HeaderUser } from './header-user.tsx';
import { Logo } from '../../components/layout/header/logo.tsx';
import { MainNav } from '../../components/layout/header/main-nav.tsx';
import { MobileNav } from '../../components/layout/header/mobile-nav.tsx';
import { VipBannerLink } from './vip-banner-link.tsx';
import { MessageBell } from '../../components/layout/header/message-bell.tsx';
import './site-header.css';
import './header-plain.css';

/**
 * The portal header: a service bar (city, hotline) above the logo, navigation, bell, VIP link and account. Below
 * 768 px the navigation, hotline and links fold into MobileNav's drawer (site-header.css).
 */
export function SiteHeader() {
  const navigation = useNavigation();
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <div className="topbar__left">
            <span className="topbar__welcome">您好，欢迎访问AI科策云！</span>
            <CitySelector />
          </div>
          <HeaderSearch />
          <div className="topbar__right">
            <span className="topbar__hotline">
              <Icon icon={PhoneOutlined} /> 服务热线：<strong>{HOTLINE}</strong>
              <span className="topbar__hours">（{SERVICE_HOURS_TEXT}）</span>
            </span>
            <Link to="/szhfa/openapi" className="topbar__link">
              开放平台
            </Link>
            <Link to="/sitemap.html" className="topbar__link">
              网站地图
            </Link>
          </div>
        </div>
      </div>
      <div className="mainbar">
        <div className="container mainbar__inner">
          <Logo />
          <MainNav />
          <div className="mainbar__actions">
            <MessageBell />
            <VipBannerLink />
            <HeaderUser />
            <MobileNav />
          </div>
        </div>
        {navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null}
      </div>
    </header>
  );
}

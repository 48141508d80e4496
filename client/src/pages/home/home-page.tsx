import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../../stores/store-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AppCentreGrid } from './app-centre-grid.tsx';
import { HeroSearch } from './hero-search.tsx';
import { HomeCounts } from './home-counts.tsx';
import { useHomeFeeds } from './home-feeds.ts';
import { HomeSection } from './home-section.tsx';
import './home.css';
import './home-plain.css';
import { Icon } from '../../components/common/icon.tsx';
import { HOME_HERO } from '@aikc/shared/home-copy';

const SOLUTIONS = [
  {
    title: '园区/产业园区',
    desc: '园区企业画像、政策触达与产业招商分析',
    icon: <Icon icon={ApartmentOutlined} />,
    to: '/szhfa/cyy',
  },
  {
    title: '金融机构',
    desc: '科创企业名单、资质与经营数据支撑授信',
    icon: <Icon icon={BankOutlined} />,
    to: '/szhfa/jrjg',
  },
  {
    title: '企业服务',
    desc: '为服务机构提供政策匹配与客户挖掘工具',
    icon: <Icon icon={SolutionOutlined} />,
    to: '/szhfa/qyfw',
  },
  {
    title: '政府机构',
    desc: '政策发布、兑现跟踪与区域产业监测',
    icon: <Icon icon={FlagOutlined} />,
    to: '/szhfa/zfjg',
  },
];

/** Home (/): search, the app centre, latest policies, closing declarations, policy news (#zczx), solutions. */
export const HomePage = observer(function HomePage() {
  useDocumentTitle();
  const { city } = useStores();
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  const region = city.city.provinceId === 0 ? '全国' : city.city.provinceName || city.city.name;
  const feeds = useHomeFeeds(city.city.provinceId ? String(city.city.provinceId) : '');
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{HOME_HERO.title}</h1>
          <p className="hero__subtitle">{HOME_HERO.subtitle}</p>
          <HeroSearch />
          <ol className="hero__steps">
            {HOME_HERO.steps.map((s, i) => (
              <li key={s.title}>
                <span className="hero__step-no">{i + 1}</span>
                <span>
                  <strong>{s.title}</strong>
                  <em>{s.desc}</em>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="container home__body">
        <HomeCounts counts={feeds.counts} />
        <section className="home-card home-card--apps">
          <header className="home-card__head">
            <h2>
              <Icon icon={AppstoreOutlined} />
              应用中心
            </h2>
          </header>
          <AppCentreGrid />
        </section>

        <div className="home__cols">
          <HomeSection
            title={`最新政策 · ${region}`}
            icon={<Icon icon={FileTextOutlined} />}
            moreTo="/policy/list"
            items={feeds.policies}
            emptyText="当前地区暂无最新政策，可前往政策库检索"
          />
          <HomeSection
            title="申报即将截止"
            icon={<Icon icon={CalendarOutlined} />}
            moreTo="/policy/sbyl"
            items={feeds.closing}
            emptyText="近期暂无即将截止的申报项目"
          />
        </div>

        <HomeSection
          id="zczx"
          title="政策资讯"
          icon={<Icon icon={NotificationOutlined} />}
          moreTo="/sitemap.html"
          items={feeds.news}
          emptyText="暂无政策资讯"
        />

        <section className="home-card">
          <header className="home-card__head">
            <h2>
              <Icon icon={SolutionOutlined} />
              数字化方案
            </h2>
          </header>
          <div className="solution-grid">
            {SOLUTIONS.map((s) => (
              <Link key={s.to} to={s.to} className="solution-grid__item">
                <span className="solution-grid__icon">{s.icon}</span>
                <strong>{s.title}</strong>
                <span>{s.desc}</span>
              </Link>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
});

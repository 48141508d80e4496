import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { EmptyState, LoadingRows } from '../../components/common/states.tsx';
import { sitemapQuery } from '../../features/home/api/home.ts';
import './sitemap.css';

/** The portal's sections that are not content lists, grouped as the header menus group them. */
const STATIC_GROUPS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: '政策服务',
    links: [
      { label: '政策库', to: '/policy/list' },
      { label: '政策资讯', to: '/#zczx' },
      { label: '申报日历', to: '/policy/sbyl' },
      { label: '项目申报', to: '/project/list' },
      { label: '企业库', to: '/company/list' },
    ],
  },
  {
    title: '智能应用',
    links: [
      { label: 'AI政策问答', to: '/match/chat/zsk' },
      { label: '政策匹配', to: '/match/chat/zcpp' },
      { label: '企业评价', to: '/match/chat/qypj' },
      { label: '高企自测', to: '/evaluate/gaoxin' },
      { label: '专精特新自测', to: '/evaluate/zhuanjing/zjtx' },
    ],
  },
  {
    title: '数字化方案',
    links: [
      { label: '产业园区', to: '/szhfa/cyy' },
      { label: '金融机构', to: '/szhfa/jrjg' },
      { label: '企业服务', to: '/szhfa/qyfw' },
      { label: '政府机构', to: '/szhfa/zfjg' },
      { label: '开放平台', to: '/szhfa/openapi' },
    ],
  },
  {
    title: '会员与帮助',
    links: [
      { label: '会员开通', to: '/vip/pay_page' },
      { label: '购买须知', to: '/vip/shuoming' },
      { label: '会员协议', to: '/vip/xieyi' },
      { label: '用户条款和隐私协议', to: '/agreement.html' },
      { label: '关于我们', to: '/gsdt' },
    ],
  },
];

/** /sitemap.html: every section of the portal and the newest items of each content section. */
export function SitemapPage() {
  const q = useQuery(sitemapQuery());
  return (
    <PageFrame title="网站地图" subtitle="本站全部栏目及各栏目最新收录内容">
      <div className="sitemap-groups">
        {STATIC_GROUPS.map((g) => (
          <section key={g.title} className="sitemap-group">
            <h2>{g.title}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <h2 className="sitemap-heading">最新收录</h2>
      {q.isLoading ? (
        <LoadingRows title rows={8} />
      ) : !q.data ? (
        <EmptyState>最新收录内容加载失败，请稍后刷新重试</EmptyState>
      ) : (
        <div className="sitemap-recents">
          {q.data.sections
            .filter((s) => s.items.length > 0)
            .map((s) => (
              <section key={s.name} className="sitemap-recent" data-testid="sitemap-section">
                <header>
                  <h3>{s.name}</h3>
                  <Link to={s.path}>
                    进入栏目 <Icon icon={RightOutlined} />
                  </Link>
                </header>
                <ul>
                  {s.items.map((i) => (
                    <li key={i.path}>
                      <Link to={i.path} title={i.title}>
                        {i.title}
                      </Link>
                      <span>{i.date}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      )}
    </PageFrame>
  );
}

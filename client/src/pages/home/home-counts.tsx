import { Link } from 'react-router-dom';
import type { IndexCounts } from '../../features/home/api/home.ts';
import './home-counts.css';

const ITEMS: { key: keyof IndexCounts; label: string; unit: string; to: string }[] = [
  { key: 'policy_count', label: '收录政策', unit: '条', to: '/policy/list' },
  { key: 'interpretation_count', label: '政策解读', unit: '篇', to: '/sitemap.html' },
  { key: 'project_count', label: '申报项目', unit: '个', to: '/project/list' },
  { key: 'open_project_count', label: '正在申报', unit: '个', to: '/policy/sbyl' },
  { key: 'company_count', label: '企业数据', unit: '家', to: '/company/list' },
  { key: 'news_count', label: '政策资讯', unit: '篇', to: '/#zczx' },
];

/** The headline figures from `user/get_index_count`; a skeleton while they load. */
export function HomeCounts({ counts }: { counts: IndexCounts | undefined }) {
  return (
    <section className="home-counts" aria-label="平台数据概览" data-testid="home-counts">
      {ITEMS.map((i) => (
        <Link key={i.key} to={i.to} className="home-counts__item">
          {counts ? (
            <strong>
              {counts[i.key].toLocaleString('zh-CN')}
              <small>{i.unit}</small>
            </strong>
          ) : (
            <span className="home-skeleton__chip" aria-hidden="true" />
          )}
          <span>{i.label}</span>
        </Link>
      ))}
    </section>
  );
}

import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { CentreCounts, PolicyBrief } from '@aikc/shared/schemas/subscription';
import { EmptyState, LoadingRows } from '../../components/common/states.tsx';
import { MembershipStatus } from '../../components/layout/header/membership-status.tsx';
import { centreArticlesQuery, centreCountsQuery } from '../../features/subscription/api/subscriptions.ts';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { useStores } from '../../stores/store-context.tsx';
import { CentreFrame } from './centre-frame.tsx';
import './centre-dashboard.css';

const FIGURES: { key: keyof CentreCounts; label: string; to: string; suffix: string }[] = [
  { key: 'unread_pushes', label: '未读推送', to: '/user/push_list', suffix: '条' },
  { key: 'unread_messages', label: '未读消息', to: '/user/message', suffix: '条' },
  { key: 'subscriptions', label: '政策订阅', to: '/user/subscription', suffix: '个' },
  { key: 'collections', label: '我的收藏', to: '/user/collect_record', suffix: '条' },
  { key: 'downloads', label: '下载记录', to: '/user/download_record', suffix: '次' },
  { key: 'orders', label: '已付订单', to: '/user/order_list', suffix: '笔' },
];

/** antd's small Card, drawn plain: a titled box with an optional link on the right of its head. */
function Panel({
  title,
  extra,
  className,
  children,
}: {
  title: string;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`centre-card${className ? ` ${className}` : ''}`}>
      <header className="centre-card__head">
        <h3 className="centre-card__title">{title}</h3>
        {extra}
      </header>
      <div className="centre-card__body">{children}</div>
    </section>
  );
}

function PolicyLines({ items, empty }: { items: (PolicyBrief & { is_read?: 0 | 1 })[]; empty: ReactNode }) {
  if (items.length === 0) return <EmptyState simple>{empty}</EmptyState>;
  return (
    <ul className="centre-dash__list">
      {items.map((p) => (
        <li key={p.id} className="centre-dash__item">
          <Link to={`/policy/detail/${p.id}`} className="centre-dash__title">
            {p.is_read === 0 ? <span className="centre-dash__new">新</span> : null}
            {p.title}
          </Link>
          <span className="centre-dash__date">{p.publish_date}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /user/index: membership card, the user's own figures, pushed policies and the newest of their region. Drawn without
 * antd (issue 31): the server renders its frame with each figure's name and placeholders for the data, which the
 * browser fills in after hydration, and the page needs no antd code before the user acts.
 */
export const UserIndexPage = observer(function UserIndexPage() {
  const { user, isLoading } = useCurrentUser();
  const { city } = useStores();
  const province = city.city.provinceId ? String(city.city.provinceId) : '';
  const counts = useQuery(centreCountsQuery());
  const articles = useQuery(centreArticlesQuery(province));
  const regionName = city.city.provinceId ? city.city.provinceName : '全国';

  return (
    <CentreFrame title="个人中心">
      <div className="centre-dash">
        {user || isLoading ? (
          <Panel className="centre-dash__member" title="会员状态">
            {user ? (
              <MembershipStatus user={user} />
            ) : (
              // The user's level comes after hydration (useCurrentUser): its row's place is kept, nothing moves.
              <div className="membership" aria-busy="true">
                <div className="membership__row">
                  <span className="centre-dash__wait" />
                </div>
              </div>
            )}
          </Panel>
        ) : null}
        <div className="centre-dash__figures">
          {FIGURES.map((f) => (
            <Link key={f.key} to={f.to} className="centre-dash__figure">
              <div className="centre-figure__title">{f.label}</div>
              {counts.isLoading ? (
                <span className="centre-figure__value centre-figure__value--loading" aria-hidden="true" />
              ) : (
                <div className="centre-figure__value">
                  {counts.data?.[f.key] ?? 0}
                  <span className="centre-figure__suffix">{f.suffix}</span>
                </div>
              )}
            </Link>
          ))}
        </div>
        <div className="centre-dash__lists">
          <Panel title="为您推送" extra={<Link to="/user/push_list">全部推送</Link>}>
            {articles.isLoading ? (
              <LoadingRows rows={4} title />
            ) : (
              <PolicyLines
                items={articles.data?.pushed ?? []}
                empty={
                  <span>
                    暂无推送，<Link to="/user/subscription">设置订阅条件</Link>后新政策将推送到这里
                  </span>
                }
              />
            )}
          </Panel>
          <Panel title={`${regionName}最新政策`} extra={<Link to="/policy/list">更多政策</Link>}>
            {articles.isLoading ? (
              <LoadingRows rows={4} title />
            ) : (
              <PolicyLines
                items={articles.data?.regional ?? []}
                empty={<span>暂无政策，可在页头切换城市查看其他地区</span>}
              />
            )}
          </Panel>
        </div>
      </div>
    </CentreFrame>
  );
});

import { Card, Empty, List, Skeleton, Statistic, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { CentreCounts, PolicyBrief } from '@aikc/shared/schemas/subscription';
import { MembershipStatus } from '../../components/layout/header/membership-status.tsx';
import { centreArticlesQuery, centreCountsQuery } from '../../features/subscription/api/subscriptions.ts';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { useStores } from '../../stores/store-context.tsx';
import { CentreFrame } from './centre-frame.tsx';

const FIGURES: { key: keyof CentreCounts; label: string; to: string; suffix: string }[] = [
  { key: 'unread_pushes', label: '未读推送', to: '/user/push_list', suffix: '条' },
  { key: 'unread_messages', label: '未读消息', to: '/user/message', suffix: '条' },
  { key: 'subscriptions', label: '政策订阅', to: '/user/subscription', suffix: '个' },
  { key: 'collections', label: '我的收藏', to: '/user/collect_record', suffix: '条' },
  { key: 'downloads', label: '下载记录', to: '/user/download_record', suffix: '次' },
  { key: 'orders', label: '已付订单', to: '/user/order_list', suffix: '笔' },
];

function PolicyLines({ items, empty }: { items: (PolicyBrief & { is_read?: 0 | 1 })[]; empty: React.ReactNode }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(p) => (
        <List.Item extra={<span className="centre-dash__date">{p.publish_date}</span>}>
          <Link to={`/policy/detail/${p.id}`} className="centre-dash__title">
            {p.is_read === 0 ? <Tag color="red">新</Tag> : null}
            {p.title}
          </Link>
        </List.Item>
      )}
    />
  );
}

/** /user/index: membership card, the user's own figures, pushed policies and the newest of their region. */
export const UserIndexPage = observer(function UserIndexPage() {
  const { user } = useCurrentUser();
  const { city } = useStores();
  const province = city.city.provinceId ? String(city.city.provinceId) : '';
  const counts = useQuery(centreCountsQuery());
  const articles = useQuery(centreArticlesQuery(province));
  const regionName = city.city.provinceId ? city.city.provinceName : '全国';

  return (
    <CentreFrame title="个人中心">
      <div className="centre-dash">
        {user ? (
          <Card size="small" className="centre-dash__member" title="会员状态">
            <MembershipStatus user={user} />
          </Card>
        ) : null}
        <div className="centre-dash__figures">
          {FIGURES.map((f) => (
            <Link key={f.key} to={f.to} className="centre-dash__figure">
              {counts.isLoading ? (
                <Skeleton.Input active size="small" />
              ) : (
                <Statistic title={f.label} value={counts.data?.[f.key] ?? 0} suffix={f.suffix} />
              )}
            </Link>
          ))}
        </div>
        <div className="centre-dash__lists">
          <Card size="small" title="为您推送" extra={<Link to="/user/push_list">全部推送</Link>}>
            {articles.isLoading ? (
              <Skeleton active />
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
          </Card>
          <Card size="small" title={`${regionName}最新政策`} extra={<Link to="/policy/list">更多政策</Link>}>
            {articles.isLoading ? (
              <Skeleton active />
            ) : (
              <PolicyLines
                items={articles.data?.regional ?? []}
                empty={<span>暂无政策，可在页头切换城市查看其他地区</span>}
              />
            )}
          </Card>
        </div>
      </div>
    </CentreFrame>
  );
});

import { useQuery } from '@tanstack/react-query';
import { HOME_CLOSING_DAYS, HOME_FEED_SIZE, HOME_NEWS_QUERY } from '@aikc/shared/constants';
import type { PolicyFilter } from '@aikc/shared/filters';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import { indexCountsQuery, latestPoliciesQuery } from '../../features/home/api/home.ts';
import { newsListQuery } from '../../features/news/api/news.ts';
import { policyListQuery } from '../../features/policy/api/policies.ts';
import { closingSoonQuery } from '../../features/project/api/projects.ts';
import type { HomeListItem } from './home-section.tsx';

/**
 * The province's newest policies, any level or validity. Written out rather than taken from the codec's defaults
 * (the codec is zod, which the home page does not load); the type keeps every field present.
 */
function regionalFilter(province: string): PolicyFilter {
  return {
    keyword: '',
    province,
    city: '',
    levels: [],
    agencies: [],
    types: [],
    labels: [],
    validity: 'all',
    from: '',
    to: '',
    sort: 'date',
    page: 1,
    pageSize: 10,
  };
}

function policyItems(list: PolicyListItem[]): HomeListItem[] {
  return list
    .slice(0, HOME_FEED_SIZE)
    .map((p) => ({ key: p.id, title: p.title, to: `/policy/detail/${p.id}`, meta: p.publish_date, tag: p.level_name }));
}

/**
 * The home page's data: headline counts, the latest policies (nationwide from `get_new_article_list`, or
 * the chosen province's newest from the policy search), declarations closing soon and policy news.
 * Each list is undefined while loading (skeleton) and [] on failure (empty state).
 */
export function useHomeFeeds(province: string) {
  const counts = useQuery(indexCountsQuery());
  const latest = useQuery({ ...latestPoliciesQuery(HOME_FEED_SIZE), enabled: !province });
  const regional = useQuery({
    ...policyListQuery(regionalFilter(province)),
    enabled: !!province,
    placeholderData: undefined,
  });
  const closing = useQuery(closingSoonQuery(HOME_CLOSING_DAYS, HOME_FEED_SIZE));
  const news = useQuery(newsListQuery(HOME_NEWS_QUERY));
  const policySource = province ? regional : latest;
  const policyList = province ? regional.data?.list : latest.data;

  return {
    counts: counts.data,
    policies: policySource.isError ? [] : policyList ? policyItems(policyList) : undefined,
    closing: closing.isError
      ? []
      : closing.data?.map((p) => ({
          key: p.id,
          title: p.title,
          to: `/project/detail/${p.id}`,
          meta: p.days_left === 0 ? '今日截止' : `剩${p.days_left ?? 0}天`,
          tag: p.level_name,
        })),
    news: news.isError
      ? []
      : news.data?.list.slice(0, HOME_FEED_SIZE).map((n) => ({
          key: n.id,
          title: n.title,
          to: `/policy/newsdetail/${n.id}.html`,
          meta: n.publish_date,
          tag: n.source,
        })),
  };
}

import { observer } from 'mobx-react-lite';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { DemoMark } from '../../features/search/demo-mark.tsx';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../../components/common/page-frame.tsx';
import '../../components/common/plain-button.css';
import { CollectButton } from '../../features/collect/collect-button.tsx';
import { interpretationDetailQuery, newsDetailQuery, newsListQuery } from '../../features/news/api/news.ts';
import { ArticleBody, DetailLayout, DetailState, SideCard, SideLinks } from '../../features/search/detail-layout.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LazyNotFoundPage } from '../errors/lazy-not-found.tsx';
import { parseHtmlId, parseId } from '../route-params.ts';
import { Tag } from '../../features/content/tag.tsx';

/** The latest news for the aside of both article pages. */
function LatestNews({ exclude }: { exclude?: number }) {
  const q = useQuery(newsListQuery({ pageSize: 10, sort: 'date' }));
  const items = (q.data?.list ?? []).filter((n) => n.id !== exclude).slice(0, 8);
  return (
    <SideCard
      title="最新资讯"
      extra={
        <Link to="/#zczx" style={{ fontSize: 12 }}>
          更多
        </Link>
      }
    >
      <SideLinks
        empty={q.isLoading ? '加载中…' : '暂无资讯'}
        items={items.map((n) => ({
          key: n.id,
          to: `/policy/newsdetail/${n.id}.html`,
          title: n.title,
          meta: n.publish_date,
        }))}
      />
    </SideCard>
  );
}

/** /policy/newsdetail/:id.html: a policy news article with its neighbours. */
export const PolicyNewsDetailPage = observer(function PolicyNewsDetailPage() {
  const id = parseHtmlId(useParams().file);
  const { session } = useStores();
  const q = useQuery({ ...newsDetailQuery(id ?? 0, session.token), enabled: id !== null });
  useDocumentTitle(q.data?.title ?? '政策资讯');
  if (id === null) return <LazyNotFoundPage />;
  const n = q.data;
  return (
    <PageFrame title="政策资讯" crumbs={[{ title: '政策资讯', to: '/#zczx' }]} ownHeading={!!n}>
      {!n ? (
        <DetailState error={q.error} backTo="/#zczx" backLabel="返回政策资讯" />
      ) : (
        <DetailLayout
          main={
            <>
              <h1 className="doc-title">{n.title}</h1>
              <div className="doc-subline">
                <span>来源：{n.source}</span>
                <span>地区：{n.region_name}</span>
                <span>发布日期：{n.publish_date}</span>
                <span>浏览量：{n.view_count.toLocaleString('zh-CN')}</span>
                <DemoMark demo={n.demo} kind="news" />
              </div>
              <div className="doc-actions">
                <CollectButton type="news" id={n.id} />
              </div>
              {n.summary ? <div className="doc-summary">{n.summary}</div> : null}
              <ArticleBody html={n.body_html} top={2} />
              <nav className="doc-nav" aria-label="上一篇和下一篇">
                <span>
                  <Icon icon={LeftOutlined} /> 上一篇：
                  {n.prev ? <Link to={`/policy/newsdetail/${n.prev.id}.html`}>{n.prev.title}</Link> : '没有了'}
                </span>
                <span>
                  <Icon icon={RightOutlined} /> 下一篇：
                  {n.next ? <Link to={`/policy/newsdetail/${n.next.id}.html`}>{n.next.title}</Link> : '没有了'}
                </span>
              </nav>
            </>
          }
          aside={<LatestNews exclude={n.id} />}
        />
      )}
    </PageFrame>
  );
});

/** /info/detail/:id: a policy interpretation, linked to its policy (which lists it back). */
export const InterpretationDetailPage = observer(function InterpretationDetailPage() {
  const id = parseId(useParams().id);
  const { session } = useStores();
  const q = useQuery({ ...interpretationDetailQuery(id ?? 0, session.token), enabled: id !== null });
  useDocumentTitle(q.data?.title ?? '政策解读');
  if (id === null) return <LazyNotFoundPage />;
  const n = q.data;
  return (
    <PageFrame title="政策解读" crumbs={[{ title: '政策库', to: '/policy/list' }]} ownHeading={!!n}>
      {!n ? (
        <DetailState error={q.error} backTo="/policy/list" backLabel="返回政策库" />
      ) : (
        <DetailLayout
          main={
            <>
              <h1 className="doc-title">{n.title}</h1>
              <div className="doc-subline">
                <span>来源：{n.source}</span>
                <span>发布日期：{n.publish_date}</span>
                <span>浏览量：{n.view_count.toLocaleString('zh-CN')}</span>
                <DemoMark demo={n.demo} kind="interpretation" />
              </div>
              <div className="doc-actions">
                <CollectButton type="interpretation" id={n.id} />
                <Link to={`/policy/detail/${n.policy.id}`} className="plain-button">
                  <Icon icon={FileTextOutlined} />
                  查看政策原文
                </Link>
              </div>
              <div className="doc-summary">
                <Tag color="blue" variant="filled">
                  解读政策
                </Tag>
                <Link to={`/policy/detail/${n.policy.id}`} data-testid="interpreted-policy">
                  {n.policy.title}
                </Link>
                <div style={{ color: '#667085', fontSize: 13, marginTop: 4 }}>
                  {n.policy.agency} · {n.policy.publish_date}
                </div>
              </div>
              <ArticleBody html={n.body_html} top={2} />
            </>
          }
          aside={
            <>
              <SideCard title="政策原文">
                <SideLinks
                  empty="—"
                  items={[
                    {
                      key: n.policy.id,
                      to: `/policy/detail/${n.policy.id}`,
                      title: n.policy.title,
                      meta: `${n.policy.agency} · ${n.policy.publish_date}`,
                    },
                  ]}
                />
              </SideCard>
              <SideCard title="同一政策的其他解读">
                <SideLinks
                  empty="暂无其他解读"
                  items={n.siblings.map((x) => ({ key: x.id, to: `/info/detail/${x.id}`, title: x.title }))}
                />
              </SideCard>
              <LatestNews />
            </>
          }
        />
      )}
    </PageFrame>
  );
});

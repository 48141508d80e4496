import { observer } from 'mobx-react-lite';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { DemoMark } from '../../features/search/demo-mark.tsx';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { AttachmentItem, PolicyDetail } from '@aikc/shared/schemas/policy';
import { toast } from '../../lib/antd/feedback.ts';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { CollectButton } from '../../features/collect/collect-button.tsx';
import { downloadAttachment, policyDetailQuery } from '../../features/policy/api/policies.ts';
import { memberKeys, rightCountQuery } from '../../features/membership/api/membership.ts';
import { useRightsError } from '../../features/membership/use-rights-error.tsx';
import { ResultCode } from '@aikc/shared/result-codes';
import { ArticleBody, DetailLayout, DetailState, SideCard, SideLinks } from '../../features/search/detail-layout.tsx';
import { ApiError } from '../../lib/http.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LazyNotFoundPage } from '../errors/lazy-not-found.tsx';
import { parseId } from '../route-params.ts';
import { LEVEL_COLORS } from './policy-filter-model.ts';
import { LabelTags, Tag } from '../../features/content/tag.tsx';
import { MetaTable } from '../../features/search/meta-table.tsx';

const CRUMBS = [{ title: '政策库', to: '/policy/list' }];

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const Attachments = observer(function Attachments({ items }: { items: AttachmentItem[] }) {
  const { session, loginDialog } = useStores();
  const queryClient = useQueryClient();
  const onRightsError = useRightsError();
  // Downloads spend the `download` right: show what is left, and refresh it after each download.
  const left = useQuery(rightCountQuery('download', session.isLoggedIn && items.length > 0));
  const download = useMutation({
    mutationFn: (a: AttachmentItem) => downloadAttachment(a.id, a.name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.rights() }),
    onError: (err) => {
      if (err instanceof ApiError && err.code === ResultCode.UNAUTHORIZED)
        return loginDialog.open({ redirect: window.location.pathname });
      if (onRightsError(err)) return;
      toast('error', err instanceof ApiError ? err.message : '附件下载失败，请稍后再试');
    },
  });
  if (items.length === 0) return <p className="detail-empty">本政策无附件</p>;
  const l = left.data;
  return (
    <>
      <div
        className="attachment-quota"
        data-testid="download-quota"
        style={{ color: '#667085', fontSize: 13, marginBottom: 8 }}
      >
        {!session.isLoggedIn ? (
          '登录后可下载附件'
        ) : l ? (
          l.remaining === null ? (
            '会员不限下载次数'
          ) : (
            <>
              今日剩余下载次数：<strong>{l.remaining}</strong> 次
              {l.remaining === 0 ? (
                <>
                  ，<Link to="/vip/pay_page">开通会员</Link>获取更多次数
                </>
              ) : null}
            </>
          )
        ) : null}
      </div>
      <ul className="attachment-list">
        {items.map((a) => (
          <li key={a.id}>
            <Icon icon={PaperClipOutlined} style={{ color: '#667085' }} />
            <span className="attachment-list__name" title={a.name}>
              {a.name}
            </span>
            <span className="attachment-list__size">
              {a.file_type.toUpperCase()} · {fileSize(a.size_bytes)}
            </span>
            <button
              type="button"
              className="link-button attachment-list__download"
              disabled={download.isPending && download.variables?.id === a.id}
              onClick={() => download.mutate(a)}
            >
              <Icon icon={DownloadOutlined} />{' '}
              {download.isPending && download.variables?.id === a.id ? '下载中…' : '下载'}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
});

/**
 * The validity: the document's stated status when the portal knows it (a reference document: 现行有效 /
 * 已修订 / 已废止, with a link to the document that replaced it), else whether its period has run out.
 */
function DocStatus({ p }: { p: PolicyDetail }) {
  const stated = p.doc_status !== '';
  const current = stated ? p.doc_status === '现行有效' : p.validity === 'valid';
  return (
    <span data-testid="doc-status">
      <span className={`status-dot status-dot--${current ? 'success' : 'default'}`}>
        {stated ? p.doc_status : p.validity_name}
      </span>
      {p.replaced_by ? (
        <>
          {'，现行文件：'}
          <Link to={`/policy/detail/${p.replaced_by.id}`} data-testid="replaced-by">
            {p.replaced_by.title}
          </Link>
        </>
      ) : null}
    </span>
  );
}

function PolicyDocument({ p }: { p: PolicyDetail }) {
  return (
    <>
      <h1 className="doc-title">{p.title}</h1>
      <div className="doc-subline">
        <span>发布日期：{p.publish_date}</span>
        <span>发文机构：{p.agency}</span>
        <span>浏览量：{p.view_count.toLocaleString('zh-CN')}</span>
        <DemoMark demo={p.demo} kind="policy" />
      </div>
      <div className="doc-actions">
        <CollectButton type="policy" id={p.id} />
      </div>
      <MetaTable
        items={[
          { label: '发文机构', value: p.agency },
          { label: '发文字号', value: p.doc_no || '—' },
          { label: '发布日期', value: p.publish_date },
          // A reference document states its own validity (效力状态 below); the portal does not hold its 施行日期 or
          // term as facts, so it shows neither rather than a date derived from the publication.
          ...(p.is_reference
            ? []
            : [
                { label: '施行日期', value: p.effective_date || '—' },
                { label: '有效期至', value: p.expire_date || '长期有效' },
              ]),
          ...(p.written_date ? [{ label: '成文日期', value: p.written_date }] : []),
          { label: '效力状态', value: <DocStatus p={p} /> },
          ...(p.source_url
            ? [
                {
                  label: '原文链接',
                  value: (
                    <a href={p.source_url} target="_blank" rel="noopener noreferrer" data-testid="source-link">
                      查看发文机关公布的原文
                    </a>
                  ),
                },
              ]
            : []),
          {
            label: '政策层级',
            value: (
              <Tag color={LEVEL_COLORS[p.level]} variant="filled">
                {p.level_name}
              </Tag>
            ),
          },
          { label: '适用地区', value: p.region_name },
          { label: '政策类型', value: p.type.name },
          {
            label: '行业标签',
            value: <LabelTags labels={p.labels} />,
          },
        ]}
      />
      {p.summary ? (
        <div className="doc-summary">
          <strong>内容摘要：</strong>
          {p.summary}
        </div>
      ) : null}
      <ArticleBody html={p.body_html} top={2} />
      <section className="doc-section">
        <h2>
          <Icon icon={PaperClipOutlined} /> 附件下载
        </h2>
        <Attachments items={p.attachments} />
      </section>
    </>
  );
}

/** /policy/detail/:id: the policy text, its metadata, attachments, interpretations and related items. */
export const PolicyDetailPage = observer(function PolicyDetailPage() {
  const id = parseId(useParams().id);
  const { session } = useStores();
  const q = useQuery({ ...policyDetailQuery(id ?? 0, session.token), enabled: id !== null });
  useDocumentTitle(q.data?.title ?? '政策详情');
  if (id === null) return <LazyNotFoundPage />;
  const p = q.data;
  return (
    <PageFrame title="政策详情" crumbs={CRUMBS} ownHeading={!!p}>
      {!p ? (
        <DetailState error={q.error} backTo="/policy/list" backLabel="返回政策库" />
      ) : (
        <DetailLayout
          main={<PolicyDocument p={p} />}
          aside={
            <>
              <SideCard title="政策解读">
                <SideLinks
                  empty="暂无解读"
                  items={p.interpretations.map((i) => ({
                    key: i.id,
                    to: `/info/detail/${i.id}`,
                    title: i.title,
                    meta: (
                      <>
                        <Icon icon={ReadOutlined} /> {i.source} · {i.publish_date}
                      </>
                    ),
                  }))}
                />
              </SideCard>
              <SideCard
                title="可申报项目"
                extra={
                  <Link to="/policy/sbyl" style={{ fontSize: 12 }}>
                    申报日历
                  </Link>
                }
              >
                <SideLinks
                  empty="暂无正在申报的项目"
                  items={p.open_projects.map((x) => ({
                    key: x.id,
                    to: `/project/detail/${x.id}`,
                    title: x.title,
                    meta: (
                      <>
                        <Tag
                          color={x.status === 'open' ? 'green' : 'default'}
                          variant="filled"
                          style={{ marginRight: 6 }}
                        >
                          {x.status_name}
                        </Tag>
                        截止 {x.apply_end}
                      </>
                    ),
                  }))}
                />
              </SideCard>
              <SideCard title="相关政策">
                <SideLinks
                  empty="暂无相关政策"
                  items={p.related_policies.map((r) => ({
                    key: r.id,
                    to: `/policy/detail/${r.id}`,
                    title: r.title,
                    meta: (
                      <>
                        <Icon icon={FileTextOutlined} /> {r.agency} · {r.publish_date}
                      </>
                    ),
                  }))}
                />
              </SideCard>
            </>
          }
        />
      )}
    </PageFrame>
  );
});

import { useParams } from 'react-router-dom';
import { policyFilterCodec } from '@aikc/shared/filters';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { PendingFeature } from '../../components/common/pending-feature.tsx';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { parseHtmlId, parseId } from '../route-params.ts';

const POLICY_CRUMB = [{ title: '政策库', to: '/policy/list' }];

/** /policy/list/:s?: policy search with its filter in `:s` (issue 4). */
export function PolicyListPage() {
  const { s } = useParams();
  const filter = policyFilterCodec.decode(s);
  return (
    <PageFrame title="政策库" subtitle={filter.keyword ? `检索关键词：${filter.keyword}` : '汇聚国家、省、市、区县各级科技政策文件'}>
      <PendingFeature description="这里将按地区、政策层级、发文机构、政策类型、行业标签与发布日期筛选并展示政策文件" />
    </PageFrame>
  );
}

/** /policy/sbyl: the declaration calendar (issue 4). */
export function DeclarationCalendarPage() {
  return (
    <PageFrame title="申报日历" subtitle="按日期查看各类项目的申报开始与截止时间">
      <PendingFeature description="这里将以月历展示申报窗口与截止日期，并列出所选日期的申报项目" />
    </PageFrame>
  );
}

/** /policy/detail/:id (issue 4). */
export function PolicyDetailPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return (
    <PageFrame title="政策详情" crumbs={POLICY_CRUMB}>
      <PendingFeature description="这里将展示政策全文、发文机构、文号、有效期、政策解读与相关申报项目" />
    </PageFrame>
  );
}

/** /policy/newsdetail/:id.html: a policy news article (issue 4). */
export function PolicyNewsDetailPage() {
  const id = parseHtmlId(useParams().file);
  if (id === null) return <NotFoundPage />;
  return (
    <PageFrame title="政策资讯" crumbs={[{ title: '政策资讯', to: '/#zczx' }]}>
      <PendingFeature description="这里将展示政策资讯正文、来源与发布时间" />
    </PageFrame>
  );
}

/** /info/detail/:id: a policy interpretation (issue 4). */
export function InterpretationDetailPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return (
    <PageFrame title="政策解读" crumbs={POLICY_CRUMB}>
      <PendingFeature description="这里将展示政策解读全文及其对应的政策原文" />
    </PageFrame>
  );
}

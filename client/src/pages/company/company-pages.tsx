import { useParams } from 'react-router-dom';
import { companyFilterCodec } from '@aikc/shared/filters';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { PendingFeature } from '../../components/common/pending-feature.tsx';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { parseId } from '../route-params.ts';

/** /company/list/:s?: company search (issue 4). */
export function CompanyListPage() {
  const filter = companyFilterCodec.decode(useParams().s);
  return (
    <PageFrame title="企业库" subtitle={filter.keyword ? `检索关键词：${filter.keyword}` : '查询企业工商信息、资质荣誉、知识产权与经营数据'}>
      <PendingFeature description="这里将按地区、行业、经营状态、资质标签、注册资本与成立日期筛选并展示企业" />
    </PageFrame>
  );
}

/** /company/detail/:id/:type?: a company with its tabs (issue 4). */
export function CompanyDetailPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return (
    <PageFrame title="企业详情" crumbs={[{ title: '企业库', to: '/company/list' }]}>
      <PendingFeature description="这里将分基本信息、资质荣誉、知识产权、经营数据与相关政策展示企业画像" />
    </PageFrame>
  );
}

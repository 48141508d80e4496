import { useParams } from 'react-router-dom';
import { projectFilterCodec } from '@aikc/shared/filters';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { PendingFeature } from '../../components/common/pending-feature.tsx';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { parseId } from '../route-params.ts';

/** /project/list/:s?: declaration projects (issue 4). */
export function ProjectListPage() {
  const filter = projectFilterCodec.decode(useParams().s);
  return (
    <PageFrame title="项目申报" subtitle={filter.keyword ? `检索关键词：${filter.keyword}` : '各级科技项目申报通知，申报状态与截止日期一目了然'}>
      <PendingFeature description="这里将按地区、层级、申报状态与扶持金额筛选并展示申报项目" />
    </PageFrame>
  );
}

/** /project/detail/:id (issue 4). */
export function ProjectDetailPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return (
    <PageFrame title="项目详情" crumbs={[{ title: '项目申报', to: '/project/list' }]}>
      <PendingFeature description="这里将展示申报条件、扶持金额、申报时间、主管部门与申报材料" />
    </PageFrame>
  );
}

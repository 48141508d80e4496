import { PageFrame } from '../../components/common/page-frame.tsx';
import { PendingFeature } from '../../components/common/pending-feature.tsx';

const CRUMBS = [{ title: '数字化方案' }];

function SolutionPage({ title, audience }: { title: string; audience: string }) {
  return (
    <PageFrame title={title} crumbs={CRUMBS} subtitle={`面向${audience}的科技政策与产业数据数字化解决方案`}>
      <PendingFeature description={`这里将介绍面向${audience}的方案能力、典型场景与合作案例`} />
    </PageFrame>
  );
}

export const IndustrialParkSolutionPage = () => <SolutionPage title="园区/产业园区数字化方案" audience="园区及产业园区" />;
export const FinanceSolutionPage = () => <SolutionPage title="金融机构数字化方案" audience="银行、投资及担保等金融机构" />;
export const EnterpriseServiceSolutionPage = () => <SolutionPage title="企业服务数字化方案" audience="企业服务机构" />;
export const GovernmentSolutionPage = () => <SolutionPage title="政府机构数字化方案" audience="各级政府部门" />;

/** /szhfa/openapi: the open API offering. */
export function OpenApiPage() {
  return (
    <PageFrame title="开放平台" crumbs={CRUMBS} subtitle="以标准接口开放政策、项目与企业数据能力">
      <PendingFeature description="这里将展示开放接口目录、调用说明与接入申请" />
    </PageFrame>
  );
}

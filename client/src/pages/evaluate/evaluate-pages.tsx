import { useLocation, useParams } from 'react-router-dom';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { PendingFeature } from '../../components/common/pending-feature.tsx';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { parseHtmlId } from '../route-params.ts';

const CRUMB = [{ title: '企业自评' }];

const ZHUANJING_TITLES: Record<string, string> = {
  zjtx: '专精特新中小企业自评',
  xjr: '专精特新“小巨人”企业自评',
  cxxzx: '创新型中小企业自评',
};

/** /evaluate/gaoxin: the high-tech enterprise self-test. */
export function GaoxinEvaluatePage() {
  return (
    <PageFrame title="高新技术企业自测" crumbs={CRUMB} subtitle="对照高新技术企业认定条件，快速评估企业达标情况">
      <PendingFeature description="这里将按知识产权、研发费用、高新收入与科技人员等认定指标逐项测评" />
    </PageFrame>
  );
}

/** /evaluate/zhuanjing/:pclx? with pclx among zjtx, xjr, cxxzx (other values never reach here: 404). */
export function ZhuanjingEvaluatePage() {
  const kind = useLocation().pathname.split('/')[3] ?? '';
  const title = ZHUANJING_TITLES[kind] ?? '专精特新企业自评';
  return (
    <PageFrame title={title} crumbs={CRUMB} subtitle="依据工信部专精特新评价指标，评估企业梯度培育等级">
      <PendingFeature description="这里将逐项填写专业化、精细化、特色化、创新能力等指标并给出评价结果" />
    </PageFrame>
  );
}

/** /evaluate/gaoxin_result/:id.html: an evaluation result. */
export function GaoxinResultPage() {
  const id = parseHtmlId(useParams().file);
  if (id === null) return <NotFoundPage />;
  return (
    <PageFrame title="测评结果" crumbs={[{ title: '高新技术企业自测', to: '/evaluate/gaoxin' }]}>
      <PendingFeature description="这里将展示各项指标得分、达标情况与改进建议" />
    </PageFrame>
  );
}

import { useState } from 'react';
import { Select } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { ZHUANJING_KINDS, type ZhuanjingKind } from '@aikc/shared/routes';
import { KIND_TITLES, RULE_SETS, ruleSetInForce, ruleSetsFor, type RuleSetId } from '@aikc/shared/rules/rule-sets';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { AssessmentForm } from '../../features/assessment/assessment-form.tsx';
import { GAOXIN_STEPS } from '../../features/assessment/gaoxin-form.ts';
import { gaoxinPrefill, zhuanjingPrefill } from '../../features/assessment/prefill.ts';
import { STEP_INTROS, zhuanjingSteps } from '../../features/assessment/zhuanjing-form.ts';
import { todayCn } from '../../features/assessment/use-assessment-form.ts';
import { InvalidLinkPage } from '../errors/invalid-link-page.tsx';
import { AssessmentResultPage } from './result-page.tsx';
import '../../features/assessment/assessment.css';

const CRUMB = [{ title: '企业自评' }];
const ONE_LINE: Record<ZhuanjingKind, string> = {
  cxxzx: '梯度培育的第一级：评价得分60分以上且各部分达到最低分，或满足任一直通条件。',
  zjtx: '在细分市场深耕、研发投入与主营占比达到要求的中小企业；须先取得创新型中小企业称号。',
  xjr: '专精特新中小企业中的佼佼者：营业收入、研发投入、Ⅰ类知识产权与市场占有率要求更高。',
};

/** /evaluate/gaoxin: the high-tech enterprise self-test. */
export function GaoxinEvaluatePage() {
  return (
    <PageFrame
      title="高新技术企业自测"
      crumbs={CRUMB}
      subtitle="依据国科发火〔2016〕32号《高新技术企业认定管理办法》与195号工作指引逐项测评"
    >
      <AssessmentForm
        kind="gaoxin"
        ruleSet="gaoxin-2016"
        steps={GAOXIN_STEPS}
        prefill={gaoxinPrefill}
        resultPath={(id) => `/evaluate/gaoxin_result/${id}.html`}
      />
    </PageFrame>
  );
}

function isZhuanjingKind(k: string | undefined): k is ZhuanjingKind {
  return (ZHUANJING_KINDS as readonly string[]).includes(k ?? '');
}

/** /evaluate/zhuanjing/ chooses a level; /evaluate/zhuanjing/:pclx is that level's form; other pclx: invalid link. */
export function ZhuanjingEvaluatePage() {
  // Both the explicit /evaluate/zhuanjing/<kind> routes and the :pclx catch-all land here.
  const kind = useLocation().pathname.split('/')[3] || undefined;
  if (!kind) return <ZhuanjingChooser />;
  if (!isZhuanjingKind(kind)) return <InvalidLinkPage />;
  return <ZhuanjingForm key={kind} kind={kind} />;
}

function ZhuanjingChooser() {
  return (
    <PageFrame
      title="专精特新企业自评"
      crumbs={CRUMB}
      subtitle="依据工信部优质中小企业梯度培育管理办法，选择要测评的层级"
    >
      <div className="kind-chooser">
        {(['cxxzx', 'zjtx', 'xjr'] as const).map((k) => (
          <Link key={k} to={`/evaluate/zhuanjing/${k}`} data-testid={`choose-${k}`}>
            <h3>{KIND_TITLES[k]}</h3>
            <p style={{ margin: 0, color: '#555' }}>{ONE_LINE[k]}</p>
            <p style={{ margin: '8px 0 0', color: '#667085', fontSize: 12 }}>
              现行标准：{ruleSetInForce(k, todayCn()).title}
            </p>
          </Link>
        ))}
      </div>
    </PageFrame>
  );
}

function ZhuanjingForm({ kind }: { kind: ZhuanjingKind }) {
  const [ruleSet, setRuleSet] = useState<RuleSetId>(ruleSetInForce(kind, todayCn()).id as RuleSetId);
  const info = RULE_SETS[ruleSet].info;
  const steps = zhuanjingSteps(RULE_SETS[ruleSet].fields);
  const first = steps[0];
  if (first && STEP_INTROS[ruleSet]) first.intro = STEP_INTROS[ruleSet];
  return (
    <PageFrame
      title={`${KIND_TITLES[kind]}自评`}
      crumbs={[...CRUMB, { title: '专精特新', to: '/evaluate/zhuanjing' }]}
      subtitle={`本次测评依据：${info.title}（${info.effectiveFrom}起施行${info.effectiveTo ? `，${info.effectiveTo}废止` : ''}）`}
      extra={
        <Select
          style={{ width: 300 }}
          value={ruleSet}
          onChange={(v) => setRuleSet(v)}
          options={ruleSetsFor(kind).map((r) => ({
            value: r.id,
            label: `${r.title}${r.effectiveTo ? '（已废止）' : '（现行）'}`,
          }))}
          aria-label="测评依据"
          data-testid="rule-set-select"
        />
      }
    >
      {info.note ? <p style={{ color: '#ad4e00', marginTop: 0 }}>{info.note}</p> : null}
      <AssessmentForm
        key={ruleSet}
        kind={kind}
        ruleSet={ruleSet}
        steps={steps}
        prefill={zhuanjingPrefill}
        resultPath={(id) => `/evaluate/zhuanjing_result/${id}.html`}
      />
    </PageFrame>
  );
}

/** /evaluate/gaoxin_result/:id.html */
export function GaoxinResultPage() {
  return <AssessmentResultPage />;
}

/** /evaluate/zhuanjing_result/:id.html */
export function ZhuanjingResultPage() {
  return <AssessmentResultPage />;
}

import { Alert, List } from 'antd';
import type { AssessmentResult } from '@aikc/shared/rules/types';
import { KIND_TITLES } from '@aikc/shared/rules/rule-sets';
import type { AssessmentDetail } from '@aikc/shared/schemas/assessment';
import { CriteriaTable } from './criteria-table.tsx';
import { PartsChart } from './parts-chart.tsx';
import { VerdictTag } from './verdict-tag.tsx';

/** The head of a result: verdict, score, rule set and its dates. */
function ResultHead({ detail }: { detail: AssessmentDetail }) {
  const r = detail.result;
  const rs = r.ruleSet;
  return (
    <div className="assessment-result__head">
      <div>
        <div style={{ fontSize: 18, fontWeight: 600, marginBottom: 8 }}>
          {KIND_TITLES[detail.kind]}自评结果 <VerdictTag verdict={r.verdict} large />
        </div>
        <div className="assessment-result__meta">
          {detail.company_name ? <div>测评企业：{detail.company_name}</div> : null}
          <div>
            评价依据：{rs.title}（{rs.effectiveFrom}起施行{rs.effectiveTo ? `，${rs.effectiveTo}废止` : ''}）
          </div>
          <div>文件来源：{rs.source}</div>
          {rs.note ? <div>说明：{rs.note}</div> : null}
          <div>测评时间：{detail.created_at}</div>
        </div>
      </div>
      {r.score !== null ? (
        <div style={{ textAlign: 'right', flex: 'none' }}>
          <div className="assessment-result__score" data-testid="result-score">
            {r.score}
          </div>
          <div className="assessment-result__meta">
            满分{r.maxScore}分{r.passScore !== null ? `，达标线${r.passScore}分` : ''}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The body of a result, shared by the result page and the PDF page. */
export function ResultBody({ detail, onChartRendered }: { detail: AssessmentDetail; onChartRendered?: () => void }) {
  const r: AssessmentResult = detail.result;
  const failed = r.criteria.filter((c) => r.failed.includes(c.id));
  return (
    <div className="assessment-result">
      <ResultHead detail={detail} />
      <Alert
        style={{ marginTop: 16 }}
        className={`assessment-result__alert assessment-result__alert--${r.verdict}`}
        type={r.verdict === 'pass' ? 'success' : r.verdict === 'fail' ? 'error' : 'warning'}
        showIcon
        message={r.summary}
        description={
          failed.length ? (
            <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="failed-list">
              {failed.map((c) => (
                <li key={c.id}>
                  {c.label}：{c.value}
                  {c.gap ? `，${c.gap}` : ''}（要求{c.threshold}）
                </li>
              ))}
            </ul>
          ) : undefined
        }
      />
      {r.parts.length ? (
        <>
          <h3>各部分得分</h3>
          <PartsChart parts={r.parts} {...(onChartRendered ? { onRendered: onChartRendered } : {})} />
        </>
      ) : null}
      {r.suggestions.length ? (
        <>
          <h3>提分建议</h3>
          <List
            size="small"
            bordered
            dataSource={r.suggestions}
            data-testid="suggestions"
            renderItem={(s) => (
              <List.Item>
                {s.hint}（{s.label}），预计可增加 <b>{s.gain}</b> 分
              </List.Item>
            )}
          />
        </>
      ) : null}
      <h3>逐项明细</h3>
      <CriteriaTable criteria={r.criteria} parts={r.parts} />
      <p className="assessment-result__meta" style={{ marginTop: 12 }}>
        本结果依据企业自行填写的数据和自评分计算，仅供参考，最终以主管部门认定为准。
        {detail.kind === 'gaoxin' ? '区间计分的指标按区间下限计，评审专家可在区间内酌情给分。' : ''}
      </p>
    </div>
  );
}

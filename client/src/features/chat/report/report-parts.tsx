import { useEffect, useMemo, type ReactElement } from 'react';
import { readiness, scoreDimensions } from '@aikc/shared/company-eval';
import { PRODUCT_NAME } from '@aikc/shared/constants';
import type { PdfPage } from '@aikc/shared/routes';
import type { ChatReportData } from '@aikc/shared/schemas/chat';
import type { CriterionStatus } from '@aikc/shared/rules/types';
import { formatCapital } from '../../company/format-capital.ts';
import { AnswerMarkdown } from '../markdown.tsx';
import { ReportRadar } from './report-radar.tsx';
import './report.css';

/**
 * The parts of the qypj and zcpp PDF reports (spec §2 hidden pages). Each part starts on a new page. The
 * evaluation is computed here with the shared functions (shared/src/company-eval.ts), as the chat card is.
 */
const STATUS: Record<CriterionStatus, string> = { met: '√ 符合', missed: '× 不符合', unknown: '？待补充' };
const VERDICT = {
  pass: '已满足全部可核对条件',
  fail: '存在不符合的条件',
  unknown: '部分条件缺少数据，暂无法判断',
} as const;

export interface PartProps {
  data: ChatReportData;
  /** Called once the part's chart is drawn (parts without a chart never call it). */
  onChart: () => void;
}

/** Which parts draw a chart: the page waits for each before it says it is ready. */
export const PARTS_WITH_CHART: ReadonlySet<PdfPage> = new Set<PdfPage>(['qypj', 'zcppPdfQypj']);

function Cover({ data, subtitle }: { data: ChatReportData; subtitle: string }) {
  const c = data.company;
  return (
    <section className="report-part report-cover" data-part="cover">
      <div className="report-cover__brand">{PRODUCT_NAME} · 科技政策与企业大数据服务平台</div>
      <h1 className="report-cover__title">{data.title}</h1>
      <div className="report-cover__sub">{subtitle}</div>
      <div className="report-cover__company" data-testid="report-company">
        {c.name}
      </div>
      <table className="report-cover__meta">
        <tbody>
          <tr>
            <th>统一社会信用代码</th>
            <td>{c.credit_code || '—'}</td>
          </tr>
          <tr>
            <th>所属行业</th>
            <td>{c.industry || '—'}</td>
          </tr>
          <tr>
            <th>所在地区</th>
            <td>{c.region || '—'}</td>
          </tr>
          <tr>
            <th>报告编号</th>
            <td>{data.report_no}</td>
          </tr>
          <tr>
            <th>生成时间</th>
            <td>{data.generated_at}</td>
          </tr>
        </tbody>
      </table>
      <p className="report-cover__note">
        本报告依据平台企业库与政策库数据自动生成，仅供参考，不作为任何认定或申报结果的依据。
      </p>
    </section>
  );
}

export function QypjCover({ data }: PartProps) {
  return <Cover data={data} subtitle="企业创新能力与资质认定准备度评价" />;
}

export function ZcppCover({ data }: PartProps) {
  return <Cover data={data} subtitle="惠企政策与申报项目匹配分析" />;
}

const money = (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

/** The company's register facts and figures, worded and formatted as its company page shows them. */
function Profile({ data }: { data: ChatReportData }) {
  const c = data.company;
  const rows: [string, string][] = [
    ['企业名称', c.name],
    ['统一社会信用代码', c.credit_code || '—'],
    ['法定代表人', c.legal_person || '—'],
    ['经营状态', c.status || '—'],
    ['成立日期', c.founded || '—'],
    ['注册资本', c.capital ? formatCapital(c.capital) : '—'],
    ['所属行业', c.industry || '—'],
    ['所属地区', c.region || '—'],
    ['参保人数', `${c.staffCount.toLocaleString('zh-CN')} 人`],
    ['知识产权', `发明专利${c.invention}项，实用新型${c.utility}项，外观设计${c.design}项，软件著作权${c.software}项`],
    ['资质荣誉', c.tags.length ? c.tags.join('、') : '暂无资质记录'],
  ];
  return (
    <>
      <table className="report-table report-table--kv">
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th>{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.years.length === 0 ? (
        <p className="report-note">平台暂无该企业的经营数据。</p>
      ) : (
        <table className="report-table" data-testid="report-financials">
          <thead>
            <tr>
              <th>年度</th>
              <th>营业收入（万元）</th>
              <th>研发费用（万元）</th>
              <th>高新技术产品收入（万元）</th>
              <th>净利润（万元）</th>
              <th>职工/研发人员</th>
            </tr>
          </thead>
          <tbody>
            {[...c.years].reverse().map((y) => (
              <tr key={y.year}>
                <td className="nowrap">{y.year}年</td>
                <td>{money(y.revenue)}</td>
                <td>{money(y.rd)}</td>
                <td>{money(y.hightechRevenue)}</td>
                <td>{money(y.netProfit)}</td>
                <td>
                  {y.staff} / {y.rdStaff}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** 结论与建议: the paragraph a manager reads alone, then the next steps. */
function Conclusion({ data, n }: { data: ChatReportData; n: string }) {
  return (
    <div className="report-conclusion" data-testid="report-conclusion">
      <h2>{n}、结论与建议</h2>
      <p className="report-conclusion__summary">{data.conclusion.summary}</p>
      {data.conclusion.advice.length > 0 && (
        <ol className="report-conclusion__advice">
          {data.conclusion.advice.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** A radar needs three scored dimensions to be a shape; with fewer the table says it all. */
const MIN_RADAR_SCORES = 3;

/** The six dimensions (radar and table) and the readiness for 高企 / 创新型 / 专精特新 / 小巨人. */
function Evaluation({ data, onChart, n }: PartProps & { n: [string, string] }) {
  const dims = useMemo(() => scoreDimensions(data.company), [data.company]);
  const ready = useMemo(() => readiness(data.company, data.as_of), [data.company, data.as_of]);
  return (
    <>
      <h2>{n[0]}、综合评价</h2>
      {dims.filter((d) => d.score !== null).length >= MIN_RADAR_SCORES ? (
        <ReportRadar dims={dims} onRendered={onChart} />
      ) : (
        <NoChart onShown={onChart} />
      )}
      <table className="report-table">
        <thead>
          <tr>
            <th>维度</th>
            <th>得分</th>
            <th>计算方法</th>
            <th>依据数据</th>
          </tr>
        </thead>
        <tbody>
          {dims.map((d) => (
            <tr key={d.name}>
              <td className="nowrap">{d.name}</td>
              <td className="nowrap">{d.score ?? '数据不足'}</td>
              <td>{d.formula}</td>
              <td>{d.basis}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{n[1]}、资质认定准备度</h2>
      <p className="report-note">
        依据平台规则库逐项核对（规则按 {data.as_of} 有效的文件）；平台未掌握的数据记为“待补充”，不作推测。
      </p>
      {ready.map((r) => (
        <div key={r.kind} className="report-readiness">
          <h3>
            {r.title}：{VERDICT[r.result.verdict]}
          </h3>
          <div className="report-source">依据：{r.result.ruleSet.source}</div>
          <table className="report-table">
            <thead>
              <tr>
                <th>条件</th>
                <th>状态</th>
                <th>企业情况</th>
                <th>要求</th>
              </tr>
            </thead>
            <tbody>
              {r.result.criteria
                .filter((x) => x.part === 'base' || x.status !== 'unknown')
                .slice(0, 12)
                .map((x) => (
                  <tr key={x.id}>
                    <td>{x.label}</td>
                    <td className={`nowrap status-${x.status}`}>{STATUS[x.status]}</td>
                    <td>{x.value || '—'}</td>
                    <td>{x.threshold || x.rule}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

/** In place of a radar the data cannot draw: a line saying so (the page is ready at once). */
function NoChart({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return <p className="report-note">可评分的维度不足三个，未绘制雷达图；各维度得分与所缺数据见下表。</p>;
}

/** 问答分析: every question of the session and its answer, up to the one the report was made from. */
function Discussion({ data, n }: { data: ChatReportData; n: string }) {
  return (
    <>
      <h2>{n}、问答分析</h2>
      {data.turns.length === 0 && <p className="report-note">本次对话暂无可收录的问答。</p>}
      {data.turns.map((t, i) => (
        <div key={i} className="report-turn">
          <p className="report-question">
            <strong>提问{data.turns.length > 1 ? i + 1 : ''}：</strong>
            {t.question}
          </p>
          {t.answer ? (
            <AnswerMarkdown text={t.answer} sources={t.sources} />
          ) : (
            <p className="report-note">本次回答即上文的评价与匹配结果。</p>
          )}
          {t.sources.length > 0 && (
            <ol className="report-sources">
              {t.sources.map((s) => (
                <li key={s.n} value={s.n}>
                  {s.title}
                  {[s.doc_no, s.agency, s.date].filter(Boolean).length > 0 && (
                    <span>（{[s.doc_no, s.agency, s.date].filter(Boolean).join('，')}）</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </>
  );
}

export function QypjBody(props: PartProps) {
  return (
    <section className="report-part" data-part="qypj">
      <Conclusion data={props.data} n="一" />
      <h2>二、企业基本信息</h2>
      <Profile data={props.data} />
      <Evaluation {...props} n={['三', '四']} />
      <Discussion data={props.data} n="五" />
    </section>
  );
}

const MARK: Record<CriterionStatus, string> = { met: '√', missed: '×', unknown: '？' };

export function ZcppBody({ data }: PartProps) {
  const m = data.matches;
  return (
    <section className="report-part" data-part="zcpp">
      <Conclusion data={data} n="一" />
      <h2>二、企业概况</h2>
      <Profile data={data} />
      <h2>三、匹配的政策项目</h2>
      {m.length === 0 ? (
        <p>当前未找到面向该企业所在地区及所属行业（或不限行业）、仍在申报期内的项目。</p>
      ) : (
        <>
          <p className="report-note">按符合条件多少与扶持力度排序，共{m.length}项（√符合 ×不符合 ？需补充或核实）。</p>
          <table className="report-table">
            <thead>
              <tr>
                <th>序号</th>
                <th>项目</th>
                <th>扶持标准</th>
                <th>截止日期</th>
                <th>条件核对</th>
              </tr>
            </thead>
            <tbody>
              {m.map((p, i) => (
                <tr key={p.id}>
                  <td className="nowrap">{i + 1}</td>
                  <td>{p.title}</td>
                  <td>{p.support || '—'}</td>
                  <td className="nowrap">{p.deadline}</td>
                  <td>{p.criteria.map((c) => `${MARK[c.status]}${c.name}`).join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>逐项条件说明</h3>
          <ol className="report-matches">
            {m.map((p) => (
              <li key={p.id}>
                <strong>{p.title}</strong>
                <ul>
                  {p.criteria.map((c) => (
                    <li key={c.name}>
                      {c.name}：<span className={`status-${c.status}`}>{STATUS[c.status]}</span>（{c.detail}）
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
      <Discussion data={data} n="四" />
    </section>
  );
}

/** zcppPdfQypj: the company's evaluation as an annex of the matching report. */
export function ZcppPdfQypj(props: PartProps) {
  return (
    <section className="report-part" data-part="zcppPdfQypj">
      <h2 className="report-annex">附：{props.data.company.name} 企业评价</h2>
      <Evaluation {...props} n={['一', '二']} />
    </section>
  );
}

export function ZcppBackCover({ data }: PartProps) {
  return (
    <section className="report-part report-back" data-part="zcppBackCover">
      <h2>报告说明</h2>
      <ol>
        <li>
          本报告由{PRODUCT_NAME}根据平台收录的政策、申报项目与企业公开数据自动生成，报告编号 {data.report_no}，生成于{' '}
          {data.generated_at}。
        </li>
        <li>
          项目匹配依据地区、行业、企业规模、资质要求与申报时间五项条件核对；标记为“待补充”的条件因平台缺少相应数据而无法判断，请以申报指南原文为准。
        </li>
        <li>资质认定准备度依据现行认定办法与评价指标逐项核对，仅作自查参考，不代表主管部门的认定结论。</li>
        <li>政策与项目信息以发布机关公布的原文为准；扶持金额与截止日期可能调整，申报前请登录相关申报系统核实。</li>
      </ol>
      <div className="report-back__brand">
        <div className="report-back__name">{PRODUCT_NAME}</div>
        <div>科技政策与企业大数据服务平台 · 找得到、读得懂、会申报</div>
      </div>
    </section>
  );
}

export const PART_COMPONENTS: Record<PdfPage, (p: PartProps) => ReactElement> = {
  qypjCover: QypjCover,
  qypj: QypjBody,
  zcppCover: ZcppCover,
  zcpp: ZcppBody,
  zcppPdfQypj: ZcppPdfQypj,
  zcppBackCover: ZcppBackCover,
};

import { DIMENSIONS, readiness, scoreDimensions, type CompanyFacts } from '@aikc/shared/company-eval';
import type { CriterionStatus } from '@aikc/shared/rules/types';
import { escapeMarkdown } from './composer.ts';

// Marks every CJK font has (emoji are missing from many server and office fonts, e.g. in PDFs).
const STATUS: Record<CriterionStatus, string> = { met: '√ 符合', missed: '× 不符合', unknown: '？待补充' };
const VERDICT = {
  pass: '已满足全部可核对条件',
  fail: '存在不符合的条件',
  unknown: '部分条件缺少数据，暂无法判断',
} as const;

const cell = (s: string) => escapeMarkdown(s).replace(/\|/g, '／');

/**
 * The qypj evaluation as markdown: the company line, a `radar` block the page draws as a chart, the six
 * dimensions with formula and figures, then readiness for 高企 / 创新型 / 专精特新 / 小巨人 from shared/rules,
 * criterion by criterion with its source. Computed by the portal; the provider discusses it, never alters it.
 */
export function qypjCard(c: CompanyFacts, asOf: string): string {
  const dims = scoreDimensions(c);
  const out: string[] = [];
  out.push(`### 企业评价：${cell(c.name)}`);
  out.push(
    [c.industry, c.region, c.founded ? `成立于${c.founded}` : '', c.capital ? `注册资本${c.capital}万元` : '', c.status]
      .filter(Boolean)
      .map(cell)
      .join('｜'),
  );
  out.push('```radar\n' + JSON.stringify({ indicators: DIMENSIONS, values: dims.map((d) => d.score) }) + '\n```');
  out.push(
    [
      '| 维度 | 得分 | 计算方法 | 依据数据 |',
      '|---|---|---|---|',
      ...dims.map(
        (d) => `| ${d.name} | ${d.score === null ? '数据不足' : d.score} | ${cell(d.formula)} | ${cell(d.basis)} |`,
      ),
    ].join('\n'),
  );
  out.push('#### 资质认定准备度');
  out.push('依据平台规则库逐项核对；平台未掌握的数据记为“待补充”，不作推测，可在自评测中补充后获得完整结论。');
  for (const r of readiness(c, asOf)) {
    const crit = r.result.criteria.filter((x) => x.part === 'base' || x.status !== 'unknown').slice(0, 12);
    out.push(`**${r.title}**（${cell(r.result.ruleSet.source)}）：${VERDICT[r.result.verdict]}`);
    out.push(
      [
        '| 条件 | 状态 | 企业情况 | 要求 |',
        '|---|---|---|---|',
        ...crit.map(
          (x) =>
            `| ${cell(x.label)} | ${STATUS[x.status]} | ${cell(x.value || '—')} | ${cell(x.threshold || x.rule)} |`,
        ),
      ].join('\n'),
    );
  }
  return out.join('\n\n');
}

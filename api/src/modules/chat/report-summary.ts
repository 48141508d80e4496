import { readiness, scoreDimensions, type CompanyFacts } from '@aikc/shared/company-eval';
import type { ChatReportData } from '@aikc/shared/schemas/chat';
import type { ProjectMatch } from './zcpp-match.ts';

const MAX_ADVICE = 5;

/** Who the company is, in one clause: what a manager needs to place the rest. */
function who(c: CompanyFacts): string {
  const parts = [c.industry, c.region, c.founded ? `成立于${c.founded}` : '', c.status ? `登记状态${c.status}` : ''];
  return `${c.name}（${parts.filter(Boolean).join('，')}）`;
}

/** The six dimensions in one sentence: the strongest, the weakest, and those the data cannot score. */
function dimensionsSentence(c: CompanyFacts): string {
  const dims = scoreDimensions(c);
  const scored = dims.filter((d) => d.score !== null).sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  const missing = dims.filter((d) => d.score === null).map((d) => d.name);
  if (scored.length === 0) return '平台暂无足够数据对其六个维度评分。';
  const top = scored.slice(0, 2).map((d) => `${d.name}${d.score}分`);
  const low = scored.length > 2 ? scored.at(-1) : undefined;
  return [
    `六维评价中${top.join('、')}较为突出`,
    low ? `${low.name}${low.score}分相对薄弱` : '',
    missing.length ? `${missing.join('、')}因平台缺少数据未评分` : '',
  ]
    .filter(Boolean)
    .join('，')
    .concat('。');
}

/** The four titles' readiness in one sentence, and the concrete next steps they give. */
function readinessOf(c: CompanyFacts, asOf: string): { sentence: string; advice: string[] } {
  const ready = readiness(c, asOf);
  const held = ready.filter((r) => c.tags.some((t) => t === r.title || t.startsWith(r.title)));
  const said: string[] = [];
  const advice: string[] = [];
  const toFill = new Set<string>();
  for (const r of ready) {
    if (held.includes(r)) continue;
    const base = r.result.criteria.filter((x) => x.part === 'base' || x.status !== 'unknown');
    const missed = base.filter((x) => x.status === 'missed');
    const unknown = base.filter((x) => x.status === 'unknown');
    if (r.result.verdict === 'pass') said.push(`${r.title}已满足全部可核对条件`);
    else if (missed.length > 0) {
      said.push(`${r.title}有${missed.length}项条件未满足`);
      const first = missed[0];
      if (first) advice.push(`${r.title}：${first.label}${first.gap ? `（${first.gap}）` : ''}。`);
    } else said.push(`${r.title}尚有${unknown.length}项条件待补充数据`);
    for (const u of unknown) toFill.add(u.label);
  }
  const heldText = held.length ? `已持有${held.map((r) => r.title).join('、')}称号；` : '';
  const sentence = said.length
    ? `资质认定方面，${heldText}${said.join('，')}。`
    : `资质认定方面，${heldText.replace(/；$/, '。')}`;
  if (toFill.size > 0)
    advice.push(
      `平台未掌握${[...toFill].slice(0, 3).join('、')}${toFill.size > 3 ? '等' : ''}数据，可在“高企/专精特新自评”中补充后获得完整结论。`,
    );
  return { sentence, advice };
}

function matchesSentence(c: CompanyFacts, matches: ProjectMatch[]): { sentence: string; advice: string[] } {
  if (matches.length === 0)
    return {
      sentence: `在${c.region || '企业所在地区'}及全国范围内仍在申报期、面向其所属行业或不限行业的项目中，当前没有与该企业匹配的项目。`,
      advice: ['可订阅相关政策与项目，新项目发布后平台将推送提醒。'],
    };
  const full = matches.filter((m) => m.criteria.every((x) => x.status === 'met'));
  const sentence = `平台按地区、行业、规模、资质与申报时间逐项核对，为其匹配到${matches.length}个仍在申报期内的项目，其中${full.length}个各项条件均已符合${
    full[0] ? `，首选“${full[0].title}”（${full[0].deadline}截止）` : ''
  }。`;
  const advice = full
    .slice(0, 2)
    .map((m) => `尽早准备“${m.title}”的申报材料，${m.deadline}截止${m.support ? `，扶持标准：${m.support}` : ''}。`);
  const blocked = matches.find((m) => m.criteria.some((x) => x.status === 'missed'));
  const why = blocked?.criteria.find((x) => x.status === 'missed');
  if (blocked && why) advice.push(`“${blocked.title}”的${why.name}条件尚不符合（${why.detail}）。`);
  const later = matches.find((m) => m.criteria.some((x) => x.name === '申报时间' && x.status === 'unknown'));
  if (later) advice.push(`“${later.title}”尚未开始申报，请关注申报时间。`);
  return { sentence, advice };
}

/*
 * 结论与建议: the paragraph a report opens with, computed from the same figures and rule results the report
 * prints below it (nothing here that the report does not show), and the next steps those results give. Which
 * one a report mode uses is its row in modes.ts.
 */

/** qypj: the six dimensions and the readiness. */
export function qypjConclusion(c: CompanyFacts, asOf: string): ChatReportData['conclusion'] {
  const ready = readinessOf(c, asOf);
  return {
    summary: `${who(c)}。${dimensionsSentence(c)}${ready.sentence}`,
    advice: ready.advice.slice(0, MAX_ADVICE),
  };
}

/** zcpp: the matched projects first, then the readiness. */
export function zcppConclusion(c: CompanyFacts, asOf: string, matches: ProjectMatch[]): ChatReportData['conclusion'] {
  const ready = readinessOf(c, asOf);
  const m = matchesSentence(c, matches);
  return {
    summary: `${who(c)}。${m.sentence}${ready.sentence}`,
    advice: [...m.advice, ...ready.advice].slice(0, MAX_ADVICE),
  };
}

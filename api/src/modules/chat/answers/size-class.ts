import type { FactItem } from './knowledge.ts';

/**
 * 中小企业划型 worked out from the user's figures: 「工厂180个人，一年营收3000万，算小型还是中型」 is answered 小型
 * by reading the thresholds of the industry's standard in the reference facts (中小企业划型标准规定 第四条: 「工业：
 * 从业人员1000人以下或营业收入40000万元以下的为中小微型企业；其中从业人员300人及以上且营业收入2000万元及以上的为
 * 中型企业，…」), never from figures of its own. Decided only when the figures settle it: both staff and revenue,
 * or one of them below the 微型 line (which either alone sets).
 */
export interface SizeStandard {
  /** The industry as the standard names it (工业, 软件和信息技术服务业). */
  industry: string;
  fact: FactItem;
  /** 中小微型 when staff or revenue is below these. */
  cap: { staff: number; revenue: number };
  /** 中型, 小型: staff and revenue at or above these (and, by the cap, a 中小微型 enterprise). */
  tiers: { tier: string; staff: number; revenue: number }[];
  /** 微型 when staff or revenue is below these. */
  micro: { staff: number; revenue: number };
}

const CAP = /从业人员(\d+)人以下或营业收入(\d+)万元以下的为中小微型企业/;
const TIER = /从业人员(\d+)人及以上且营业收入(\d+)万元及以上的为(中型|小型)企业/g;
const MICRO = /从业人员(\d+)人以下或营业收入(\d+)万元以下的为微型企业/;

const held = new WeakMap<object, SizeStandard[]>();

/** The standards the reference facts state, one per industry (kept per set of facts). */
export function sizeStandardsOf(facts: Map<string, FactItem>): SizeStandard[] {
  let s = held.get(facts);
  if (!s) held.set(facts, (s = sizeStandards(facts.values())));
  return s;
}

export function sizeStandards(facts: Iterable<FactItem>): SizeStandard[] {
  const out: SizeStandard[] = [];
  for (const fact of facts) {
    const cap = CAP.exec(fact.text);
    const micro = MICRO.exec(fact.text);
    const at = fact.text.indexOf('：');
    if (!cap || !micro || at < 1) continue;
    const tiers = [...fact.text.matchAll(TIER)].map((m) => ({
      tier: m[3] as string,
      staff: Number(m[1]),
      revenue: Number(m[2]),
    }));
    if (tiers.length === 0) continue;
    out.push({
      industry: fact.text.slice(0, at),
      fact,
      cap: { staff: Number(cap[1]), revenue: Number(cap[2]) },
      tiers,
      micro: { staff: Number(micro[1]), revenue: Number(micro[2]) },
    });
  }
  return out;
}

/** The words users name an industry by, beyond the standard's own (工厂 for 工业). */
const INDUSTRY_WORDS: Record<string, RegExp> = {
  工业: /工业|工厂|(?<![电药])厂(?![家商])|制造|加工|生产企业|车间/,
  // What software firms make (小程序, App, SaaS) and sell (系统集成, 外包开发): GB/T 4754's 65 大类.
  软件和信息技术服务业: /小程序|\bapp\b|saas|系统集成|(?:软件|程序|网站)(?:开发|外包)|外包开发|做网站|互联网|信息技术/i,
};

function industryAt(question: string, s: SizeStandard): number {
  const own = INDUSTRY_WORDS[s.industry];
  // The standard's name in its words of two characters or more (软件, 信息技术服务; 工业's 工 is in 员工).
  const parts = s.industry
    .replace(/业$/, '')
    .split('和')
    .filter((p) => [...p].length >= 2);
  const hits = [own ? own.exec(question)?.index : undefined, ...parts.map((p) => question.indexOf(p))].filter(
    (i): i is number => i !== undefined && i >= 0,
  );
  return hits.length > 0 ? Math.min(...hits) : -1;
}

const ASKS_SIZE = /(中型|小型|微型|大型|中小微|中小企业|划型|什么类型|哪一?类|哪种类型|什么规模)/;
const STAFF = /(\d+(?:\.\d+)?)\s*(?:多)?\s*(?:个人|(?:个|名)?(?:员工|职工|工人)|人|号人|名)/;
const REVENUE = /(?:营业收入|销售收入|收入|营收|产值)[^，,。；\d]{0,6}?(\d+(?:\.\d+)?)\s*(亿|万)/;

function figures(question: string): { staff: number | null; revenue: number | null } {
  const s = STAFF.exec(question);
  const r = REVENUE.exec(question);
  return {
    staff: s ? Number(s[1]) : null,
    revenue: r ? Number(r[1]) * (r[2] === '亿' ? 10000 : 1) : null,
  };
}

function tierOf(s: SizeStandard, staff: number | null, revenue: number | null): string | null {
  if ((staff !== null && staff < s.micro.staff) || (revenue !== null && revenue < s.micro.revenue)) return '微型';
  if (staff === null || revenue === null) return null;
  if (staff >= s.cap.staff && revenue >= s.cap.revenue) return '大型';
  return s.tiers.find((t) => staff >= t.staff && revenue >= t.revenue)?.tier ?? '微型';
}

/** 小型微利企业, 科技型中小企业 … are judged by standards of their own, not by 划型. */
const OTHER_STANDARD = /小型微利|小微|科技型|专精特新|小巨人|创新型|高新|技术先进型|纳税人/;

const TIER_NAMED = /(中型|小型|微型|大型)(?:企业)?/;

/**
 * The answer to a 划型 question that states its figures, or null when it is none or they do not settle it. The
 * industry named first is the one asked about: a follow-up naming another (那要是软件公司呢) is read with it in front.
 */
export function sizeAnswer(
  question: string,
  standards: readonly SizeStandard[],
  yesno: boolean,
  earlier: readonly string[] = [],
): { lead: string; fact: FactItem } | null {
  if (!ASKS_SIZE.test(question) || OTHER_STANDARD.test(question)) return null;
  const industryIn = (text: string) =>
    standards
      .map((s) => ({ s, at: industryAt(text, s) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
  // A question naming no industry is asked of the one the session told, latest first (公司两百一十人，营收八千万，
  // 按划型标准算哪一类 after 南京一家做工业设计软件的公司…).
  const named = [question, ...[...earlier].reverse()].map(industryIn).find(Boolean);
  if (!named) return null;
  const { s } = named;
  const { staff, revenue } = figures(question);
  const tier = tierOf(s, staff, revenue);
  if (!tier) return null;
  const stated = [staff !== null ? `从业人员${staff}人` : '', revenue !== null ? `营业收入${revenue}万元` : '']
    .filter(Boolean)
    .join('、');
  // The nearest tier above the one reached, which the figures fall short of.
  const next = s.tiers
    .slice(
      0,
      Math.max(
        0,
        s.tiers.findIndex((t) => t.tier === tier),
      ),
    )
    .at(-1);
  const reached = s.tiers.find((t) => t.tier === tier);
  const why =
    tier === '大型'
      ? `从业人员${s.cap.staff}人以下或营业收入${s.cap.revenue}万元以下的才为中小微型企业`
      : tier === '微型'
        ? `从业人员${s.micro.staff}人以下或营业收入${s.micro.revenue}万元以下的为微型企业`
        : [
            reached
              ? `达到${tier}企业标准（从业人员${reached.staff}人及以上且营业收入${reached.revenue}万元及以上）`
              : '',
            next
              ? `未达到${next.tier}企业标准（从业人员${next.staff}人及以上且营业收入${next.revenue}万元及以上）`
              : '',
          ]
            .filter(Boolean)
            .join('，');
  const named2 = TIER_NAMED.exec(question.replace(/还是.*/, ''));
  const verdict = yesno && named2 && !/还是/.test(question) ? (named2[1] === tier ? '是，' : '不是，') : '';
  return {
    lead: `${verdict}${tier === '大型' ? '不属于中小微型企业' : `${tier}企业`}：按${s.industry}的标准，${stated}，${why}。`,
    fact: s.fact,
  };
}

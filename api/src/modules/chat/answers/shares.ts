import type { FactItem } from './knowledge.ts';
import { subjectsOf } from './subjects.ts';

/**
 * The 高企 shares worked out from the user's counts: 「员工210人，研发和技术人员35个，近一年总收入9000万，其中语音软件
 * 和服务收入7200万，想报高企，这两条达标吗」 is answered item by item (科技人员占职工总数的比例为16.7%，符合“不低于10%”的
 * 要求；…为80%，符合“不低于60%”的要求) against the lines the reference facts state (高新技术企业认定管理办法 第十一条), never lines of
 * its own. Only the shares the question gives both counts of are said; the other conditions are left to the rule.
 */
export interface ShareRule {
  /** What is measured, as the answer names it. */
  name: string;
  fact: FactItem;
  /** The least share, in percent. */
  min: number;
}

/** The R&D ratio's lines, by the latest year's sales (up to `upTo` 万元, inclusive). */
export interface RdRule {
  fact: FactItem;
  tiers: { upTo: number; min: number; label: string }[];
}

export interface ShareRules {
  staff?: ShareRule;
  revenue?: ShareRule;
  rd?: RdRule;
}

const STAFF_RULE = /科技人员占企业当年职工总数的比例不低于(\d+)%/;
const REVENUE_RULE = /高新技术产品（服务）收入占企业同期总收入的比例不低于(\d+)%/;
const RD_RULE =
  /研究开发费用总额占同期销售收入总额的比例：最近一年销售收入小于(\d+)万元（含）的，不低于(\d+)%；\d+万元至(\d+)亿元（含）的，不低于(\d+)%；\d+亿元以上的，不低于(\d+)%/;

const held = new WeakMap<object, ShareRules>();

/** The share lines of the 高企 rules, read from the reference facts (kept per set of facts). */
export function shareRulesOf(facts: Map<string, FactItem>): ShareRules {
  let rules = held.get(facts);
  if (!rules) {
    rules = {};
    for (const fact of facts.values()) {
      const rd = RD_RULE.exec(fact.text);
      if (rd && !rules.rd) {
        const [low, lowMin, high, midMin, highMin] = rd.slice(1).map(Number) as [
          number,
          number,
          number,
          number,
          number,
        ];
        rules.rd = {
          fact,
          tiers: [
            { upTo: low, min: lowMin, label: `最近一年销售收入${low}万元（含）以下` },
            { upTo: high * 10000, min: midMin, label: `最近一年销售收入${low}万元至${high}亿元（含）` },
            { upTo: Infinity, min: highMin, label: `最近一年销售收入${high}亿元以上` },
          ],
        };
      }
      const staff = STAFF_RULE.exec(fact.text);
      if (staff && !rules.staff) rules.staff = { name: '科技人员占职工总数的比例', fact, min: Number(staff[1]) };
      const revenue = REVENUE_RULE.exec(fact.text);
      if (revenue && !rules.revenue)
        rules.revenue = { name: '高新技术产品（服务）收入占总收入的比例', fact, min: Number(revenue[1]) };
    }
    held.set(facts, rules);
  }
  return rules;
}

/** People doing R&D, however the user calls them (科技人员 after in-context.ts folds 搞研发的). */
const TECH_STAFF = /科技人员|研发人员|技术人员/;
/** A number of people (230人, 19个, 12名); not 3个月 or 3个年度. */
const HEADCOUNT = /(\d+)(?:个|名|人)(?!月|年)/;
const STAFF_WORDS = /员工|职工|从业人员|人/;
const TOTAL_REVENUE = /总收入|营业收入|销售收入/;
const HIGH_TECH_REVENUE = /高新技术产品|高新产品|其中/;
const AMOUNT = /(\d+(?:\.\d+)?)(亿|万)/;
/** The R&D spending's share of sales as the user states it (近三年研发费用占销售收入4.8%). */
const RD_SHARE = /研发(?:费用|投入)[^，,。；;]{0,12}?(\d+(?:\.\d+)?)%/;
/** Asking whether the case meets the lines (够吗, 达标吗, 过线没, 符合吗, 行不行). */
const ASKS_MET = /够|达标|过线|符合|满足|合格|行不行|行吗|能过|能报|能申报|可以报|能不能/;

function wan(m: RegExpExecArray): number {
  return Number(m[1]) * (m[2] === '亿' ? 10000 : 1);
}

/** The counts a question gives, clause by clause: the first of each kind. */
function countsOf(question: string): { staff?: number; tech?: number; revenue?: number; highTech?: number } {
  const out: { staff?: number; tech?: number; revenue?: number; highTech?: number } = {};
  for (const clause of question.split(/[，,。；;？?]/)) {
    const amount = AMOUNT.exec(clause);
    if (amount && clause.includes('收入')) {
      if (HIGH_TECH_REVENUE.test(clause)) out.highTech ??= wan(amount);
      else if (TOTAL_REVENUE.test(clause)) out.revenue ??= wan(amount);
      continue;
    }
    const count = HEADCOUNT.exec(clause);
    if (!count) continue;
    if (TECH_STAFF.test(clause)) out.tech ??= Number(count[1]);
    else if (STAFF_WORDS.test(clause)) out.staff ??= Number(count[1]);
  }
  return out;
}

function percent(part: number, whole: number): string {
  const p = (part / whole) * 100;
  return Number.isInteger(p) ? String(p) : p.toFixed(1);
}

/** The item-by-item answer on a 高企 question giving both counts of a share, or null. */
export function sharesAnswer(question: string, rules: ShareRules): { lead: string; facts: FactItem[] } | null {
  if (!subjectsOf(question).some((s) => s.name === '高新技术企业') || !ASKS_MET.test(question)) return null;
  const c = countsOf(question);
  const items: { rule: ShareRule; part: number; whole: number }[] = [];
  if (rules.staff && c.staff && c.tech !== undefined && c.tech <= c.staff)
    items.push({ rule: rules.staff, part: c.tech, whole: c.staff });
  if (rules.revenue && c.revenue && c.highTech !== undefined && c.highTech <= c.revenue)
    items.push({ rule: rules.revenue, part: c.highTech, whole: c.revenue });
  const said = items.map(({ rule, part, whole }) => {
    const met = (part / whole) * 100 >= rule.min;
    return `${rule.name}为${percent(part, whole)}%，${met ? '符合' : '未达到'}“不低于${rule.min}%”的要求`;
  });
  const facts = items.map((i) => i.rule.fact);
  // The R&D ratio, stated by the user, against the line of its sales tier.
  const rd = RD_SHARE.exec(question);
  const tier = rules.rd && c.revenue ? rules.rd.tiers.find((t) => c.revenue! <= t.upTo) : undefined;
  if (rules.rd && rd && tier) {
    const met = Number(rd[1]) >= tier.min;
    said.push(
      `研究开发费用占销售收入的比例为${rd[1]}%，${met ? '符合' : '未达到'}${tier.label}企业“不低于${tier.min}%”的要求`,
    );
    facts.push(rules.rd.fact);
  }
  if (said.length === 0) return null;
  return { lead: `按您提供的数字：${said.join('；')}。其他认定条件须同时满足。`, facts };
}

import { askedTopics, type AskedTopic } from './asked.ts';
import { pledgeFit, quantityFit, taxesIn, wider } from './fit.ts';
import { subjectsOf, type Subject } from './subjects.ts';
import { intentOf } from './intent.ts';
import { DEFINING_TOPICS, type FactItem, type Knowledge, type QaItem } from './knowledge.ts';
import { breaksLimit } from './limits.ts';
import { OWN_CASE } from './verdict.ts';

/**
 * Which candidate answers, among those the rankings put near the top (plan.ts): the 问答库 entry holding most of the
 * question (heldBest), or the fact stating the kind of answer asked when the best entry states none of it
 * (typedFact).
 */
/** Words asking how a preference is claimed, which the procedure rule answers without repeating them. */
export const ASKS_PROCEDURE = /备案制|审批制|核准制|备案|审批|核准|还是/g;

/** A fact of the kind asked answers in place of an entry stating none of it from this score on. */
const TYPED_MIN = 0.25;

/** The best fact filed under a kind of answer the question asks and stating it, when it fits well enough. */
export function typedFact(
  topics: readonly AskedTopic[],
  facts: { item: FactItem; score: number }[],
): { item: FactItem; score: number } | undefined {
  return facts
    .slice(0, 5)
    .find(
      (r) =>
        r.score >= TYPED_MIN &&
        topics.includes(r.item.topic as AskedTopic) &&
        quantityFit(topics, r.item.text, 0) === 1,
    );
}

/**
 * A fact somewhat below FACT_MIN still answers when no fact of another document comes near it: the question's rare
 * words (限制性股票, 减除费用) are held by it alone, and the rest are the user's own way of putting it.
 */
const FACT_ALONE_MIN = 0.35;
const FACT_ALONE_LEAD = 1.5;
/**
 * Lower still when no other document's fact comes within a third of it, for a question whose words the knowledge base
 * knows (`known`): 股票怎么选 meets one rule's 股票期权 and nothing else, and is still no question on it.
 */
const FACT_FAR_MIN = 0.3;
const FACT_FAR_LEAD = 2.5;

export function standsAlone(facts: { item: FactItem; score: number }[], known: boolean): boolean {
  const [top] = facts;
  if (!top || top.score < FACT_FAR_MIN) return false;
  const next = facts.find((r) => r.item.policyId !== top.item.policyId);
  const lead = next ? top.score / next.score : Infinity;
  return top.score >= FACT_ALONE_MIN ? lead >= FACT_ALONE_LEAD : known && lead >= FACT_FAR_LEAD;
}

/**
 * Two matchers agreeing: an entry somewhat below QA_MIN (a long or colloquial question spreads its score over words
 * no entry uses: 研发项目组里的技术人员 工资能进研发费用吗) still answers when it rests on a fact the facts' own ranking
 * puts first. The two rankings read different texts (the entries' questions, the rules' wording), so their agreeing
 * on one provision is evidence neither gives alone.
 */
const AGREE_QA_MIN = 0.28;
const AGREE_FACT_MIN = 0.12;
/** Facts this close to the best count as first (two clauses of one article often tie). */
const AGREE_FACT_TIE = 0.9;
/** The entries looked at: the first few, as the best may rest on another provision of the same subject. */
const AGREE_ENTRIES = 3;

export function agreedEntry(
  qa: { item: QaItem; score: number }[],
  facts: { item: FactItem; score: number }[],
): { item: QaItem; score: number } | undefined {
  const top = facts[0];
  if (!top || top.score < AGREE_FACT_MIN) return undefined;
  const first = new Set(facts.filter((f) => f.score >= AGREE_FACT_TIE * top.score).map((f) => f.item.factId));
  return qa.slice(0, AGREE_ENTRIES).find((r) => r.score >= AGREE_QA_MIN && r.item.factIds.some((id) => first.has(id)));
}

/**
 * Agreement as a tie-break: of two entries matching the question about equally (研发费用加计扣除能和高新技术企业15%税率
 * 同时享受吗 and 高企证书到期后会自动延续吗 for 高新技术企业三年后没去重新认定，这个15%还能接着享受吗), the one resting on the
 * provision the facts put first answers.
 */
const TIE_BAND = 0.95;
const TIE_DEPTH = 3;

export function agreedTie(
  best: { item: QaItem; score: number },
  qa: { item: QaItem; score: number }[],
  facts: { item: FactItem; score: number }[],
  wholeFacts: { item: FactItem; score: number }[] = facts,
): { item: QaItem; score: number } | undefined {
  const top = facts[0];
  if (!top || top.score < AGREE_FACT_MIN) return undefined;
  // Only when the facts give the best entry no support at all: a provision of its among the first few is a witness
  // for it too (the facts ranking alone often puts a neighbouring clause first). So is one among the first facts of
  // the whole question, where the facts ranked also on its asking part (个税怎么算 of 成果转化奖金发到老师手上，个税
  // 怎么算) put the income tax's general rates first.
  const supports = (ranked: { item: FactItem; score: number }[]) =>
    (ranked[0]?.score ?? 0) >= AGREE_FACT_MIN &&
    ranked.slice(0, TIE_DEPTH).some((f) => best.item.factIds.includes(f.item.factId));
  if (supports(facts) || supports(wholeFacts)) return undefined;
  const first = new Set(facts.filter((f) => f.score >= AGREE_FACT_TIE * top.score).map((f) => f.item.factId));
  return qa
    .slice(0, AGREE_ENTRIES)
    .find(
      (r) => r.item !== best.item && r.score >= TIE_BAND * best.score && r.item.factIds.some((id) => first.has(id)),
    );
}

/**
 * Three witnesses on one document: when the first entries all rest on the same document and the facts' ranking puts
 * a provision of it first, that document is what the question is about even though no single entry matches it well
 * (a colloquial question on what 个人信息 covers spreads its score over three 个人信息保护法 entries). The best of
 * them answers.
 */
const CONSENSUS_ENTRIES = 3;
const CONSENSUS_TOP_MIN = 0.25;
const CONSENSUS_EACH_MIN = 0.2;
const CONSENSUS_FACT_MIN = 0.08;
/**
 * Two entries this strong on the document the facts put first agree enough without a third, however weakly the facts
 * point at it: a question telling much of its own (两个专门给样机做机加工和装配的技工…) spreads the facts' score thin while
 * the entries on 研发人员 agree. Out-of-scope questions of the suites reach it with one entry at most.
 */
const PAIR_MIN = 0.3;

export function agreedDocument(
  k: Knowledge,
  qa: { item: QaItem; score: number }[],
  facts: { item: FactItem; score: number }[],
): { item: QaItem; score: number } | undefined {
  const entries = qa.slice(0, CONSENSUS_ENTRIES);
  const fact = facts[0];
  if (!fact) return undefined;
  const doc = fact.item.policyId;
  const onDoc = (r: { item: QaItem }) =>
    r.item.factIds.length > 0 && r.item.factIds.every((id) => k.factById.get(id)?.policyId === doc);
  const pair = qa.slice(0, 2);
  if (pair.length === 2 && pair.every((r) => r.score >= PAIR_MIN && onDoc(r))) return pair[0];
  if (entries.length < CONSENSUS_ENTRIES || fact.score < CONSENSUS_FACT_MIN) return undefined;
  if (entries[0]!.score < CONSENSUS_TOP_MIN || entries.some((r) => r.score < CONSENSUS_EACH_MIN)) return undefined;
  return entries.every(onDoc) ? entries[0] : undefined;
}

/**
 * A facts ranking this far ahead of the best entry's own provisions overrules it, for an entry resting on its first
 * fact: 有限合伙制创投企业… finds the general 创投 entry (实施条例) first, while the 有限合伙 rule leads the facts by half
 * again. Below this lead the entry, matched on questions like the user's, is the better judge.
 */
const OVERRULE_LEAD = 1.45;
const OVERRULE_FACT_MIN = 0.25;
const OVERRULE_QA_MIN = 0.2;
const OVERRULE_OF_BEST = 0.5;
const OVERRULE_ENTRIES = 4;
/**
 * With a lead this large and a provision matching this well, an entry further down on that provision is looked for
 * too (教育费附加 … 能减半吗: the 六税两费 provision at 0.86, the 增值税 entry's own at 0.24).
 */
const OVERRULE_FAR_LEAD = 3;
const OVERRULE_FAR_MIN = 0.5;
const OVERRULE_FAR_ENTRIES = 8;

/** An entry this alike asks the very question. */
const VERY_QUESTION = 0.95;

/** The kinds of answer that are figures. */
const FIGURES_ASKED = new Set<AskedTopic>(['比例', '税率', '金额', '期限']);

export function overruledBy(
  k: Knowledge,
  question: string,
  best: { item: QaItem; score: number },
  qa: { item: QaItem; score: number }[],
  facts: { item: FactItem; score: number }[],
): { item: QaItem; score: number } | undefined {
  const top = facts[0];
  // An entry asking the very question (集成电路设计企业能享受什么所得税优惠) is the answer, however well a provision
  // holds its words (the 技术转让 scope naming 集成电路布图设计权).
  if (!top || top.score < OVERRULE_FACT_MIN || best.score >= VERY_QUESTION) return undefined;
  // Nor a provision matching far less well than a close entry does (科研人员转让所持股权… at 0.69 is not overruled by
  // the 股权激励 deferral at 0.27, which holds only the question's 公司 and 股权).
  if (top.score < OVERRULE_OF_BEST * best.score) return undefined;
  // A provision naming none of the taxes asked does not overrule an entry on it (高校's 现金奖励 个人所得税 is not
  // answered by where the 成果转化 income goes).
  const taxes = taxesIn(question);
  const entryText = `${best.item.question}${best.item.answer}`;
  if (taxes.length === 1 && entryText.includes(taxes[0]!) && !top.item.text.includes(taxes[0]!)) return undefined;
  // Nor does a provision saying who a term covers when a figure is asked (制造业企业…按多少比例: 主营业务收入占比达到50%
  // defines the kind, the entry's 100% is what is asked).
  if (DEFINING_TOPICS.has(top.item.topic) && askedTopics(question).some((t) => FIGURES_ASKED.has(t))) return undefined;
  // Within the entry's own document a sharper provision is sharperFact's to find: the entry is the better judge of
  // which of its provisions a question like the user's asks.
  if (best.item.factIds.some((id) => k.factById.get(id)?.policyId === top.item.policyId)) return undefined;
  const own = Math.max(0, ...facts.filter((f) => best.item.factIds.includes(f.item.factId)).map((f) => f.score));
  if (top.score < OVERRULE_LEAD * own) return undefined;
  // Of the entries resting on that provision, the one whose own words hold most of the question (教育费附加 is named
  // by the entry on all six taxes and two fees, not by the one on 水资源税); the better match of equals.
  const said = (r: { item: QaItem }) => k.facts.covers(question, `${r.item.question}${r.item.answer}`);
  return qa
    .slice(
      0,
      top.score >= OVERRULE_FAR_MIN && top.score >= OVERRULE_FAR_LEAD * own ? OVERRULE_FAR_ENTRIES : OVERRULE_ENTRIES,
    )
    .filter((r) => r.score >= OVERRULE_QA_MIN && r.item.factIds.includes(top.item.factId))
    .map((r) => ({ r, held: said(r) }))
    .sort((a, b) => b.held - a.held || b.r.score - a.r.score)[0]?.r;
}

/** The kinds of income the individual income tax tells apart, each taxed by its own rule. */
const INCOME_KINDS = [
  '工资、薪金所得',
  '劳务报酬所得',
  '稿酬所得',
  '特许权使用费所得',
  '经营所得',
  '股息、红利所得',
  '财产租赁所得',
  '财产转让所得',
  '偶然所得',
];

/** A provision holding this much more of the question than the entry found for it answers in its place. */
const SHARPER_MARGIN = 0.1;

/**
 * The provision of the entry's own document that the facts ranking puts first, when it holds clearly more of the
 * question than the entry's question and answer do: the entry is on the document's subject, the provision on what
 * was asked of it (重点芯片设计企业 among the 集成电路 rules; 并购得来的核心专利 among the eight 高企 conditions).
 */
export function sharperFact(
  k: Knowledge,
  question: string,
  entry: QaItem,
  facts: { item: FactItem; score: number }[],
): FactItem | undefined {
  const top = facts[0]?.item;
  if (!top || !entry.factIds.some((id) => k.factById.get(id)?.policyId === top.policyId)) return undefined;
  // Asked which rule applies, a provision whose limit the user's own figure breaks is on another case (月销售额10万元
  // 以下 for 销售额十三万 asking the rate): it holds the question's words, not its case. Asked yes or no, the broken
  // limit is the answer.
  if (
    intentOf(question) !== 'yesno' &&
    breaksLimit(question, top.text) &&
    !breaksLimit(question, `${entry.question}${entry.answer}`)
  )
    return undefined;
  const said = `${entry.question}${entry.answer}`;
  // The entry's own provision answers in its words when the user names a kind of income the provision names and the
  // entry's words put another in its place (财产租赁所得 in the rates provision, where the entry is on 财产转让所得).
  if (entry.factIds.length === 1 && entry.factIds[0] === top.factId) {
    const kinds = (t: string) => INCOME_KINDS.filter((x) => t.includes(x));
    const asked = kinds(question).filter((x) => top.text.includes(x) && !said.includes(x));
    return asked.length > 0 && kinds(said).length > 0 ? top : undefined;
  }
  // The provision naming the very kind asked (重点集成电路设计企业), where the entry names only a wider one
  // (集成电路设计企业), is its special rule.
  const inRule = subjectsOf(top.text);
  const inEntry = subjectsOf(said);
  const special = (s: Subject) =>
    inRule.some((r) => r.name === s.name) &&
    !inEntry.some((e) => e.name === s.name) &&
    inEntry.some((e) => e.cls === s.cls && wider(e, s));
  if (subjectsOf(question).some((s) => s.cls !== 'year' && special(s))) return top;
  // The provision on a right once pledged, for a question telling the right is pledged, where the entry is on the
  // pledge itself (著作权可以用来质押融资吗 for 质押以后…还能授权给他们吗).
  if (pledgeFit(question, top.text) === 1 && pledgeFit(question, said) < 1) return top;
  if (k.facts.covers(question, top.text) >= k.facts.covers(question, said) + SHARPER_MARGIN) return top;
  // Or it holds words of the question the entry leaves out (知识产权 beside an entry on 评价 scores). Both are read
  // with the document's title, which names what the question may name of either (高企认定, 新办法).
  const rule = `${top.title}${top.text}`;
  const entryWith = `${top.title}${said}`;
  const beyond = k.facts.heldBeyond(question, rule, entryWith) - k.facts.heldBeyond(question, entryWith, rule);
  return beyond >= SHARPER_MARGIN ? top : undefined;
}

/** Entries this close to the best are told apart by how much of the question their content holds. */
const HELD_BAND = 0.8;
/** How much a candidate's score keeps at worst for what its content holds (score × min(1, base + held)). */
const HELD_BASE = 0.6;
/** A negative verdict, and how much an entry may ask beyond the question before the verdict is on a case of its own. */
const NEGATIVE_VERDICT = /^(不能|不可以|不是|不算|不属于|不需要|否)[：:，,]/;
/** A challenger must hold this much more of the question than the best match. */
const HELD_MARGIN = 0.1;
/** Or hold more of it and ask this much less beyond it. */
const BEYOND_MARGIN = 0.1;

/**
 * The entry that answers, among those matching the question about as well as the best: the one whose content (its
 * question, answer and the facts it cites) holds most of the question's words, the rare ones weighing most. Two
 * entries on one subject match a question alike; the one holding its 种子期 or 主营业务收入 is about what it asks.
 */
export function heldBest(
  k: Knowledge,
  question: string,
  ranked: { item: QaItem; score: number }[],
): { item: QaItem; score: number } | undefined {
  const top = ranked[0];
  if (!top) return undefined;
  const content = (e: QaItem) =>
    [e.question, e.answer, ...e.factIds.map((id) => k.factById.get(id)?.text ?? '')].join('');
  const held = (e: QaItem) => k.facts.covers(question, content(e));
  const topHeld = held(top.item);
  // What an entry asks beyond the question (新药相关… for 发明专利的保护期是多久): a case of its own, not the user's.
  const beyond = (e: QaItem) => 1 - k.qa.covers(e.question, question);
  // Another entry answers only when it holds clearly more of the question than the best match does.
  const challenger = ranked
    .slice(1, 6)
    .filter((r) => r.score >= HELD_BAND * top.score)
    .map((r) => ({ r, h: held(r.item) }))
    // Or holds more of it and asks clearly less beside it (委托境外机构研发… over 委托关联方研发… for a question on
    // 委托境外研发费用): the entry on the case the user put, not on a neighbouring one.
    .filter(
      (x) =>
        (x.h >= topHeld + HELD_MARGIN && beyond(x.r.item) <= beyond(top.item)) ||
        (x.h > topHeld && beyond(x.r.item) + BEYOND_MARGIN <= beyond(top.item)),
    )
    // A 不能 on a case the user did not state (港澳台注册的企业…) is never said to the user.
    .filter((x) => !NEGATIVE_VERDICT.test(x.r.item.answer) || beyond(x.r.item) <= OWN_CASE)
    .map((x) => ({ r: x.r, v: x.r.score * Math.min(1, HELD_BASE + x.h) }))
    .sort((a, b) => b.v - a.v)[0];
  return challenger && challenger.v > top.score * Math.min(1, HELD_BASE + topHeld) ? challenger.r : top;
}

import { definedAs, type Definition } from './definition.ts';
import type { FactItem, Knowledge } from './knowledge.ts';
import { askingClauses } from './normalize.ts';
import { subjectsOf } from './subjects.ts';

/**
 * Who or what a rule covers, asked of a kind (个人独资企业能认定高企吗, 注册商标转让能按技术转让享受减免吗): the provision
 * saying whom or what it covers answers, stated as it stands. Whether the kind is on it is read from the provision
 * itself; no verdict is worked out, since what a list leaves off is as telling as what it names.
 */
export function coverageAsked(
  k: Knowledge,
  question: string,
  yesno: boolean,
): { fact: FactItem; text: string } | undefined {
  const who = applicantAsked(k, question);
  if (who) return { fact: who.fact, text: who.clause };
  const what = scopeAsked(k, question, yesno);
  return what ? { fact: what, text: what.text } : undefined;
}

/** Legal forms and seats as users name them (个人独资, 民非, 香港注册, 注册在高新区…). */
const FORM_OR_SEAT = new RegExp(
  [
    '个人独资',
    '合伙企业',
    '有限合伙',
    '个体工商户',
    '个体户',
    '民办非企业',
    '民非',
    '事业单位',
    '社会团体',
    '基金会',
    '(?:香港|澳门|台湾|港澳台|境外|海外|国外)(?:的|注册|设立)',
    '(?:港|澳|台|外)资',
    '外商独资',
    '注册(?:在|地)',
    '(?:高新区|开发区|园区)(?:里|内|外)',
  ].join('|'),
);
/** Asking whether it may be one (能不能认定, 可以申请, 必须注册在…吗), not what it may do with one (合伙企业投资高企能抵扣吗). */
const MAY_IT = /能|可以|可不可以|是否|必须|一定要|限制|要求/;
const BE_ONE = /认定|申请|申报|报|评|注册/;
/** Where the definition places such enterprises. */
const SEAT = /注册/;

/**
 * Whether an entity of some legal form or seat may be a kind of enterprise (个人独资企业能申请认定高企吗, 香港的母公司
 * 能不能认定, 高企必须注册在高新区里面吗) is answered by who the kind is: its definition, when it says where such an
 * enterprise is registered (高新技术企业是指…在中国境内（不包括港、澳、台地区）注册的居民企业). Its list of conditions
 * does not say it, and a rule on the form itself (个体工商户's own tax relief) is about something else.
 */
export function applicantAsked(k: Knowledge, question: string): Definition | undefined {
  const asking = askingClauses(question);
  if (!FORM_OR_SEAT.test(question) || !MAY_IT.test(asking) || !BE_ONE.test(asking)) return undefined;
  for (const s of subjectsOf(question)) {
    if (s.cls !== 'enterprise') continue;
    const found = definedAs(k, s.name);
    if (found && SEAT.test(found.fact.text)) return found;
  }
  return undefined;
}

/** A provision listing what a relief covers (…的技术转让，范围包括…): its head names the relief. */
const LISTS = /^(.+?)，范围(?:包括|为)/;
/** The kinds of rights and technologies such lists are made of, as users name them. */
const KIND =
  /专利|实用新型|外观设计|发明|著作权|软著|版权|布图设计|植物新品种|新品种|新药|药品|技术秘密|商业秘密|专有技术|非专利技术|商标|配方|工艺|域名/;
const ASKS_IF = /能|可以|算|属于|适用|享受|包括/;
const AMOUNT = /\d+(?:\.\d+)?(?:万|亿|元)/;
const MANNER = /许可|授权|独占|独家|期限|\d+年/;
/** The paper it is done on (没签书面合同, 合同要登记吗): the rule's condition on the contract answers that. */
const CONTRACT = /合同|协议|登记/;

/**
 * Whether a kind of right falls under a relief whose rule lists what it covers (注册商标转让能按技术转让享受减免吗,
 * 技术秘密, 实用新型, 一类新药): the list answers (享受企业所得税减免的技术转让，范围包括…专利技术、计算机软件著作权…),
 * stated as it stands, since what is left off it is as telling as what is on it. Not a question with an amount
 * (所得四百六十万，怎么算): that asks the relief itself; nor one on how the right is passed on (独家许可三年, 普通许可签
 * 六年) or on what paper (没签书面合同): the rule's conditions on the manner, the term and the contract answer that.
 * Returns the provision listing what the relief the question names covers.
 */
export function scopeAsked(k: Pick<Knowledge, 'factById'>, question: string, yesno: boolean): FactItem | undefined {
  if (
    !yesno ||
    AMOUNT.test(question) ||
    MANNER.test(question) ||
    CONTRACT.test(question) ||
    !KIND.test(question) ||
    !ASKS_IF.test(question)
  )
    return undefined;
  for (const f of k.factById.values()) {
    if (f.status === '已废止') continue;
    const head = LISTS.exec(f.text)?.[1];
    // What the list is of is the head's last word (享受企业所得税减免的技术转让 → 技术转让), named in the question.
    const of = head?.split('的').at(-1);
    if (of && question.includes(of)) return f;
  }
  return undefined;
}

import { definedAs, type Definition } from './definition.ts';
import type { Knowledge } from './knowledge.ts';
import { askingClauses } from './normalize.ts';
import { subjectsOf } from './subjects.ts';

/**
 * Whether an entity of some legal form or seat may be a kind of enterprise (个人独资企业能申请认定高企吗, 香港的母公司
 * 能不能认定, 高企必须注册在高新区里面吗) is answered by who the kind is: its definition, when it says where such an
 * enterprise is registered (高新技术企业是指…在中国境内（不包括港、澳、台地区）注册的居民企业). Its list of conditions
 * does not say it, and a rule on the form itself (个体工商户's own tax relief) is about something else.
 */
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

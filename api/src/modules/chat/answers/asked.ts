/**
 * What a question asks for, as the reference facts file their provisions (policy_facts.topic): a ratio, a tax
 * rate, a condition, a period, an amount, materials, a date. A fact of the asked kind answers before others.
 */
import { askingClauses } from './normalize.ts';

export type AskedTopic = '比例' | '税率' | '条件' | '期限' | '金额' | '材料' | '时间' | '程序' | '对象' | '是否';

const STARTS =
  /^(?=.*(发证|证书|认定|批下来|发下来|批准|取得|获得|拿到|资格))(?=.*(\d{4}年|今年|去年|当年|上年|以前年度|那一?年))(?=.*(享受|申报|优惠|汇算|税率|按\d+(?:\.\d+)?[%％]|按高新技术企业))/;

/** A cue with `asking` is read in the clauses that ask only (askingClauses). */
const CUES: [AskedTopic, RegExp, 'asking'?][] = [
  ['税率', /税率|征收率|预征率|交多少税|所得税交多少|按多少征|按多少交|交多少(?:个人|企业)?所得税/],
  // 是100%吗 asks the ratio; 能享受15%吗 names a preference by its rate and asks something else.
  [
    '比例',
    /比例|百分之|占比|占多少|几成|几倍|加计(?:扣除)?(?:能|可以)?(?:到|达到)?多少|(?<![增追添])加多少|多扣多少|扣多少|抵扣多少/,
  ],
  // Only where it is asked: 技先企业按15%交所得税，要不要审批 states the rate and asks the procedure.
  ['比例', /(是|为|按|到)\d+(\.\d+)?[%％]/, 'asking'],
  ['期限', /几年|多久|多长|多少年(?!度)|期限|有效期|年限|保护期/],
  ['金额', /多少钱|金额|万元|上限|额度|免多少|赔多少|判多少|门槛/],
  // 新材料, 材料费 name a trade or a cost, not papers to hand in.
  ['材料', /(?<![新原])材料(?!费)|资料(?!费)|提交什么|准备什么|附件/],
  // 是从成立那年开始算吗 asks from when: a date or a year (获利年度) answers it.
  ['时间', /什么时候|何时|哪天|哪年|哪一年|起始|截止|到期|执行到|开始算|(?<!一)起算|从哪/],
  // When a status was obtained and whether a year's tax may use it (证书发证时间是2025年11月，2025年度能按高企优惠申报吗;
  // 资格今年才批下来，去年的汇算能不能补享受): the rule on when the preference starts answers, not its rate.
  ['时间', STARTS],
  // How a preference is claimed (备案制还是审批制, 要不要审批): the procedure answers, not the preference itself.
  ['程序', /备案|审批|核准|办理方式|怎么办理|如何办理|办理流程|手续|程序|步骤|怎么申请享受|如何享受/],
  // Whether a case is within what a preference covers (在不在技术转让所得减免的范围里): the rule listing its scope answers.
  ['对象', /在不在.{0,16}范围|属不属于.{0,16}范围|范围(?:里|内|之内)?(?:吗|呢|不)|算在.{0,8}范围/, 'asking'],
  // 各项条件都符合 states the user's case; only a clause that asks asks for conditions.
  ['条件', /(?<!物质技术)条件|要求|标准|资格|门槛/, 'asking'],
  // A yes/no question (能不能, 算不算 …): a definition or a condition may answer it.
  ['是否', /能不能|能否|可以.*吗|能.*吗|够吗|算不算|是不是|属于/],
];

export function askedTopics(question: string): AskedTopic[] {
  const asking = askingClauses(question);
  const topics = CUES.filter(([, re, where]) => re.test(where === 'asking' ? asking : question));
  return [...new Set(topics.map(([t]) => t))];
}

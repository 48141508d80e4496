import { entries } from './model.ts';

/**
 * 首台（套）: what the 2015 pilot notice defines and the insurance it sets up. Answers name the notice, since later
 * notices widened the scope; its subsidy rate is not held as a fact yet, so no answer states one.
 */
export const FIRST_SET_QA = entries('first-set', '首台（套）重大技术装备', [
  {
    question: '什么是首台（套）重大技术装备？',
    phrasings: ['首台套是什么意思', '首台套装备的定义', '哪些装备算首台套', '首台套认定看什么'],
    answer:
      '按财建〔2015〕19号试点通知，指经过创新，品种、规格或技术参数等有重大突破，具有知识产权但尚未取得市场业绩的首台（套）或首批次装备、系统和核心部件。',
    basis: ['first-set-insurance-2015.definition'],
  },
  {
    question: '首台（套）装备只算用户买的第一台吗？',
    phrasings: ['前三台都算首台套吗', '首台套按几台认定', '用户买的第二台还算首台套吗', '用户要的第三套还算首台套吗'],
    answer: '前三台（套）都算：财建〔2015〕19号试点通知将用户首次使用的前三台（套）装备产品界定为首台（套）装备。',
    basis: ['first-set-insurance-2015.units'],
  },
  {
    question: '首批次装备怎么认定？',
    phrasings: ['什么是首批次装备', '首批次和首台套有什么区别', '同一批生产的装备算首批次吗'],
    answer:
      '同品种、同技术规格参数、同批签订合同、同批生产，且为用户首次使用的装备产品，是财建〔2015〕19号试点通知所称的首批次装备。',
    basis: ['first-set-insurance-2015.units'],
  },
  {
    question: '首台（套）保险由谁投保，谁受益？',
    phrasings: [
      '首台套保险谁来买',
      '首台套综合险的投保人是谁',
      '用户单位要自己买首台套保险吗',
      '首台套保费补贴由哪级财政给',
    ],
    answer: '由装备制造企业投保、装备使用方受益，中央财政对符合条件的投保企业给予保费补贴。',
    basis: ['first-set-insurance-2015.insurance'],
  },
  {
    question: '首台（套）综合险保哪些风险？',
    phrasings: ['首台套保险的保障范围', '首台套综合险承保什么', '装备出质量问题保险管不管'],
    answer: '承保质量风险和责任风险，是保险公司针对重大技术装备的特殊风险定制的综合险。',
    basis: ['first-set-insurance-2015.insurance'],
  },
  {
    question: '已经有销售业绩的装备还能算首台（套）吗？',
    phrasings: ['卖过的装备能申报首台套吗', '首台套要求没有市场业绩吗', '老产品改型算首台套吗'],
    answer:
      '不能：财建〔2015〕19号试点通知所称首台（套）重大技术装备以尚未取得市场业绩为前提，且须在品种、规格或技术参数等方面有重大突破并具有知识产权。',
    basis: ['first-set-insurance-2015.definition'],
  },
]);

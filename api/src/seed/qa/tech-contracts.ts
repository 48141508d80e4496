import { entries } from './model.ts';

export const TECH_CONTRACTS_QA = [
  ...entries('contract', '技术合同登记', [
    {
      question: '什么是技术合同？',
      phrasings: ['技术合同包括哪些', '技术合同的定义', '四技合同是什么'],
      answer: '当事人就技术开发、转让、许可、咨询或者服务订立的确立相互之间权利和义务的合同。',
      basis: ['civil-code.tech-contract'],
    },
    {
      question: '技术开发合同收入能免增值税吗？',
      phrasings: ['技术开发合同免税', '研发服务收入增值税', '技术服务合同免增值税吗'],
      answer: '能：纳税人提供技术转让、技术开发和与之相关的技术咨询、技术服务，免征增值税。',
      basis: ['vat-reform-2016.tech'],
    },
    {
      question: '技术转让合同为什么要到科技部门登记？',
      phrasings: ['技术合同认定登记有什么用', '技术转让合同登记', '不登记能享受技术转让优惠吗'],
      answer: '享受技术转让所得优惠的，应签订技术转让合同，境内的技术转让须经省级以上（含省级）科技部门认定登记。',
      basis: ['tech-transfer-2010.contract'],
    },
  ]),
  ...entries('contract2', '技术合同登记', [
    {
      question: '技术许可合同属于技术合同吗？',
      phrasings: ['专利许可合同是技术合同吗', '技术合同种类', '许可合同登记'],
      answer: '属于：技术合同是当事人就技术开发、转让、许可、咨询或者服务订立的确立相互之间权利和义务的合同。',
      basis: ['civil-code.tech-contract'],
    },
    {
      question: '技术转让所得优惠要签什么合同？',
      phrasings: ['技术转让合同要求', '技术转让优惠合同', '转让技术签什么合同', '技术转让所得减免要准备什么材料'],
      answer: '应签订技术转让合同；境内的技术转让还须经省级以上（含省级）科技部门认定登记。',
      basis: ['tech-transfer-2010.contract'],
    },
  ]),
];

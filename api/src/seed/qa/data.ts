import { entries } from './model.ts';

export const DATA_QA = [
  ...entries('data', '数据要素', [
    {
      question: '国家对数据实行什么样的保护制度？',
      phrasings: ['数据分类分级保护', '数据安全法分类分级', '企业数据怎么分级'],
      answer:
        '国家建立数据分类分级保护制度，根据数据的重要程度及遭到篡改、破坏、泄露或非法获取、利用后的危害程度，对数据实行分类分级保护。',
      basis: ['data-security-law.classification'],
    },
    {
      question: '个人信息是怎么定义的？',
      phrasings: ['什么是个人信息', '匿名化数据算个人信息吗', '个人信息保护法定义'],
      answer: '以电子或者其他方式记录的与已识别或者可识别的自然人有关的各种信息，不包括匿名化处理后的信息。',
      basis: ['personal-info-law.definition'],
    },
    {
      question: '匿名化处理后的数据还受个人信息保护法约束吗？',
      phrasings: ['匿名数据算个人信息吗', '数据脱敏后还要合规吗', '匿名化信息可以流通吗'],
      answer: '不属于：个人信息保护法所称的个人信息，不包括匿名化处理后的信息。',
      basis: ['personal-info-law.definition'],
    },
  ]),
  ...entries('data2', '数据要素', [
    {
      question: '企业数据分类分级的依据是什么？',
      phrasings: ['数据分级看什么', '数据重要程度怎么判断', '数据安全法第二十一条'],
      answer:
        '依据数据在经济社会发展中的重要程度，以及一旦遭到篡改、破坏、泄露或者非法获取、非法利用所造成的危害程度。',
      basis: ['data-security-law.classification'],
    },
    {
      question: '企业收集的客户手机号属于个人信息吗？',
      phrasings: ['手机号是个人信息吗', '客户联系方式算个人信息吗', '可识别自然人的信息'],
      answer: '属于：与已识别或者可识别的自然人有关的、以电子或者其他方式记录的各种信息都是个人信息。',
      basis: ['personal-info-law.definition'],
    },
  ]),
];

import { entries } from './model.ts';

export const IP_PLEDGE_QA = [
  ...entries('pledge', '知识产权质押融资', [
    {
      question: '专利权可以质押贷款吗？',
      phrasings: ['专利能抵押贷款吗', '知识产权质押融资的法律依据', '商标能质押吗'],
      answer: '可以：可以转让的注册商标专用权、专利权、著作权等知识产权中的财产权，可以出质。',
      basis: ['civil-code.pledge'],
    },
    {
      question: '专利质押后还能转让或许可吗？',
      phrasings: [
        '质押的专利能卖吗',
        '出质后能许可他人使用吗',
        '知识产权质押期间能转让吗',
        '商标质押以后还能转让给别人吗',
        '著作权质押以后还能授权别人使用吗',
      ],
      answer: '原则上不能：知识产权中的财产权出质后，出质人不得转让或许可他人使用，但出质人与质权人协商同意的除外。',
      basis: ['civil-code.pledge-limit'],
    },
    {
      question: '著作权可以用来质押融资吗？',
      phrasings: ['软件著作权能质押吗', '版权质押贷款', '著作权出质'],
      answer: '可以：著作权等知识产权中可以转让的财产权，可以出质。',
      basis: ['civil-code.pledge'],
    },
  ]),
  ...entries('pledge2', '知识产权质押融资', [
    {
      question: '商标专用权可以质押吗？',
      phrasings: ['商标质押贷款', '注册商标能出质吗', '商标权融资'],
      answer: '可以：可以转让的注册商标专用权中的财产权，可以出质。',
      basis: ['civil-code.pledge'],
    },
    {
      question: '质押中的专利想许可给别人用，要怎么办？',
      phrasings: ['质押专利许可使用', '出质专利许可需要同意吗', '质押期间许可'],
      answer: '须与质权人协商同意：知识产权中的财产权出质后，出质人不得转让或许可他人使用，但双方协商同意的除外。',
      basis: ['civil-code.pledge-limit'],
    },
  ]),
];

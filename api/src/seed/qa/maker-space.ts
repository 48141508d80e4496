import { entries } from './model.ts';

/** 众创空间: what 国办发〔2015〕9号 sets out (the amounts of any subsidy are local, so no answer states one). */
export const MAKER_SPACE_QA = [
  ...entries('maker', '众创空间', [
    {
      question: '什么是众创空间？',
      phrasings: ['众创空间是干什么的', '众创空间和创业园有什么不同', '众创空间的定位'],
      answer:
        '国办发〔2015〕9号提出构建的低成本、便利化、全要素、开放式新型创业服务平台，实现创新与创业、线上与线下、孵化与投资相结合。',
      basis: ['maker-space-2015.spaces'],
    },
    {
      question: '众创空间的房租、宽带费用有财政补贴吗？',
      phrasings: ['众创空间房租补贴', '孵化机构宽带费补贴', '众创空间公共软件补贴'],
      answer:
        '国办发〔2015〕9号提出对众创空间等新型孵化机构的房租、宽带接入费用和公共软件等给予适当财政补贴；是否补贴、补贴多少，以所在地政策为准。',
      basis: ['maker-space-2015.threshold'],
    },
    {
      question: '众创空间能为入驻创业者提供哪些空间？',
      phrasings: ['众创空间提供什么服务', '众创空间有哪些功能', '众创空间能提供办公场地吗'],
      answer: '工作空间、网络空间、社交空间和资源共享空间，并实现孵化与投资相结合。',
      basis: ['maker-space-2015.spaces'],
    },
  ]),
  ...entries('maker-ip', '知识产权保护', [
    {
      question: '小微企业的核心专利申请能优先审查吗？',
      phrasings: ['小微企业专利快速审查', '创业企业专利优先审查', '专利审查快速通道'],
      answer: '国办发〔2015〕9号提出完善专利审查快速通道，对小微企业核心专利申请予以优先审查。',
      basis: ['maker-space-2015.patents'],
    },
  ]),
];

import type { ChatMode } from './routes.ts';

/** What each chat mode is called, what it does (one line on the page), and questions to start with. */
export interface ChatModeInfo {
  mode: ChatMode;
  name: string;
  description: string;
  placeholder: string;
  suggestions: readonly string[];
}

export const CHAT_MODE_INFO: Record<ChatMode, ChatModeInfo> = {
  zsk: {
    mode: 'zsk',
    name: '知识库问答',
    description: '就科技政策提问，回答摘引政策原文条款并标注出处。',
    placeholder: '请输入您的政策问题，例如：研发费用加计扣除比例是多少',
    suggestions: [
      '研发费用加计扣除比例是多少',
      '高新技术企业认定需要满足哪些条件',
      '科技型中小企业评价有哪些条件',
      '专精特新中小企业认定标准是什么',
      '首台（套）重大技术装备有哪些支持政策',
    ],
  },
  qypj: {
    mode: 'qypj',
    name: '企业评价',
    description: '选择企业，从创新能力、知识产权等六个维度评分，并对照高企、专精特新等认定条件逐项评估。',
    placeholder: '请先选择企业，再输入问题，例如：这家企业离高新技术企业认定还差什么',
    suggestions: [
      '评价这家企业的科创能力',
      '这家企业能否申报高新技术企业',
      '这家企业离专精特新还差哪些条件',
      '这家企业的知识产权情况如何',
    ],
  },
  zcpp: {
    mode: 'zcpp',
    name: '政策匹配',
    description: '根据企业画像匹配可申报的政策与项目，逐项说明符合与不符合的条件。',
    placeholder: '请先选择企业，再输入问题，例如：有哪些正在申报的项目适合这家企业',
    suggestions: [
      '这家企业可以申报哪些项目',
      '匹配这家企业可享受的税收优惠政策',
      '有哪些正在受理的资金扶持项目',
      '这家企业适合申报哪些人才类政策',
    ],
  },
};

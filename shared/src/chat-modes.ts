import { CHAT_MODES, type ChatMode, type PdfPage } from './routes.ts';

/**
 * Everything a chat mode is, for the pages and the API alike: its copy, whether it asks about one company, whether
 * its answers are planned against the 问答库, and its PDF report. Code asks this table (`needsCompany(mode)`,
 * `hasReport(mode)`) instead of comparing mode names; what only the API does per mode (context, prompt, report
 * data) is api/src/modules/chat/modes.ts, whose type follows this table.
 */
export interface ChatModeInfo {
  mode: ChatMode;
  name: string;
  description: string;
  placeholder: string;
  suggestions: readonly string[];
  /** null: a question about policy in general. Otherwise the mode asks about one company; `missing` is the refusal. */
  company: { missing: string } | null;
  /** The question is matched against the 问答库 and the corpus first, in the asker's region (a not-found is free). */
  knowledgeBase: boolean;
  /** 下载报告: the report's title and its hidden pages in print order (one PDF is these pages in turn); null: none. */
  report: { title: string; pages: readonly PdfPage[] } | null;
  /** Its answers offer the company's project matches as an Excel export. */
  exportsMatches: boolean;
}

export const CHAT_MODE_INFO = {
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
    company: null,
    knowledgeBase: true,
    report: null,
    exportsMatches: false,
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
    company: { missing: '请先选择要评价的企业' },
    knowledgeBase: false,
    report: { title: '企业评价报告', pages: ['qypjCover', 'qypj'] },
    exportsMatches: false,
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
    company: { missing: '请先选择要匹配政策的企业' },
    knowledgeBase: false,
    report: { title: '政策匹配报告', pages: ['zcppCover', 'zcpp', 'zcppPdfQypj', 'zcppBackCover'] },
    exportsMatches: true,
  },
} as const satisfies Record<ChatMode, ChatModeInfo>;

type Modes = typeof CHAT_MODE_INFO;
/** The modes that ask about one company (qypj, zcpp today). */
export type CompanyChatMode = { [M in ChatMode]: Modes[M]['company'] extends null ? never : M }[ChatMode];
/** The modes whose answers have a PDF report. */
export type ChatReportMode = { [M in ChatMode]: Modes[M]['report'] extends null ? never : M }[ChatMode];

export function needsCompany(mode: ChatMode): mode is CompanyChatMode {
  return CHAT_MODE_INFO[mode].company !== null;
}

/** The refusal when a company mode is asked without a company; null for a mode that needs none. */
export function companyMissingMessage(mode: ChatMode): string | null {
  const c: ChatModeInfo['company'] = CHAT_MODE_INFO[mode].company;
  return c === null ? null : c.missing;
}

export const CHAT_REPORT_MODES: readonly ChatReportMode[] = CHAT_MODES.filter(
  (m): m is ChatReportMode => CHAT_MODE_INFO[m].report !== null,
);

/** Takes a string: a stored session's mode is read back as one. */
export function hasReport(mode: string): mode is ChatReportMode {
  return (CHAT_REPORT_MODES as readonly string[]).includes(mode);
}

/** A report mode's title and pages (typed as written, so `pages[0]` is a page, not possibly undefined). */
export function chatReport(mode: ChatReportMode) {
  return CHAT_MODE_INFO[mode].report;
}

/** Mode names as a list in prose: 知识库问答、企业评价或政策匹配. */
export function modeNames(modes: readonly ChatMode[], last = '或'): string {
  const names = modes.map((m) => CHAT_MODE_INFO[m].name);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join('、')}${last}${names[names.length - 1]}`;
}

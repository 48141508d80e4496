import { z } from 'zod';
import type { CompanyFacts } from '../company-eval.ts';
import { modeNames, type ChatReportMode } from '../chat-modes.ts';
import { CHAT_MODES } from '../routes.ts';

/**
 * The AI assistant's HTTP contract (/api/front/chat/*). A session belongs to one user and one mode; its
 * messages alternate question / answer. An answer is produced as a stream (socket/chat.ts) and stored whole
 * at its end, with its status: done, stopped (the partial text the user stopped) or error (never shown as an
 * answer; the page offers a retry).
 */
export const ChatModeSchema = z.enum(CHAT_MODES, { message: `对话模式应为${modeNames(CHAT_MODES)}` });

export const QUESTION_MAX_CHARS = 2000;
export const SESSION_TITLE_MAX_CHARS = 40;
/** Questions per user per minute, and answers streaming at once per user. */
export const CHAT_QUESTIONS_PER_MINUTE = 10;
export const CHAT_CONCURRENT_STREAMS = 2;

const id = z.coerce.number({ message: '编号应为数字' }).int('编号应为整数').positive('编号应为正整数');

export const QuestionSchema = z
  .string({ message: '请输入问题' })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, '请输入问题').max(QUESTION_MAX_CHARS, `问题不能超过${QUESTION_MAX_CHARS}个字符`));

export const ChatSessionListSchema = z.object({ mode: ChatModeSchema });
export const ChatSessionRefSchema = z.object({ session_id: id });
export const ChatRenameSchema = z.object({
  session_id: id,
  title: z
    .string({ message: '请输入对话名称' })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, '请输入对话名称')
        .max(SESSION_TITLE_MAX_CHARS, `对话名称不能超过${SESSION_TITLE_MAX_CHARS}个字符`),
    ),
});

/**
 * Ask a question. Without session_id a new session of `mode` is created, titled from the question.
 * `retry_of`: an earlier answer of the session (stopped, failed or done) to produce again for its question
 * (重新生成 / 重试): that answer is replaced, no new question is stored.
 * `company_id`: the company a qypj / zcpp session is about (kept on the session).
 */
export const ChatAskSchema = z.object({
  mode: ChatModeSchema,
  session_id: id.optional(),
  question: QuestionSchema,
  retry_of: id.optional(),
  company_id: id.optional(),
  /** zsk: the region of the page's city selector; the answer adds that region's implementing documents. */
  region_code: z
    .string()
    .regex(/^\d{6}$/, '地区代码应为6位数字')
    .optional(),
});
export type ChatAsk = z.output<typeof ChatAskSchema>;

export const ChatStopSchema = z.object({ message_id: id });

export const CHAT_SOURCE_KINDS = ['policy', 'project', 'interpretation', 'company'] as const;
export type ChatSourceKind = (typeof CHAT_SOURCE_KINDS)[number];

/** One document an answer rests on; `n` is the [n] marker the answer uses for it. */
export const ChatSourceSchema = z.object({
  n: z.number().int().positive(),
  kind: z.enum(CHAT_SOURCE_KINDS),
  id: z.number().int().positive(),
  title: z.string(),
  doc_no: z.string(),
  agency: z.string(),
  date: z.string(),
  /** The portal route of the document (/policy/detail/12 …): the only link a marker opens. */
  route: z.string().regex(/^\/[a-z_]+\/[a-z_]+\/\d+$/),
});
export type ChatSource = z.infer<typeof ChatSourceSchema>;

export const CHAT_MESSAGE_STATUSES = ['streaming', 'done', 'stopped', 'error'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];
/** retrieval: the offline 检索式回答 composer; llm: a language model behind an OpenAI-compatible API. */
export const CHAT_PROVIDER_KINDS = ['retrieval', 'llm'] as const;
export type ChatProviderKind = (typeof CHAT_PROVIDER_KINDS)[number];

export const ChatMessageSchema = z.object({
  id: z.number().int().positive(),
  session_id: z.number().int().positive(),
  role: z.enum(['user', 'assistant']),
  /** Markdown of an answer (to be rendered sanitized), or the plain question. */
  content: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  error_msg: z.string(),
  provider: z.enum(CHAT_PROVIDER_KINDS).nullable(),
  sources: z.array(ChatSourceSchema),
  /** A not-found answer: questions the knowledge base answers, offered as buttons that ask them. */
  related: z.array(z.string()).optional(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSessionSchema = z.object({
  id: z.number().int().positive(),
  mode: ChatModeSchema,
  title: z.string(),
  company_id: z.number().int().positive().nullable(),
  created_at: z.string(),
  /** Epoch ms of the last question, for the 今天 / 近7天 / 更早 groups. */
  updated_ms: z.number().int(),
});
export type ChatSession = z.infer<typeof ChatSessionSchema>;

export const ChatSessionListResultSchema = z.object({ list: z.array(ChatSessionSchema) });
export const ChatMessagesResultSchema = z.object({ session: ChatSessionSchema, list: z.array(ChatMessageSchema) });
export type ChatMessagesResult = z.infer<typeof ChatMessagesResultSchema>;

export const ChatAskResultSchema = z.object({
  session: ChatSessionSchema,
  /** Null on a retry (the question is the one already stored). */
  question: ChatMessageSchema.nullable(),
  answer: ChatMessageSchema,
  /** AI问答 left today after this question (null = unlimited). */
  remaining: z.number().int().nullable(),
});
export type ChatAskResult = z.infer<typeof ChatAskResultSchema>;

/** The qypj / zcpp company picker: companies by name or credit code. */
export const ChatCompanySearchSchema = z.object({
  keyword: z.string().max(50, '关键词不能超过50个字符').default(''),
  id: id.optional(),
});
export const ChatCompanyOptionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  region: z.string(),
  industry: z.string(),
  /** 登记状态 (存续, 注销 …). */
  status: z.string(),
  /** False for a 注销 / 吊销 company: the picker shows it marked and does not let it be chosen. */
  evaluable: z.boolean(),
});
export type ChatCompanyOption = z.infer<typeof ChatCompanyOptionSchema>;

/**
 * Ends the portal-computed evaluation / match list that leads a qypj / zcpp answer (a markdown rule), so the
 * report can print the provider's discussion after it without the lead twice.
 */
export const CHAT_LEAD_END = '\n\n---\n\n';

export const ChatReportStartSchema = z.object({ message_id: id });
export const ChatReportJobRefSchema = z.object({
  job_id: z.string({ message: '报告任务编号无效' }).regex(/^[A-Za-z0-9_-]{16,64}$/, '报告任务编号无效'),
});
export const ChatReportDataRefSchema = z.object({
  rt: z.string({ message: '报告链接已失效' }).min(10, '报告链接已失效').max(400, '报告链接已失效'),
});

/** queued → rendering (the page loads and draws) → printing (Chromium lays out the PDF) → saving → done | failed. */
export const CHAT_REPORT_STAGES = ['queued', 'rendering', 'printing', 'saving', 'done', 'failed'] as const;
export type ChatReportStage = (typeof CHAT_REPORT_STAGES)[number];

/** A report job as the page sees it while it polls. */
export interface ChatReportJob {
  job_id: string;
  stage: ChatReportStage;
  /** 0–100, for the progress bar. */
  progress: number;
  /** Reports ahead of this one in the render queue (queued only). */
  queue_ahead: number;
  /** What the page shows: the stage in words, or why it failed. */
  message: string;
  /** The stored report (done only): download it with ReportApi.download. */
  report_id: number | null;
  title: string;
  /** 报告 left this month after this one (null = unlimited); a reused report costs nothing. */
  remaining: number | null;
  /** Milliseconds from the start of the job to its end (done or failed). */
  elapsed_ms: number | null;
}

/** One project of a zcpp report, with the criteria it was checked on. */
export interface ChatReportMatch {
  id: number;
  title: string;
  support: string;
  deadline: string;
  criteria: { name: string; status: 'met' | 'missed' | 'unknown'; detail: string }[];
}

/** One question of the session and its answer, as the report's 问答分析 prints them. */
export interface ChatReportTurn {
  question: string;
  /** The answer's text (markdown) after the portal-computed evaluation / list a first answer leads with. */
  answer: string;
  sources: ChatSource[];
}

/**
 * What the hidden report pages print. The company's facts come as the evaluation reads them (the figures of its
 * company page); the page scores the six dimensions and the readiness with the shared functions
 * (shared/src/company-eval.ts), so the report and the chat card come from the same rule engine.
 */
export interface ChatReportData {
  mode: ChatReportMode;
  title: string;
  /** 报告编号: the answer it was made from. */
  report_no: string;
  /** The China date the readiness is judged on (YYYY-MM-DD). */
  as_of: string;
  generated_at: string;
  company: CompanyFacts & { id: number; credit_code: string; legal_person: string };
  /** 结论与建议: a paragraph that stands alone, then what to do next. */
  conclusion: { summary: string; advice: string[] };
  /** 问答分析: the session's questions and answers up to the one the report was made from, oldest first. */
  turns: ChatReportTurn[];
  /** zcpp: the ranked projects; qypj: empty. */
  matches: ChatReportMatch[];
}

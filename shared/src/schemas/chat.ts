import { z } from 'zod';
import { CHAT_MODES } from '../routes.ts';

/**
 * The AI assistant's HTTP contract (/api/front/chat/*). A session belongs to one user and one mode; its
 * messages alternate question / answer. An answer is produced as a stream (socket/chat.ts) and stored whole
 * at its end, with its status: done, stopped (the partial text the user stopped) or error (never shown as an
 * answer; the page offers a retry).
 */
export const ChatModeSchema = z.enum(CHAT_MODES, { message: '对话模式应为知识库问答、企业评价或政策匹配' });

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
    .pipe(z.string().min(1, '请输入对话名称').max(SESSION_TITLE_MAX_CHARS, `对话名称不能超过${SESSION_TITLE_MAX_CHARS}个字符`)),
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
export const ChatCompanySearchSchema = z.object({ keyword: z.string().max(50, '关键词不能超过50个字符').default(''), id: id.optional() });
export const ChatCompanyOptionSchema = z.object({ id: z.number().int().positive(), name: z.string(), region: z.string(), industry: z.string() });
export type ChatCompanyOption = z.infer<typeof ChatCompanyOptionSchema>;

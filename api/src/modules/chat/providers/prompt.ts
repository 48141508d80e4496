import { CHAT_MODE_INFO } from '@aikc/shared/chat-modes';
import { CHAT_MODE_RUNTIME } from '../modes.ts';
import type { AnswerRequest } from './provider.ts';

/** Turns of earlier conversation sent along (a follow-up needs the last exchange or two, not the whole log). */
const HISTORY_TURNS = 6;
const HISTORY_CHARS = 1500;

/**
 * The messages of a retrieval-augmented request, the one place the prompt is written: a system prompt with the
 * rules, the question as it stands on its own (a follow-up resolved), the matched 问答库 entry (or the fact the
 * answer opens with) and the numbered passages; then the recent turns, and the question. The model may cite
 * only the given numbers; any other marker is dropped by the citation filter before display.
 */
export function buildMessages(req: AnswerRequest): { role: 'system' | 'user' | 'assistant'; content: string }[] {
  const info = CHAT_MODE_INFO[req.mode];
  const passages = req.passages
    .map((p) => {
      const s = p.source;
      const meta = [s.doc_no, s.agency, s.date].filter(Boolean).join('，');
      return `[${s.n}] 《${s.title}》${meta ? `（${meta}）` : ''}${p.article ? ` ${p.article}` : ''}\n${p.clauses.join('\n')}`;
    })
    .join('\n\n');
  const system = [
    `你是“AI科策云”科技政策服务平台的${info.name}助手。${info.description}`,
    '请使用简体中文、以政务服务的规范语气回答，使用 Markdown（可用列表、表格、加粗），不要输出 HTML。',
    '只能依据下列“参考资料”和“平台数据”作答；资料中没有的内容，请明确说明“现有资料未涉及”，不得编造政策、文号、金额或日期。',
    '引用某条资料时，在句末标注其编号，如 [1]、[2]；只能使用下列出现的编号。',
    CHAT_MODE_RUNTIME[req.mode].prompt,
    req.resolved ? `\n结合前面的对话，用户当前的问题是：${req.resolved}` : '',
    req.knowledge
      ? `\n知识库问答（平台已核对，回答须与之一致）：\n问：${req.knowledge.question}\n答：${req.knowledge.answer}`
      : req.lead
        ? `\n最相关的条款要点（回答须与之一致）：${req.lead}`
        : '',
    req.context ? `\n平台数据（由平台根据企业数据计算，视为事实）：\n${req.context}` : '',
    passages ? `\n参考资料：\n${passages}` : '\n参考资料：无（未检索到相关政策原文）',
  ]
    .filter(Boolean)
    .join('\n');
  const history = req.history
    .slice(-HISTORY_TURNS)
    .map((m) => ({ role: m.role, content: m.content.slice(0, HISTORY_CHARS) }));
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: req.question }];
}

import type { AnswerRequest, Passage } from './providers/provider.ts';

/**
 * The offline provider's answer, composed deterministically: answer first (the 问答库 answer or the fact the plan
 * found, else the best clause), then 依据 with each document, its 文号 and 条 and its [n] marker (the user's
 * region's implementing document last), then the provisions that say more than the opening, then the caveat.
 * Nothing is paraphrased beyond the knowledge base's own answers, so nothing can be wrong that the documents do
 * not say. Markdown; corpus text is escaped so it renders as the words it is.
 */
export function composeAnswer(req: AnswerRequest): string {
  const parts: string[] = [];
  const [best] = req.passages;
  if (!best) {
    parts.push(
      req.context
        ? '以上为平台根据企业数据计算的结果；政策库中未检索到与该问题直接相关的政策原文。'
        : `未在政策库中检索到与「${escapeMarkdown(req.question.slice(0, 60))}」直接相关的条款。建议换用政策中的规范用语（如“研发费用加计扣除”“高新技术企业认定”）重新提问，或前往政策库按关键词检索。`,
    );
    return parts.join('\n\n');
  }
  if (req.context) {
    // The evaluation or match list above is the answer; the documents are where to read further.
    parts.push('**相关政策依据**');
    parts.push(req.passages.map((p, i) => `${i + 1}. ${cite(p)} [${p.source.n}]`).join('\n'));
    parts.push('以上结果由平台根据企业公开数据与政策条件计算，仅供参考，申报前请以主管部门发布的申报指南为准。');
    return parts.join('\n\n');
  }
  const lead = req.lead ?? best.clauses[0] ?? '';
  // Answer first: the figure, condition, date or yes/no; then where it stands; then, when they say more than
  // the opening, the provisions themselves.
  parts.push(escapeMarkdown(lead));
  parts.push('**依据**');
  parts.push(req.passages.map((p) => `${p.source.n}. ${basis(p)} [${p.source.n}]`).join('\n'));
  const quotes = req.passages.flatMap((p) =>
    p.clauses.filter((c) => !saysSame(c, lead)).map((c) => `> ${escapeMarkdown(c)} [${p.source.n}]`),
  );
  if (quotes.length > 0) {
    parts.push('**条款要点**');
    parts.push(quotes.join('\n>\n'));
  }
  parts.push('以上内容依据政策文件整理，具体适用请以文件原文及主管部门的解释为准。');
  return parts.join('\n\n');
}

/** 《title》（文号）第一条: the document and the article the answer rests on. */
function basis(p: Passage): string {
  const s = p.source;
  const where = p.local ? `${escapeMarkdown(p.local)}配套文件：` : '';
  return `${where}《${escapeMarkdown(s.title)}》${s.doc_no ? `（${escapeMarkdown(s.doc_no)}）` : ''}${p.article ? escapeMarkdown(p.article) : ''}`;
}

/** A quoted clause that only repeats the opening adds nothing (the article prefix aside). */
function saysSame(clause: string, lead: string): boolean {
  const bare = (t: string) => t.replace(/^第[^\u3000\s]*[\u3000\s]/, '').replace(/[，。；：、\s]/g, '');
  return bare(clause) === bare(lead) || bare(lead).includes(bare(clause));
}

/** The answer to a question nothing matched: one line; the related questions are buttons below it. */
export function composeNotFound(question: string, searchRoute: string): string {
  const q = escapeMarkdown([...question.trim()].slice(0, 40).join(''));
  return [
    `未能在知识库和政策库中找到与「${q}」直接相关的规定，本次提问不计入使用次数。`,
    `您可以点击下方的相关问题继续提问，或[到政策库检索](<${searchRoute}>)。`,
  ].join('\n\n');
}

function cite(p: Passage): string {
  const s = p.source;
  const meta = [s.doc_no, s.agency, s.date].filter(Boolean).join('，');
  return `《${escapeMarkdown(s.title)}》${meta ? `（${escapeMarkdown(meta)}）` : ''}`;
}

/** Markdown and HTML punctuation in corpus text is shown literally (the renderer also refuses raw HTML). */
export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]<>#|~]/g, (c) => `\\${c}`).replace(/\s*\n\s*/g, ' ');
}

/** Splits an answer into the pieces the offline provider streams: about `size` characters, never inside a marker. */
export function pieces(text: string, size = 8): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    let end = Math.min(text.length, i + size);
    const open = text.lastIndexOf('[', end - 1);
    if (open >= i && open < end) {
      const close = text.indexOf(']', open);
      if (close >= end && close - open <= 4) end = close + 1;
    }
    out.push(text.slice(i, end));
    i = end;
  }
  return out;
}

import { escapeHtml } from '@aikc/search';
import type { ReferenceDocument } from './model.ts';

/** The notice that heads every reference body: it is our digest of the provisions, never the text itself. */
export const DIGEST_NOTICE =
  '本页为本平台对该文件主要条款的归纳整理，并非文件原文；办理业务、引用条款请以发文机关公布的原文为准。';

function dateCn(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** The body of a reference document: its record (agencies, 文号, dates, status), the facts by article, 原文链接. */
export function referenceBodyHtml(doc: ReferenceDocument, replacement?: ReferenceDocument): string {
  const record = [
    `发文机关：${doc.agencies.join('\u3000')}`,
    doc.docNo ? `发文字号：${doc.docNo}` : null,
    doc.writtenDate ? `成文日期：${dateCn(doc.writtenDate)}` : null,
    `发布日期：${dateCn(doc.publishedDate)}`,
    `效力状态：${doc.status}`,
    replacement
      ? `修订或替代文件：《${replacement.title}》${replacement.docNo ? `（${replacement.docNo}）` : ''}`
      : null,
  ].filter((l): l is string => l !== null);
  const parts = [`<p>${escapeHtml(DIGEST_NOTICE)}</p>`, `<p>${record.map(escapeHtml).join('<br>')}</p>`];
  if (doc.facts.length > 0) {
    parts.push('<h3>主要条款要点</h3>');
    for (const f of doc.facts)
      parts.push(`<p><strong>${escapeHtml(f.article)}</strong>\u3000${escapeHtml(f.text)}</p>`);
  } else {
    parts.push('<p>本平台尚未收录该文件的条款要点，请查阅原文。</p>');
  }
  if (doc.url) {
    const url = escapeHtml(doc.url);
    parts.push(`<p>原文链接：<a href="${url}">${url}</a></p>`);
  }
  return parts.join('\n');
}

/** A one-paragraph summary: what the document is and its first provisions. */
export function referenceSummary(doc: ReferenceDocument): string {
  const head = `${doc.agencies.join('、')}${doc.docNo ? `（${doc.docNo}）` : ''}，${dateCn(doc.publishedDate)}发布，${doc.status}。`;
  const points = doc.facts
    .slice(0, 2)
    .map((f) => `${f.article}：${f.text}`)
    .join('');
  return (head + points).slice(0, 500);
}

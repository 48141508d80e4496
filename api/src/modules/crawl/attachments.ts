import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText } from 'unpdf';
import { storePolicyFile } from '../policy/files.ts';
import type { PoliteFetcher } from './fetcher.ts';

/**
 * A detail page's attachments: downloaded through the page's polite fetcher (robots, rate, same host) within
 * their own size cap, typed from their bytes (a .doc link that serves a PDF is a PDF; a .pdf link that serves an
 * error page is refused), stored as policy files, and their text read where a library can: PDF with unpdf, DOCX
 * with mammoth. Legacy .doc, .wps, spreadsheets and archives keep their type and size only. Text is capped: it
 * feeds review and storage, not a copy of a whole book.
 */
const TEXT_CAP = 20_000;
export const ATTACHMENTS_PER_PAGE = 5;
/** The attachment cap unless a run sets another: 20 MB, the portal's own upload limit. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
const ACCEPTED = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'wps', 'zip']);

export interface StoredAttachment {
  name: string;
  url: string;
  type: string;
  size: number;
  text: string;
  /** The file under DATA_DIR/policy-files; null in a dry run (nothing is written). */
  stored: string | null;
}

const linkExt = (url: string) => /\.(\w{2,5})(?:[?#]|$)/u.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';

/** The attachment's type from its bytes, or why it is not an attachment the portal keeps. */
export async function sniffType(buf: Buffer, url: string): Promise<{ type: string } | { reason: string }> {
  return sniffAttachment(buf, linkExt(url), '链接');
}

/**
 * The type from the bytes, with the name's extension (`ext`, from a link or an uploaded file's name, `said` names
 * which) deciding only what the bytes cannot: an OLE container is a doc, xls or wps alike.
 */
export async function sniffAttachment(
  buf: Buffer,
  ext: string,
  said: '链接' | '文件名',
): Promise<{ type: string } | { reason: string }> {
  const t = await fileTypeFromBuffer(buf);
  if (!t) {
    const head = buf.subarray(0, 512).toString('latin1').trimStart();
    const what = /^</u.test(head) ? '内容为网页' : '无法从内容识别文件类型';
    return { reason: `附件类型不符：${said}为${ext || '未知类型'}文件，${what}` };
  }
  if (t.ext === 'cfb') return { type: ['doc', 'xls', 'wps'].includes(ext) ? ext : 'doc' };
  if (t.ext === 'zip' && ['docx', 'xlsx'].includes(ext)) return { type: ext };
  if (ACCEPTED.has(t.ext)) return { type: t.ext };
  return { reason: `附件类型不在收录范围：${said}为${ext || '未知类型'}文件，内容为${t.ext}` };
}

export async function attachmentText(buf: Buffer, type: string): Promise<string> {
  try {
    if (type === 'pdf') {
      const { text } = await extractText(new Uint8Array(buf), { mergePages: true });
      return text.slice(0, TEXT_CAP);
    }
    if (type === 'docx') {
      const { value } = await mammoth.extractRawText({ buffer: buf });
      return value.slice(0, TEXT_CAP);
    }
  } catch {
    // A damaged file keeps its type and size; its text is simply not read.
  }
  return '';
}

export interface AttachmentOptions {
  fetcher: PoliteFetcher;
  maxBytes: number;
  /** Where files are stored; null: a dry run, nothing is written. */
  filesDir: string | null;
}

/** Downloads, types, stores and reads a page's attachments; each one refused is a failure with its reason. */
export async function fetchAttachments(
  links: readonly { name: string; url: string }[],
  page: string,
  o: AttachmentOptions,
): Promise<{ stored: StoredAttachment[]; failures: { url: string; reason: string }[] }> {
  const stored: StoredAttachment[] = [];
  const failures: { url: string; reason: string }[] = [];
  for (const l of links.slice(0, ATTACHMENTS_PER_PAGE)) {
    if (new URL(l.url).host !== new URL(page).host) {
      failures.push({ url: l.url, reason: '附件未收录：附件位于其他站点，未下载' });
      continue;
    }
    const r = await o.fetcher.get(l.url, {}, o.maxBytes);
    if (!r.ok) {
      failures.push({ url: l.url, reason: `附件未收录：${r.reason}` });
      continue;
    }
    const sniffed = await sniffType(r.body, l.url);
    if ('reason' in sniffed) {
      failures.push({ url: l.url, reason: `附件未收录：${sniffed.reason}` });
      continue;
    }
    const { type } = sniffed;
    stored.push({
      name: l.name,
      url: l.url,
      type,
      size: r.body.length,
      text: await attachmentText(r.body, type),
      stored: o.filesDir ? await storePolicyFile(o.filesDir, r.body, type) : null,
    });
  }
  return { stored, failures };
}

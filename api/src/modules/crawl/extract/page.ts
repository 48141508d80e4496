import { load, type CheerioAPI } from 'cheerio';
import { findDocNumbers } from '@aikc/shared/doc-number';
import { sanitizeBody } from '../../../lib/sanitize-body.ts';
import type { AgencyIndex, AgencyRef } from './agency.ts';
import { readApplyNotice, type ApplyNotice } from './apply.ts';
import { parseDate } from './dates.ts';
import { clean, field, type Field } from './fields.ts';
import { metaTag, readMetadata } from './metadata.ts';
import { readSignature } from './signature.ts';
import { findCitations, findThemes } from './themes.ts';

/**
 * One detail page of a government site read into a document: the metadata table first (it is what the site
 * itself states), then the title block, the 文号 line under it, the signature block, the page's 发布时间 line and
 * finally the source's defaults, each field with its confidence and text span.
 */
export interface ExtractContext {
  agencies: AgencyIndex;
  /** The source's default agency and region, used when the page names none. */
  defaultAgency?: string;
  defaultRegion?: string;
  /** CSS selectors a source may set for pages the defaults read wrong. */
  selectors?: { title?: string; body?: string };
}

export interface Attachment {
  name: string;
  url: string;
}

export interface ExtractedPage {
  url: string;
  title: Field | null;
  docNo: Field | null;
  agency: Field<AgencyRef | null> | null;
  writtenDate: Field | null;
  publishDate: Field | null;
  validity: Field | null;
  indexNo: string;
  topic: string;
  bodyHtml: string;
  bodyText: string;
  attachments: Attachment[];
  apply: ApplyNotice | null;
  themes: string[];
  citations: { titles: string[]; docNos: string[] };
  /** The least sure of the fields a document needs (title, agency, a date). */
  confidence: number;
}

const BODY_SELECTORS = [
  '#zoom',
  '.TRS_Editor',
  '.trs_editor_view',
  '#UCAP-CONTENT',
  '.pages_content',
  '.article-content',
  '.article_con',
  '.zw',
  '#content',
  '.content',
  'article',
];
const TITLE_SELECTORS = ['.article-title', '.doc-title', '#title', '.title', 'h1', 'h2'];
const ATTACHMENT = /\.(pdf|docx?|xlsx?|wps|zip|rar|ofd)(?:$|\?)/iu;

function bodyOf($: CheerioAPI, selector: string | undefined) {
  for (const sel of selector ? [selector, ...BODY_SELECTORS] : BODY_SELECTORS) {
    const el = $(sel).first();
    if (el.length && clean(el.text()).length > 40) return el;
  }
  // No known container: the element holding the most paragraphs.
  let best = $('body');
  let most = 0;
  $('div,td,section').each((_, el) => {
    const n = $(el).children('p').length;
    if (n > most) {
      most = n;
      best = $(el);
    }
  });
  return best;
}

/** Block-level lines of an element's text, as a reader sees them. */
function linesOf(html: string): string[] {
  const text = html
    .replace(/<(?:br|\/p|\/div|\/h\d|\/li|\/tr)\b[^>]*>/giu, '\n')
    .replace(/<[^>]+>/gu, '')
    .replace(/&nbsp;/gu, ' ');
  return load(`<p>${text}</p>`)('p').text().split('\n').map(clean).filter(Boolean);
}

export function extractPage(html: string, url: string, ctx: ExtractContext): ExtractedPage {
  const $ = load(html);
  $('script,style,noscript').remove();
  const pageText = clean($('body').text());
  const meta = readMetadata($);
  const body = bodyOf($, ctx.selectors?.body);
  const bodyHtmlRaw = body.html() ?? '';
  const lines = linesOf(bodyHtmlRaw);
  const bodyText = lines.join('\n');

  // Title: the metadata's 标题, the publishing system's meta tag, the title block, then <title>.
  let title: Field | null = null;
  const metaTitle = meta.get('title');
  if (metaTitle) title = field(metaTitle.value, 0.97, 'metadata', metaTitle.text, pageText);
  const tagTitle = metaTag($, 'ArticleTitle', 'title');
  if (!title && tagTitle) title = field(tagTitle, 0.9, 'header', '', pageText);
  if (!title) {
    for (const sel of ctx.selectors?.title ? [ctx.selectors.title, ...TITLE_SELECTORS] : TITLE_SELECTORS) {
      const t = clean($(sel).first().text());
      if (t.length >= 4 && t.length <= 200) {
        title = field(t, 0.85, 'title', t, pageText);
        break;
      }
    }
  }
  const docTitle = clean($('title').text()).split(/\s*[-_|｜—]\s*/u)[0] ?? '';
  if (!title && docTitle.length >= 4) title = field(docTitle, 0.6, 'header', '', pageText);

  // 文号: the metadata, else a line that is nothing but a document number (citations sit inside sentences).
  let docNo: Field | null = null;
  const metaNo = meta.get('doc_no');
  if (metaNo && findDocNumbers(metaNo.value).length > 0)
    docNo = field(metaNo.value.replace(/\s+/gu, ''), 0.97, 'metadata', metaNo.text, pageText);
  // Only the title block and the body's first lines: a sidebar's 相关文件 list carries other numbers.
  const bodyStart = pageText.indexOf(lines[0] ?? '\u0000');
  const onlyNumber = (t: string) => {
    const [n] = findDocNumbers(t);
    return n !== undefined && n.start === 0 && n.end >= t.normalize('NFKC').length - 1;
  };
  for (const l of lines.slice(0, 3)) {
    if (docNo || l.length > 40 || !onlyNumber(l)) continue;
    docNo = field(l.replace(/\s+/gu, ''), 0.9, 'header', l, pageText);
  }
  if (!docNo) {
    $('p,div,span,h3,h4,td').each((_, el) => {
      if (docNo) return;
      const t = clean($(el).text());
      if (t.length > 40 || t.length < 5 || !onlyNumber(t)) return;
      const at = pageText.indexOf(t);
      if (bodyStart < 0 || at < bodyStart) docNo = field(t.replace(/\s+/gu, ''), 0.85, 'header', t, pageText);
    });
  }

  const signature = readSignature(lines, ctx.agencies, ctx.defaultRegion);

  // 发文机关: the metadata, the signature block, the source's default.
  let agency: Field<AgencyRef | null> | null = null;
  const metaAgency = meta.get('agency');
  const resolved = metaAgency ? ctx.agencies.resolve(metaAgency.value, ctx.defaultRegion) : null;
  if (metaAgency && resolved)
    agency = field(resolved.agency, resolved.exact ? 0.97 : 0.88, 'metadata', metaAgency.text, pageText);
  if (!agency && signature?.agency)
    agency = field(
      signature.agency.agency,
      signature.agency.exact ? 0.92 : 0.85,
      'signature',
      signature.agencyLine,
      pageText,
    );
  if (!agency && ctx.defaultAgency) {
    const d = ctx.agencies.byExactName(ctx.defaultAgency);
    if (d) agency = field(d, 0.6, 'source', '', pageText);
  }
  if (!agency && (metaAgency || signature?.agencyLine))
    agency = field(
      null,
      0.3,
      metaAgency ? 'metadata' : 'signature',
      metaAgency?.text ?? signature?.agencyLine ?? '',
      pageText,
    );

  // 成文日期: the metadata, else the signature date.
  let writtenDate: Field | null = null;
  const metaWritten = meta.get('written');
  const w = metaWritten ? parseDate(metaWritten.value) : null;
  if (metaWritten && w) writtenDate = field(w, 0.97, 'metadata', metaWritten.text, pageText);
  if (!writtenDate && signature)
    writtenDate = field(signature.date.iso, 0.9, 'signature', signature.date.text, pageText);

  // 发布日期: the metadata, the PubDate tag, a 发布时间 line outside the body.
  let publishDate: Field | null = null;
  const metaPublished = meta.get('published');
  const p = metaPublished ? parseDate(metaPublished.value) : null;
  if (metaPublished && p) publishDate = field(p, 0.97, 'metadata', metaPublished.text, pageText);
  const tagDate = parseDate(metaTag($, 'PubDate', 'pubdate', 'publishdate'));
  if (!publishDate && tagDate) publishDate = field(tagDate, 0.9, 'header', '', pageText);
  if (!publishDate) {
    // Outside the body only: a body's 受理时间：… is not the page's date.
    const outside = pageText.replace(clean(body.text()), ' ');
    const m =
      /(?:发布时间|发布日期|发表时间|日期)\s*[:：]\s*((?:19|20)\d{2}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?)/u.exec(
        outside,
      );
    const d = m ? parseDate(m[1] as string) : null;
    if (m && d) publishDate = field(d, 0.85, 'page', m[0], pageText);
  }

  const validityMeta = meta.get('validity');
  const validity = validityMeta ? field(validityMeta.value, 0.95, 'metadata', validityMeta.text, pageText) : null;

  const attachments: Attachment[] = [];
  const seen = new Set<string>();
  $('a[href]').each((_, a) => {
    const href = $(a).attr('href') as string;
    let abs: string;
    try {
      abs = new URL(href, url).toString();
    } catch {
      return;
    }
    if (!ATTACHMENT.test(abs) || seen.has(abs)) return;
    seen.add(abs);
    attachments.push({ name: clean($(a).text()) || (abs.split('/').pop() as string), url: abs });
  });

  const titleText = title?.value ?? '';
  const apply = readApplyNotice(titleText, bodyText, lines);
  const bodyHtml = sanitizeBody(bodyHtmlRaw);
  const needed = [
    title?.confidence ?? 0,
    agency?.value ? agency.confidence : 0,
    (publishDate ?? writtenDate)?.confidence ?? 0,
  ];
  return {
    url,
    title,
    docNo,
    agency,
    writtenDate,
    publishDate,
    validity,
    indexNo: meta.get('index_no')?.value ?? '',
    topic: meta.get('topic')?.value ?? '',
    bodyHtml,
    bodyText,
    attachments,
    apply,
    themes: findThemes(`${titleText}\n${bodyText}`),
    citations: findCitations(bodyText, docNo?.value ?? '', titleText),
    confidence: Math.min(...needed),
  };
}

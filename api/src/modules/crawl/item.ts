import crypto from 'node:crypto';
import type { ExtractedPage } from './extract/page.ts';
import type { CrawlSource } from './sources.ts';

/**
 * An extracted page as import items (the same shape `npm run import` reads, so publishing goes through the
 * import's writers): a policy, and for a 申报通知 a project with its window. `source_id` is derived from the
 * URL, so a page written twice (a resumed run, an update) is the same item.
 */
export interface CrawlItem {
  url: string;
  sourceId: string;
  policy: Record<string, unknown>;
  project: Record<string, unknown> | null;
  confidence: number;
  /** Each field's value, confidence and span, for the review queue. */
  fields: Record<string, unknown>;
}

export function sourceIdOf(url: string): string {
  return `crawl:${crypto.createHash('sha1').update(url).digest('hex').slice(0, 24)}`;
}

const summaryOf = (text: string) => text.replace(/\s+/gu, '').slice(0, 160);

/** The item, or the reason the page cannot be one (nothing is written for it). */
export function itemOf(page: ExtractedPage, source: CrawlSource): CrawlItem | string {
  if (!page.title) return '未识别到标题';
  if (page.bodyText.replace(/\s+/gu, '').length < 20) return '未识别到正文';
  const agency = page.agency?.value;
  if (!agency) return `发文机关无法识别${page.agency?.text ? `：${page.agency.text}` : ''}`;
  const publish = page.publishDate?.value ?? page.writtenDate?.value;
  if (!publish) return '未识别到发布日期或成文日期';
  const sourceId = sourceIdOf(page.url);
  const region = agency.level === 'national' ? '000000' : agency.region_code;
  const validity = page.validity?.value ?? '';
  const policy = {
    kind: 'policy',
    source_id: sourceId,
    title: page.title.value.slice(0, 200),
    doc_no: page.docNo?.value ?? '',
    agency: agency.name,
    level: agency.level,
    region_code: region,
    type: source.selectors.type ?? '资金扶持',
    labels: [] as string[],
    publish_date: publish,
    summary: summaryOf(page.bodyText),
    body_html: page.bodyHtml,
    source_url: page.url,
    source: 'import',
    ...(page.writtenDate ? { written_date: page.writtenDate.value } : {}),
    ...(/废止|失效/u.test(validity)
      ? { doc_status: '已废止' }
      : /修订/u.test(validity)
        ? { doc_status: '已修订' }
        : {}),
  };
  const a = page.apply;
  const project = a
    ? {
        kind: 'project',
        source_id: `${sourceId}:project`,
        // Through the importer's project writer: the project is linked to its notice (projects.policy_id).
        policy_source_id: sourceId,
        title: page.title.value.slice(0, 200),
        agency: agency.name,
        department: agency.name,
        level: agency.level,
        region_code: region,
        type: source.selectors.type ?? '资金扶持',
        support_max: a.supportMax,
        support_text: a.supportText.slice(0, 200),
        // A deadline-only notice opens on its publish date (or on the deadline, if published after it).
        apply_start: [a.window.start ?? publish, a.window.end].sort()[0],
        apply_end: a.window.end,
        publish_date: publish,
        conditions_html: a.conditions ? `<p>${escapeHtml(a.conditions)}</p>` : '',
        body_html: page.bodyHtml,
      }
    : null;
  const fields = {
    title: page.title,
    doc_no: page.docNo,
    agency: page.agency && { ...page.agency, value: agency.name },
    written_date: page.writtenDate,
    publish_date: page.publishDate,
    validity: page.validity,
    index_no: page.indexNo,
    topic: page.topic,
    apply: a && {
      window: a.window,
      target: a.target,
      conditions: a.conditions,
      support: a.support,
      support_max: a.supportMax,
    },
    themes: page.themes,
    citations: page.citations,
    attachments: page.attachments,
  };
  return {
    url: page.url,
    sourceId,
    policy,
    project,
    confidence: a ? Math.min(page.confidence, a.window.confidence) : page.confidence,
    fields,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/\n/gu, '<br>');
}

/** One line of `run --dry-run`: what a reviewer would check first. */
export function dryRunLine(item: CrawlItem): string {
  const p = item.policy;
  return JSON.stringify({
    title: p.title,
    doc_no: p.doc_no,
    agency: p.agency,
    written_date: p.written_date ?? null,
    publish_date: p.publish_date,
    validity: (item.fields.validity as { value: string } | null)?.value ?? null,
    url: item.url,
    // The attachments' text stays in the database; the line shows how much of it was read.
    attachments: ((item.fields.attachments ?? []) as Record<string, unknown>[]).map(({ text: _t, ...a }) => a),
    project: item.project && {
      apply_start: item.project.apply_start,
      apply_end: item.project.apply_end,
      support_max: item.project.support_max,
    },
    confidence: item.confidence,
  });
}

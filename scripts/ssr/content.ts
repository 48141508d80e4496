import type { CompanyDetail, CompanyListItem } from '@aikc/shared/schemas/company';
import type { InterpretationDetail, NewsDetail } from '@aikc/shared/schemas/news';
import type { PolicyDetail, PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ProjectDetail, ProjectListItem } from '@aikc/shared/schemas/project';
import type { ListResult } from '@aikc/shared/schemas/search';
import { renumberHeadings } from '@aikc/shared/article-headings';
import { esc, highlighted } from './html.ts';

/**
 * What a server-rendered page puts in the document: the head's title, description and structured data, and the
 * content inside #root (the client's first render replaces it, with the same data from the seeded query cache).
 *
 * Bodies (`body_html`, `conditions_html`, `materials_html`) are the API's sanitised HTML (allow-list in
 * api/src/modules/search/sanitize.ts), inserted exactly as the client's ArticleBody inserts them; every other
 * value is escaped here.
 */
export interface PageContent {
  title: string;
  description: string;
  /** Trail from the home page to this page, as [name, path]. */
  breadcrumb: [string, string][];
  /** schema.org objects besides the BreadcrumbList (added for every page). */
  structured: Record<string, unknown>[];
  body: string;
  /** The home page (scripts/ssr/home.ts): the template's own title and description, no breadcrumb, no frame. */
  home?: boolean;
}

const link = (path: string, text: string) => `<a href="${esc(path)}">${esc(text)}</a>`;
const meta = (pairs: [string, string | number | null | undefined][]) =>
  `<dl class="ssr-meta">${pairs
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`)
    .join('')}</dl>`;
/** A sanitised body whose headings continue the page's outline below level `top - 1` (as the client's ArticleBody). */
const article = (html: string, top: 2 | 3) => `<div class="article-body">${renumberHeadings(html, top)}</div>`;
const section = (title: string, inner: string) =>
  inner ? `<section class="ssr-section"><h2>${esc(title)}</h2>${inner}</section>` : '';
const links = (items: { path: string; title: string; note?: string }[]) =>
  items.length === 0
    ? ''
    : `<ul class="ssr-links">${items.map((i) => `<li>${link(i.path, i.title)}${i.note ? ` <span>${esc(i.note)}</span>` : ''}</li>`).join('')}</ul>`;

/** A description meta of at most 150 characters of plain text. */
export function clip(text: string, max = 150): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(nbsp|amp|lt|gt|quot|#39);/g,
      (_m, e: string) => ({ nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const gov = (name: string) => ({ '@type': 'GovernmentOrganization', name });

export function policyPage(p: PolicyDetail, url: string): PageContent {
  const body = [
    `<h1>${esc(p.title)}</h1>`,
    meta([
      ['发文机关', p.agency],
      ['发文字号', p.doc_no],
      ['发布日期', p.publish_date],
      ['生效日期', p.effective_date],
      ['失效日期', p.expire_date],
      ['政策层级', p.level_name],
      ['适用地区', p.region_name],
      ['政策类型', p.type.name],
      ['有效性', p.validity_name],
    ]),
    p.summary ? `<p class="ssr-summary">${esc(p.summary)}</p>` : '',
    article(p.body_html, 2),
    section(
      '附件',
      p.attachments.length
        ? `<ul class="ssr-links">${p.attachments.map((a) => `<li>${esc(a.name)}</li>`).join('')}</ul>`
        : '',
    ),
    section(
      '政策解读',
      links(p.interpretations.map((i) => ({ path: `/info/detail/${i.id}`, title: i.title, note: i.publish_date }))),
    ),
    section(
      '正在申报的项目',
      links(
        p.open_projects.map((r) => ({
          path: `/project/detail/${r.id}`,
          title: r.title,
          note: `${r.apply_start} 至 ${r.apply_end}`,
        })),
      ),
    ),
    section(
      '相关政策',
      links(p.related_policies.map((r) => ({ path: `/policy/detail/${r.id}`, title: r.title, note: r.publish_date }))),
    ),
  ].join('');
  return {
    title: p.title,
    description: clip(p.summary || p.body_html) || p.title,
    breadcrumb: [['政策库', '/policy/list']],
    structured: [
      {
        '@type': 'Article',
        headline: p.title,
        description: clip(p.summary || p.body_html),
        datePublished: p.publish_date,
        identifier: p.doc_no || undefined,
        author: gov(p.agency),
        publisher: gov(p.agency),
        spatialCoverage: p.region_name,
        inLanguage: 'zh-CN',
        url,
      },
    ],
    body,
  };
}

export function interpretationPage(i: InterpretationDetail, url: string): PageContent {
  const body = [
    `<h1>${esc(i.title)}</h1>`,
    meta([
      ['来源', i.source],
      ['发布日期', i.publish_date],
    ]),
    article(i.body_html, 2),
    section(
      '解读的政策',
      links([{ path: `/policy/detail/${i.policy.id}`, title: i.policy.title, note: i.policy.publish_date }]),
    ),
    section('同一政策的其他解读', links(i.siblings.map((s) => ({ path: `/info/detail/${s.id}`, title: s.title })))),
  ].join('');
  return {
    title: i.title,
    description: clip(i.summary || i.body_html) || i.title,
    breadcrumb: [
      ['政策库', '/policy/list'],
      [i.policy.title, `/policy/detail/${i.policy.id}`],
    ],
    structured: [
      {
        '@type': 'Article',
        headline: i.title,
        description: clip(i.summary || i.body_html),
        datePublished: i.publish_date,
        author: { '@type': 'Organization', name: i.source },
        about: { '@type': 'Article', headline: i.policy.title },
        inLanguage: 'zh-CN',
        url,
      },
    ],
    body,
  };
}

export function newsPage(n: NewsDetail, url: string): PageContent {
  const body = [
    `<h1>${esc(n.title)}</h1>`,
    meta([
      ['来源', n.source],
      ['地区', n.region_name],
      ['发布日期', n.publish_date],
    ]),
    article(n.body_html, 2),
    `<nav class="ssr-prevnext"><span>上一篇：${n.prev ? link(`/policy/newsdetail/${n.prev.id}.html`, n.prev.title) : '没有了'}</span><span>下一篇：${n.next ? link(`/policy/newsdetail/${n.next.id}.html`, n.next.title) : '没有了'}</span></nav>`,
  ].join('');
  return {
    title: n.title,
    description: clip(n.summary || n.body_html) || n.title,
    // News has no list page of its own: home, then the article.
    breadcrumb: [],
    structured: [
      {
        '@type': 'NewsArticle',
        headline: n.title,
        description: clip(n.summary || n.body_html),
        datePublished: n.publish_date,
        author: { '@type': 'Organization', name: n.source },
        inLanguage: 'zh-CN',
        url,
      },
    ],
    body,
  };
}

export function projectPage(p: ProjectDetail, url: string): PageContent {
  const body = [
    `<h1>${esc(p.title)}</h1>`,
    meta([
      ['主管部门', p.department || p.agency],
      ['发布机构', p.agency],
      ['申报时间', `${p.apply_start} 至 ${p.apply_end}`],
      ['申报状态', p.status_name],
      ['扶持力度', p.support_text],
      ['项目层级', p.level_name],
      ['适用地区', p.region_name],
      ['发布日期', p.publish_date],
    ]),
    article(p.body_html, 2),
    section('申报条件', p.conditions_html ? article(p.conditions_html, 3) : ''),
    section('申报材料', p.materials_html ? article(p.materials_html, 3) : ''),
    section('联系方式', p.contact ? `<p>${esc(p.contact)}</p>` : ''),
    section(
      '依据政策',
      p.policy
        ? links([{ path: `/policy/detail/${p.policy.id}`, title: p.policy.title, note: p.policy.publish_date }])
        : '',
    ),
  ].join('');
  const description = clip(
    `${p.title}：${p.support_text ? `${p.support_text}，` : ''}申报时间${p.apply_start}至${p.apply_end}。${p.body_html}`,
  );
  return {
    title: p.title,
    description,
    breadcrumb: [['项目库', '/project/list']],
    structured: [
      {
        '@type': 'GovernmentService',
        name: p.title,
        description,
        serviceType: p.type.name,
        provider: gov(p.agency),
        areaServed: p.region_name,
        availableChannel: { '@type': 'ServiceChannel', serviceUrl: url },
        url,
      },
    ],
    body,
  };
}

export function companyPage(c: CompanyDetail, url: string): PageContent {
  const ip = c.ip_counts;
  const body = [
    `<h1>${esc(c.name)}</h1>`,
    meta([
      ['统一社会信用代码', c.credit_code],
      ['法定代表人', c.legal_person],
      ['注册资本', `${c.registered_capital}万元`],
      ['成立日期', c.founded_date],
      ['经营状态', c.status],
      ['企业类型', c.company_type],
      ['所属行业', c.industry_name],
      ['所属地区', c.region_name],
      ['人员规模', c.staff_count ? `${c.staff_count}人` : ''],
      ['注册地址', c.address],
    ]),
    section('经营范围', c.business_scope ? `<p>${esc(c.business_scope)}</p>` : ''),
    section(
      '资质荣誉',
      c.tags.length
        ? `<ul class="ssr-links">${c.tags.map((t) => `<li>${esc(t.tag)} <span>${esc(t.granted_date)}</span></li>`).join('')}</ul>`
        : '',
    ),
    section(
      '知识产权',
      `<p>发明专利 ${esc(ip.invention)} 件，实用新型 ${esc(ip.utility)} 件，外观设计 ${esc(ip.design)} 件，软件著作权 ${esc(ip.software)} 件</p>`,
    ),
    section(
      '相关政策',
      links(c.related_policies.map((r) => ({ path: `/policy/detail/${r.id}`, title: r.title, note: r.publish_date }))),
    ),
  ].join('');
  return {
    title: c.name,
    description: clip(
      `${c.name}，统一社会信用代码${c.credit_code}，法定代表人${c.legal_person}，成立于${c.founded_date}，${c.status}。经营范围：${c.business_scope}`,
    ),
    breadcrumb: [['企业库', '/company/list']],
    structured: [
      {
        '@type': 'Organization',
        name: c.name,
        legalName: c.name,
        taxID: c.credit_code,
        foundingDate: c.founded_date,
        address: { '@type': 'PostalAddress', streetAddress: c.address, addressCountry: 'CN' },
        numberOfEmployees: c.staff_count ? { '@type': 'QuantitativeValue', value: c.staff_count } : undefined,
        url,
      },
    ],
    body,
  };
}

type ListKind = 'policy' | 'project' | 'company';
const LIST_NAMES: Record<ListKind, { title: string; description: string }> = {
  policy: {
    title: '政策库',
    description: '汇集国家、省、市、区各级科技政策原文，支持按地区、层级、发文机关、政策类型与关键词检索。',
  },
  project: {
    title: '项目库',
    description: '各级科技项目申报通知与申报时间，按地区、层级、申报状态与扶持金额筛选，及时掌握正在申报的项目。',
  },
  company: {
    title: '企业库',
    description: '科技型企业工商信息、资质荣誉与知识产权查询，按地区、行业、注册资本与成立时间筛选。',
  },
};

export function listPage(
  kind: ListKind,
  res: ListResult<PolicyListItem> | ListResult<ProjectListItem> | ListResult<CompanyListItem>,
  nextPath: string | null,
): PageContent {
  const names = LIST_NAMES[kind];
  const items = (res.list as (PolicyListItem | ProjectListItem | CompanyListItem)[]).map((item) => {
    if ('credit_code' in item) {
      return {
        path: `/company/detail/${item.id}`,
        title: item.title_html || esc(item.name),
        note: [item.legal_person, `成立于${item.founded_date}`, item.status, item.region_name].join(' · '),
        snippet: item.snippet_html,
      };
    }
    if ('apply_end' in item) {
      return {
        path: `/project/detail/${item.id}`,
        title: item.title_html || esc(item.title),
        note: [item.department, `${item.apply_start} 至 ${item.apply_end}`, item.status_name].join(' · '),
        snippet: item.snippet_html,
      };
    }
    return {
      path: `/policy/detail/${item.id}`,
      title: item.title_html || esc(item.title),
      note: [item.agency, item.doc_no, item.publish_date].filter(Boolean).join(' · '),
      snippet: item.snippet_html,
    };
  });
  const body = [
    `<h1>${esc(names.title)}</h1>`,
    `<p class="ssr-summary">共 ${esc(res.total)} 条，第 ${esc(res.current)} 页</p>`,
    `<ol class="ssr-list">${items
      .map(
        (i) =>
          `<li><h2><a href="${esc(i.path)}">${highlighted(i.title)}</a></h2><p class="ssr-note">${esc(i.note)}</p>${i.snippet ? `<p>${highlighted(i.snippet)}</p>` : ''}</li>`,
      )
      .join('')}</ol>`,
    nextPath ? `<nav class="ssr-prevnext"><a href="${esc(nextPath)}" rel="next">下一页</a></nav>` : '',
  ].join('');
  return { title: names.title, description: names.description, breadcrumb: [], structured: [], body };
}

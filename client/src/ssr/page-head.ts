import type { CompanyDetail } from '@aikc/shared/schemas/company';
import type { InterpretationDetail, NewsDetail } from '@aikc/shared/schemas/news';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import type { ProjectDetail } from '@aikc/shared/schemas/project';
import { CHAT_MODE_INFO } from '@aikc/shared/chat-modes';
import { PRODUCT_NAME } from '@aikc/shared/constants';
import type { ChatMode } from '@aikc/shared/routes';

/**
 * What a server-rendered page puts in the document's head: title, description and structured data (schema.org), and
 * the breadcrumb trail for the BreadcrumbList. The page itself (#root) is the app's own render (entry-server.tsx);
 * this is what the app does not draw: the head a crawler and a link preview read.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Trail from the home page to this page, as [name, path]. */
  breadcrumb: [string, string][];
  /** schema.org objects besides the BreadcrumbList (added for every page but the home page). */
  structured: Record<string, unknown>[];
  /** The home page: the template's own title and description, no trail. */
  home?: boolean;
}

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

export function policyHead(p: PolicyDetail, url: string): PageHead {
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
  };
}

export function interpretationHead(i: InterpretationDetail, url: string): PageHead {
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
  };
}

export function newsHead(n: NewsDetail, url: string): PageHead {
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
  };
}

export function projectHead(p: ProjectDetail, url: string): PageHead {
  const description = clip(
    `${p.title}：${p.support_text ? `${p.support_text}，` : ''}申报时间${p.apply_start}至${p.apply_end}。${p.body_html}`,
  );
  return {
    title: p.title,
    description,
    breadcrumb: [['项目申报', '/project/list']],
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
  };
}

export function companyHead(c: CompanyDetail, url: string): PageHead {
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
  };
}

type ListKind = 'policy' | 'project' | 'company';
/** Each list's name as its page heads it (the client's PageFrame titles), and what it holds. */
const LIST_NAMES: Record<ListKind, { title: string; description: string }> = {
  policy: {
    title: '政策库',
    description: '汇集国家、省、市、区各级科技政策原文，支持按地区、层级、发文机关、政策类型与关键词检索。',
  },
  project: {
    title: '项目申报',
    description: '各级科技项目申报通知与申报时间，按地区、层级、申报状态与扶持金额筛选，及时掌握正在申报的项目。',
  },
  company: {
    title: '企业库',
    description: '科技型企业工商信息、资质荣誉与知识产权查询，按地区、行业、注册资本与成立时间筛选。',
  },
};

/** A list's first page (or any page of it): the list's own name and what it holds. */
export function listHead(kind: ListKind): PageHead {
  const names = LIST_NAMES[kind];
  return { title: names.title, description: names.description, breadcrumb: [], structured: [] };
}

/**
 * A personal-centre page (rendered for its signed-in owner only; robots.txt keeps crawlers out of /user/): the
 * centre's title, no description or structured data of its own.
 */
export function centreHead(): PageHead {
  return { title: '个人中心', description: '', breadcrumb: [], structured: [] };
}

export function chatHead(mode: ChatMode): PageHead {
  return {
    title: `${CHAT_MODE_INFO[mode].name} - AI问答`,
    description: CHAT_MODE_INFO[mode].description,
    breadcrumb: [],
    structured: [],
  };
}

/** The home page: the portal as a WebSite and an Organization. */
export function homeHead(homeUrl: string): PageHead {
  return {
    home: true,
    title: PRODUCT_NAME,
    description: '',
    breadcrumb: [],
    structured: [
      { '@type': 'WebSite', name: PRODUCT_NAME, url: homeUrl, inLanguage: 'zh-CN' },
      { '@type': 'Organization', name: PRODUCT_NAME, url: homeUrl, logo: `${homeUrl}favicon.svg` },
    ],
  };
}

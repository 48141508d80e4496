import { z } from 'zod';

/**
 * A crawl source: one section of a government site (its list page or pages), how to page through it, how to
 * find detail links, the defaults for pages that do not name their agency or region, a schedule and limits.
 * The command line (`npm run crawl -- add`) and the back office both validate with this.
 */
export const CRAWL_PAGING = ['next', 'pages', 'json', 'none'] as const;

export const CrawlSelectorsSchema = z
  .object({
    /** CSS selector of the detail links on a list page (default: links in lists and tables). */
    detail: z.string().max(200).optional(),
    /** CSS selector of the 下一页 link (paging 'next'). */
    next: z.string().max(200).optional(),
    title: z.string().max(200).optional(),
    body: z.string().max(200).optional(),
    /** JSON list calls: the dotted path of the item array and the item's URL key. */
    json_items: z.string().max(100).optional(),
    json_url: z.string().max(50).optional(),
    /** The 政策类型 label items of this source are filed under. */
    type: z.string().max(50).optional(),
  })
  .strict();

const httpUrl = z
  .string()
  .trim()
  .url('列表页地址无效')
  .refine((u) => /^https?:\/\//iu.test(u), '列表页地址须以http或https开头');

export const CrawlSourceInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, '请填写来源名称')
    .max(60, '来源名称不超过60个字')
    .regex(/^[\p{L}\p{N}_.-]+$/u, '来源名称只能包含文字、数字、下划线、点和连字符'),
  list_urls: z.array(httpUrl).min(1, '请至少填写一个列表页地址').max(20, '列表页地址不超过20个'),
  paging: z.enum(CRAWL_PAGING, { message: '翻页方式应为 next、pages、json、none 之一' }).default('next'),
  /** For 'pages' and 'json': the page URL with {n} for the page number (index_{n}.html, ?page={n}). */
  page_pattern: z
    .string()
    .max(300)
    .refine((p) => p === '' || p.includes('{n}'), '翻页地址模式须包含{n}')
    .default(''),
  selectors: CrawlSelectorsSchema.default({}),
  region_code: z
    .string()
    .regex(/^(\d{6})?$/u, '地区代码应为6位数字')
    .default(''),
  agency: z.string().trim().max(100, '发文机关不超过100个字').default(''),
  cron: z.string().trim().max(100).default(''),
  max_pages: z.number().int().min(1).max(100_000).default(200),
  max_bytes: z.number().int().min(1024).max(200_000_000).default(5_000_000),
  rate_per_sec: z.number().positive().max(100, '每秒请求数不超过100').default(1),
  enabled: z.boolean().default(true),
  /** Items at or above this confidence publish without review; null: all wait for review. */
  auto_publish: z.number().min(0).max(1).nullable().default(null),
});
export type CrawlSourceInput = z.output<typeof CrawlSourceInputSchema>;

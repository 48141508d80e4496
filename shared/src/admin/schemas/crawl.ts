import { z } from 'zod';
import { CrawlSourceInputSchema } from '../../schemas/crawl.ts';
import { AdminIdSchema, AdminPageQuerySchema } from './common.ts';

/**
 * The back office's crawl sources (采集来源): the list with each source's last run, create and edit (the same
 * schema the command line validates with), pause and resume, run now, and the runs of a source with their
 * failures.
 */
export const CrawlSourceCreateSchema = CrawlSourceInputSchema;
export const CrawlSourceUpdateSchema = CrawlSourceInputSchema.extend({ id: AdminIdSchema });
export const CrawlSourceIdSchema = z.object({ id: AdminIdSchema });
export const CrawlRunsQuerySchema = AdminPageQuerySchema.extend({ source_id: AdminIdSchema });

export const CRAWL_RUN_STATE_NAMES = { running: '运行中', done: '已完成' } as const;

export interface CrawlRunRow {
  id: number;
  state: keyof typeof CRAWL_RUN_STATE_NAMES;
  started_at: string;
  finished_at: string;
  fetched: number;
  new_items: number;
  updated: number;
  unchanged: number;
  folded: number;
  failed: number;
  failures: { url: string; reason: string }[];
}

export interface CrawlSourceRow {
  id: number;
  name: string;
  list_urls: string[];
  paging: z.output<typeof CrawlSourceInputSchema>['paging'];
  page_pattern: string;
  selectors: z.output<typeof CrawlSourceInputSchema>['selectors'];
  region_code: string;
  agency: string;
  cron: string;
  max_pages: number;
  max_bytes: number;
  rate_per_sec: number;
  enabled: boolean;
  auto_publish: number | null;
  /** A run of this source is going on in this server now (「立即运行」 is refused until it ends). */
  running: boolean;
  last_run: Omit<CrawlRunRow, 'failures'> | null;
}

import { Cron } from 'croner';
import type { Db } from '../../db/database.ts';
import type { ContentWrites } from '../../content-writes.ts';
import { publishDue } from './content-publish.ts';

/**
 * 定时发布: a croner job at the start of every minute (Asia/Shanghai, like the crawl schedule) publishes the items
 * whose time has come (content-publish.ts, publishDue). It runs in the active API process; with two processes
 * ticking at once the conditional update publishes each item once. `protect` skips a tick while the last one
 * still runs.
 */
export function startPublishSchedule(
  deps: ContentWrites & {
    db: Db;
    logger: { info(o: object, m: string): void; warn(o: object, m: string): void };
  },
): () => void {
  const job = new Cron('* * * * *', { protect: true, timezone: 'Asia/Shanghai' }, async () => {
    try {
      const done = await publishDue(deps.db, deps);
      if (done.length) deps.logger.info({ published: done }, 'scheduled content published');
    } catch (err) {
      deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'scheduled publication failed');
    }
  });
  return () => job.stop();
}

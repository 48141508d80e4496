import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { buildLabel } from '../../../test-kit/content-builders.ts';
import { CrawlSite, insertSiteAgencies } from '../../../test-kit/crawl-site.ts';
import { createSharedTestDb, describeEachDb } from '../../../test-kit/harness.ts';
import { saveSource } from './sources.ts';

/**
 * The command line in real child processes: a run killed with SIGKILL in the middle and run again fetches no
 * finished page again and writes each item once; --dry-run prints JSON lines and writes nothing.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describeEachDb('crawl command line', (dialect) => {
  const site = new CrawlSite();
  let shared: Awaited<ReturnType<typeof createSharedTestDb>>;
  let db: Db;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    await site.start();
    shared = await createSharedTestDb(dialect);
    db = shared.open();
    await insertSiteAgencies(db.db);
    await buildLabel(db, { kind: 'policy_type', name: '资金扶持' });
    const t = shared.target;
    env = { ...process.env };
    delete env.DATABASE_URL;
    if (t.databaseUrl) env.DATABASE_URL = t.databaseUrl;
    else
      Object.assign(env, {
        DATA_DIR: path.dirname(t.sqliteFile as string),
        SQLITE_FILE: path.basename(t.sqliteFile as string),
      });
    for (const name of ['kjt', 'kjt-dry']) {
      const s = await saveSource(db.db, {
        name,
        list_urls: [`${site.base}/kjt/index.html`],
        paging: 'pages',
        page_pattern: 'index_{n}.html',
        rate_per_sec: 100,
        auto_publish: 0.5,
      });
      if (typeof s === 'string') throw new Error(s);
    }
  }, 60_000);
  afterAll(async () => {
    await shared.dispose();
    await site.stop();
  });

  const crawl = (args: string[], killWhen?: () => boolean) =>
    new Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/modules/crawl/cli.ts', ...args], {
        cwd: ROOT,
        env,
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      const timer = killWhen && setInterval(() => killWhen() && child.kill('SIGKILL'), 5);
      child.on('exit', (code, signal) => {
        if (timer) clearInterval(timer);
        resolve({ code, signal, stdout, stderr });
      });
    });
  const detailRequests = () => site.requests.filter((r) => /\/kjt\/content_\d+\.html$/u.test(r));

  it('a run killed with SIGKILL resumes: no finished page is fetched again, each item is written once', async () => {
    site.delayMs = 150;
    const killed = await crawl(['run', '--source', 'kjt'], () => detailRequests().length >= 3);
    expect(killed.signal).toBe('SIGKILL');
    const finished = await db.db
      .selectFrom('crawl_queue')
      .select('url')
      .where('kind', '=', 'detail')
      .where('state', '=', 'done')
      .execute();
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.length).toBeLessThan(4);
    const before = site.requests.length;
    site.delayMs = 0;
    const resumed = await crawl(['run', '--source', 'kjt']);
    // Exit 1: the fixture's mis-typed attachment is a failure (kept with the run, so told after a resume too).
    expect(resumed.code, resumed.stderr).toBe(1);
    expect(resumed.stdout).toContain('续跑');
    expect(resumed.stdout).toMatch(/失败 \S+missing-site-province-1\.xlsx：附件未收录：附件类型不符/u);
    const again = site.requests.slice(before).map((r) => `http://${r}`);
    for (const f of finished) expect(again).not.toContain(f.url);
    const policies = await db.db
      .selectFrom('policies')
      .select(['source_id'])
      .where('source_id', 'like', 'crawl:%')
      .execute();
    expect(policies).toHaveLength(4);
    expect(new Set(policies.map((p) => p.source_id)).size).toBe(4);
    const projects = await db.db.selectFrom('projects').select('id').where('source_id', 'like', 'crawl:%').execute();
    expect(projects).toHaveLength(2);
  }, 120_000);

  it('--dry-run prints one JSON line per item and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await db.db
            .selectFrom('crawl_runs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const runs = await count();
    const r = await crawl(['run', '--source', 'kjt-dry', '--dry-run']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('失败 1');
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { title: string; project: { apply_end: string } | null });
    expect(lines.map((l) => l.title).sort()).toEqual([0, 1, 2, 3].map((i) => site.doc('kjt', i).title).sort());
    expect(lines.find((l) => l.title === site.doc('kjt', 0).title)?.project?.apply_end).toBe(
      site.doc('kjt', 0).apply?.end,
    );
    expect(await count()).toBe(runs);
    const queued = await db.db.selectFrom('review_items').select('id').where('source_name', '=', 'kjt-dry').execute();
    expect(queued).toHaveLength(0);
  }, 60_000);
});

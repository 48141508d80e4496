import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { runEnv } from './env.ts';
import { runSource, type RunSummary } from './runner.ts';
import { findSource, saveSource } from './sources.ts';

/**
 * `npm run crawl -- add --name <name> --list-url <url> [--region <code>] [--agency <name>] [--paging next|pages|json|none]
 *  [--page-pattern 'index_{n}.html'] [--cron '0 6 * * 1-5'] [--max-pages N] [--rate <req/s>] [--auto-publish 0.9] [--type 资金扶持]`
 * `npm run crawl -- run --source <name> [--dry-run] [--max-pages N]`
 * `npm run crawl -- list`
 * Uses the database main.ts uses. `run` shows a progress bar on a terminal and ends with a summary (pages fetched,
 * new, updated, unchanged, folded, failed with reasons); --dry-run prints each item as one JSON line on stdout
 * and writes nothing. Exit code 1 when a page failed.
 */
const USAGE = `usage:
  npm run crawl -- add --name <name> --list-url <url> [--list-url <url>…] [--region <code>] [--agency <name>]
                       [--paging next|pages|json|none] [--page-pattern <url with {n}>] [--cron <expr>]
                       [--max-pages N] [--rate <req/s>] [--auto-publish <0-1>] [--type <政策类型>]
  npm run crawl -- run --source <name> [--dry-run] [--max-pages N]
  npm run crawl -- list
`;

function summaryText(s: RunSummary, secs: string): string {
  const lines = [
    `[crawl] ${s.resumed ? '续跑完成' : '完成'}：抓取页面 ${s.fetched}，新增 ${s.new_items}，更新 ${s.updated}，未变 ${s.unchanged}，合并转载 ${s.folded}，失败 ${s.failed}（${secs}s）`,
  ];
  if (s.left > 0) lines.push(`[crawl] 尚有 ${s.left} 个页面待下次运行继续`);
  for (const f of s.failures) lines.push(`  失败 ${f.url}：${f.reason}`);
  for (const n of s.notes) lines.push(`  提示 ${n}`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      'list-url': { type: 'string', multiple: true },
      region: { type: 'string' },
      agency: { type: 'string' },
      paging: { type: 'string' },
      'page-pattern': { type: 'string' },
      cron: { type: 'string' },
      'max-pages': { type: 'string' },
      rate: { type: 'string' },
      'auto-publish': { type: 'string' },
      type: { type: 'string' },
      source: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  if (command !== 'add' && command !== 'run' && command !== 'list') {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.resolve(config.DATA_DIR, config.SQLITE_FILE),
    poolSize: 2,
  });
  try {
    await migrateToLatest(handle);
    if (command === 'list') {
      const rows = await handle.db
        .selectFrom('crawl_sources')
        .select(['name', 'list_urls_json', 'cron', 'enabled'])
        .orderBy('name')
        .execute();
      for (const r of rows)
        process.stdout.write(`${r.name}\t${r.enabled ? '启用' : '停用'}\t${r.cron || '手动'}\t${r.list_urls_json}\n`);
      return;
    }
    if (command === 'add') {
      const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
      const saved = await saveSource(handle.db, {
        name: values.name,
        list_urls: values['list-url'] ?? [],
        ...(values.paging ? { paging: values.paging } : {}),
        ...(values['page-pattern'] ? { page_pattern: values['page-pattern'] } : {}),
        ...(values.region ? { region_code: values.region } : {}),
        ...(values.agency ? { agency: values.agency } : {}),
        ...(values.cron ? { cron: values.cron } : {}),
        ...(values['max-pages'] ? { max_pages: num(values['max-pages']) } : {}),
        ...(values.rate ? { rate_per_sec: num(values.rate) } : {}),
        ...(values['auto-publish'] ? { auto_publish: num(values['auto-publish']) } : {}),
        ...(values.type ? { selectors: { type: values.type } } : {}),
      });
      if (typeof saved === 'string') {
        process.stderr.write(`[crawl] 未保存：${saved}\n`);
        process.exitCode = 2;
        return;
      }
      process.stdout.write(`[crawl] 已保存来源 ${saved.name}（${saved.list_urls.length} 个列表页）\n`);
      return;
    }
    const source = values.source ? await findSource(handle.db, values.source) : null;
    if (!source) {
      process.stderr.write(values.source ? `[crawl] 来源不存在：${values.source}\n` : USAGE);
      process.exitCode = 2;
      return;
    }
    const started = performance.now();
    const bar = new cliProgress.SingleBar(
      {
        format: '[crawl] {bar} {value}/{total} 页 | 新增 {new} 失败 {failed}',
        hideCursor: true,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(1, 0, { new: 0, failed: 0 });
    const summary = await runSource(handle, source, {
      ...runEnv(config),
      dryRun: values['dry-run'] === true,
      ...(values['max-pages'] ? { maxPages: Number(values['max-pages']) } : {}),
      print: (line) => process.stdout.write(`${line}\n`),
      onProgress: (s, pending) => {
        const done = s.fetched + s.failed;
        bar.setTotal(done + pending);
        bar.update(done, { new: s.new_items, failed: s.failed });
      },
    });
    bar.stop();
    // --dry-run keeps stdout for the JSON lines; a real run prints its summary there.
    const out = values['dry-run'] ? process.stderr : process.stdout;
    out.write(summaryText(summary, ((performance.now() - started) / 1000).toFixed(1)));
    if (summary.failed > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[crawl] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

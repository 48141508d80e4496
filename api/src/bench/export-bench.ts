/**
 * 数据导出 benchmark (issue 36): an SVIP member exports 5,000 companies (the unfiltered company list, every
 * default column) through the real API; the time from the start call until the job is done, and the API
 * process's RSS while it writes (sampled every 20 ms; targets: ≤ 5 s, ≤ 150 MB).
 * Self-contained: a fresh SQLite database in a temporary directory, seeded with the portal's generator
 * (6,000 companies), and the API in a child process of its own, so its RSS is the API's alone.
 *
 *   npm run bench -- --export
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { ExportApi } from '@aikc/shared/api-paths';
import { companyFilterCodec } from '@aikc/shared/filters';
import { EXPORT_COLUMNS, type ExportJob } from '@aikc/shared/schemas/export';
import { buildUser } from '../../test-kit/builders.ts';
import { createApp } from '../app.ts';
import { createRuntimes } from '../composition.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { runSeed } from '../seed/run-seed.ts';

const ROWS = 5000;
const MB = 1024 * 1024;
const SQLITE_FILE = 'export-bench.db';

interface Rss {
  /** Right after listening; before the export (after the preview warmed the company columns); the peak since. */
  listening: number;
  idle: number;
  peak: number;
  maxRss: number;
}
type FromApi = { port: number } | { rss: Rss };

/** The child: the API over the bench database, sampling its own RSS. */
async function serve(dataDir: string): Promise<void> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SQLITE_FILE, LOG_LEVEL: 'warn' });
  const handle = openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE) });
  const app = createApp(createRuntimes({ config, db: handle, logger: createLogger('warn', 'api', '/dev/null') }));
  let listening = 0;
  const server = app.listen(0, '127.0.0.1', () => {
    listening = process.memoryUsage.rss();
    process.send?.({ port: (server.address() as AddressInfo).port } satisfies FromApi);
  });
  let idle = process.memoryUsage.rss();
  let peak = idle;
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20).unref();
  process.on('message', (m: string) => {
    if (m === 'mark') idle = peak = process.memoryUsage.rss();
    if (m === 'mark' || m === 'rss')
      process.send?.({
        rss: { listening, idle, peak, maxRss: process.resourceUsage().maxRSS * 1024 },
      } satisfies FromApi);
    if (m === 'stop') server.close(() => process.exit(0));
  });
}

function ask(child: ChildProcess, msg: string): Promise<FromApi> {
  return new Promise((resolve) => {
    child.once('message', (m: FromApi) => resolve(m));
    child.send(msg);
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-export-bench-'));
  const handle = openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE) });
  await migrateToLatest(handle);
  const seedStart = performance.now();
  await runSeed(handle, {
    seed: 20261126,
    today: new Date().toISOString().slice(0, 10),
    sizes: { policies: 100, interpretations: 0, news: 0, projects: 20, companies: 6000 },
    progress: null,
  });
  const user = await buildUser(handle.db, { vip_level: 'svip', username: '导出基准' });
  await handle.db
    .updateTable('users')
    .set({ vip_end_time: Date.now() + 86_400_000 })
    .where('id', '=', user.id)
    .execute();
  await handle.close();
  console.log(
    `[export-bench] seeded 6,000 companies in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (SQLite)`,
  );

  const child = fork(process.argv[1] as string, ['--serve', dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const { port } = (await new Promise<FromApi>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
    })) as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const call = async <T>(p: string, init: RequestInit = {}): Promise<T> => {
      const res = await fetch(`${base}${p}`, {
        ...init,
        headers: { Authorization: user.token, Platform: 'pc-web', 'Content-Type': 'application/json' },
      });
      const body = (await res.json()) as { code: number; msg: string; data: T };
      if (body.code !== 200) throw new Error(`${p}: ${body.code} ${body.msg}`);
      return body.data;
    };
    // Warm the search engine's columns the way a visitor's first list request would, then mark the RSS.
    const source = { kind: 'company', filter: companyFilterCodec.defaults };
    await call(ExportApi.preview, { method: 'POST', body: JSON.stringify({ source }) });
    await ask(child, 'mark');
    const started = performance.now();
    let job = await call<ExportJob>(ExportApi.start, {
      method: 'POST',
      body: JSON.stringify({
        source,
        columns: EXPORT_COLUMNS.company.filter((c) => c.default).map((c) => c.key),
        rows: ROWS,
      }),
    });
    while (job.stage === 'running') {
      await new Promise((r) => setTimeout(r, 50));
      job = await call<ExportJob>(`${ExportApi.job}?id=${job.id}`);
    }
    const secs = (performance.now() - started) / 1000;
    const { rss } = (await ask(child, 'rss')) as { rss: Rss };
    if (job.stage !== 'done') throw new Error(`export ${job.stage}: ${job.message}`);

    const res = await fetch(`${base}${ExportApi.download}?id=${job.id}`, { headers: { Authorization: user.token } });
    const buf = Buffer.from(await res.arrayBuffer());
    const wb = new ExcelJS.Workbook();
    // exceljs declares its own global Buffer, which Node's Buffer<ArrayBuffer> does not satisfy as a type.
    await wb.xlsx.load(buf as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const rows = (wb.worksheets[0]?.rowCount ?? 1) - 1;
    if (rows !== ROWS) throw new Error(`the file holds ${rows} rows, not ${ROWS}`);
    console.log(
      `[export-bench] ${ROWS} companies → ${job.file_name} (${(buf.length / 1024).toFixed(0)} KB, ${rows} rows checked): ${secs.toFixed(2)} s (target ≤ 5 s) ${secs <= 5 ? 'ok' : 'MISS'}`,
    );
    console.log(
      `[export-bench] API RSS: ${(rss.listening / MB).toFixed(0)} MB on start, ${(rss.idle / MB).toFixed(0)} MB before the export, peak ${(rss.peak / MB).toFixed(0)} MB during it (+${((rss.peak - rss.idle) / MB).toFixed(0)} MB; target ≤ 150 MB) ${rss.peak <= 150 * MB ? 'ok' : 'MISS'}; process max ${(rss.maxRss / MB).toFixed(0)} MB`,
    );
  } finally {
    child.send('stop');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const serveAt = process.argv.indexOf('--serve');
void (serveAt > 0 ? serve(process.argv[serveAt + 1] as string) : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { PushMatcher } from '../push/matcher.ts';
import { importContent } from './importer.ts';
import { importFiles, readJsonl } from './jsonl.ts';

/**
 * `npm run import -- <file.jsonl|dir>`: adds or updates content in the database main.ts uses, one JSON item
 * per line (shared/src/schemas/content-import.ts). A CLI script, so it reports on stdout/stderr directly:
 * progress per file, each failed line with its reason, and a summary. Exit code 1 when any line failed.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    process.stderr.write('usage: npm run import -- <file.jsonl|dir>\n');
    process.exit(2);
  }
  const config = loadConfig();
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.resolve(config.DATA_DIR, config.SQLITE_FILE),
    poolSize: 2,
  });
  // This command searches nothing; one push matcher serves all its files.
  const writes = { search: null, pushMatcher: new PushMatcher() };
  let failures = 0;
  try {
    await migrateToLatest(handle);
    for (const file of importFiles(path.resolve(target))) {
      const started = performance.now();
      const { items, failed } = await readJsonl(file);
      let last = 0;
      const report = await importContent(handle, writes, items, (done, total) => {
        const t = performance.now();
        if (t - last < 1000 && done < total) return;
        last = t;
        process.stderr.write(
          `[import] ${path.basename(file)}: ${done}/${total} (${total ? ((100 * done) / total).toFixed(0) : 100}%)\n`,
        );
      });
      const all = [...failed, ...report.failed].sort((a, b) => a.line - b.line);
      for (const f of all) process.stdout.write(`${path.basename(file)}:${f.line}: ${f.reason}\n`);
      failures += all.length;
      const secs = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `[import] ${path.basename(file)}: 新增 ${report.inserted}，更新 ${report.updated}，未变 ${report.unchanged}，失败 ${all.length}，推送 ${report.pushes}（${secs}s）\n`,
      );
    }
  } finally {
    await handle.close();
  }
  if (failures > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`[import] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`: every workspace's vitest suite, then the browser tests against fresh bundles, then one summary
 * line. All suites run even when one fails, so a CI log shows every failure at once.
 *   --unit  only the unit and integration suites     --e2e  only the browser tests
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
const UNIT = ['shared', 'server-kit', 'search', 'api', 'realtime-gateway', 'client', 'screens', 'admin'];

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
  testResults?: { name: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
}

function sh(cmd: string, args: string[], cwd = root): number {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  return r.status ?? 1;
}

function runSuite(ws: string): { ok: boolean; json: VitestJson | null } {
  const out = path.join(resultsDir, `${ws}.json`);
  fs.rmSync(out, { force: true });
  process.stdout.write(`\n-- ${ws}\n`);
  const status = sh(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    path.join(root, ws),
  );
  const json = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as VitestJson) : null;
  return { ok: status === 0, json };
}

const onlyUnit = process.argv.includes('--unit');
const onlyE2e = process.argv.includes('--e2e');
fs.mkdirSync(resultsDir, { recursive: true });

const suites: string[] = [];
if (!onlyE2e) suites.push(...UNIT);
let ok = true;
let passed = 0;
let failed = 0;
let skipped = 0;
// CI shows only the tail of the log: the names of what failed are repeated right above the summary line.
const failures: string[] = [];
const tally = (ws: string) => {
  const r = runSuite(ws);
  ok &&= r.ok;
  if (r.json) {
    passed += r.json.numPassedTests;
    failed += r.json.numFailedTests;
    skipped += r.json.numPendingTests + r.json.numTodoTests;
    for (const file of r.json.testResults ?? []) {
      const where = path.relative(root, file.name);
      const bad = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of bad) failures.push(`${where} > ${a.fullName}`);
      // A file that fails to load (syntax, a throwing import) has no assertions, only a message.
      if (bad.length === 0 && file.message) failures.push(`${where}: ${file.message.split('\n')[0]}`);
    }
  } else if (!r.ok) {
    failed += 1;
    failures.push(`${ws}: vitest exited without a report`);
  }
};
for (const ws of suites) tally(ws);

if (!onlyUnit) {
  // Bundles only: the type check is `npm run typecheck`'s (CI runs it before the tests), not repeated here.
  process.stdout.write('\n-- bundling the client, screens and admin for the browser tests\n');
  if (sh('npm', ['run', 'bundle', '-w', '@aikc/client', '-w', '@aikc/screens', '-w', '@aikc/admin']) !== 0) {
    ok = false;
    failed += 1;
    failures.push('bundling the front ends');
  } else {
    tally('e2e');
  }
}

if (failures.length > 0) process.stdout.write(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(ok && failed === 0 ? 0 : 1);

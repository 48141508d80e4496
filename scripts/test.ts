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
const tally = (ws: string) => {
  const r = runSuite(ws);
  ok &&= r.ok;
  if (r.json) {
    passed += r.json.numPassedTests;
    failed += r.json.numFailedTests;
    skipped += r.json.numPendingTests + r.json.numTodoTests;
  } else if (!r.ok) {
    failed += 1;
  }
};
for (const ws of suites) tally(ws);

if (!onlyUnit) {
  // Bundles only: the type check is `npm run typecheck`'s (CI runs it before the tests), not repeated here.
  process.stdout.write('\n-- bundling the client, screens and admin for the browser tests\n');
  if (sh('npm', ['run', 'bundle', '-w', '@aikc/client', '-w', '@aikc/screens', '-w', '@aikc/admin']) !== 0) {
    ok = false;
    failed += 1;
  } else {
    tally('e2e');
  }
}

process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(ok && failed === 0 ? 0 : 1);

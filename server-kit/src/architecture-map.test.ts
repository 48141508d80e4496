import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md is the map of the house: a newcomer follows its paths into the code. A map that names a file
 * the code has moved away from sends them nowhere, and nobody notices until they do, so CI checks it here (the
 * project has no other place for checks on its documents; server-kit's suite is the lightest that runs in CI).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAP = path.join(ROOT, 'ARCHITECTURE.md');

/** The map stays a map: rationale and figures belong in docs/decisions/ (issue 29). */
const MAX_MAP_BYTES = 15 * 1024;

const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|js|json|md|sh|css|html)$/;

/**
 * The backticked spans that name a path in the repository: relative, no spaces, and either with a folder
 * separator or a file extension. URL paths (`/api/front/**`), package names (`@aikc/shared`), commands and
 * identifiers are left out.
 */
function mapPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const paths = spans.filter(
    (s) =>
      !/\s/.test(s) &&
      !s.startsWith('/') &&
      !s.startsWith('@') &&
      !s.includes('://') &&
      (s.includes('/') || FILE_EXTENSION.test(s)),
  );
  return [...new Set(paths)];
}

/** Markdown links to files of the repository (`[text](docs/decisions/0001-x.md)`), anchors dropped. */
function linkedFiles(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!.split('#')[0]!);
  return [...new Set(targets.filter((t) => t !== '' && !t.includes('://')))];
}

describe('ARCHITECTURE.md, the map', () => {
  const markdown = fs.readFileSync(MAP, 'utf8');

  it('names only paths that exist', () => {
    const paths = mapPaths(markdown);
    // The map names dozens of seams; finding none would mean the extraction broke, not that the map is true.
    expect(paths.length).toBeGreaterThan(40);
    const missing = paths.filter((p) => !fs.existsSync(path.join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it('links only to files that exist, and so does the index of decisions', () => {
    const missing = linkedFiles(markdown).filter((t) => !fs.existsSync(path.join(ROOT, t)));
    expect(missing).toEqual([]);
    const decisions = path.join(ROOT, 'docs/decisions');
    const index = fs.readFileSync(path.join(decisions, 'README.md'), 'utf8');
    const records = fs.readdirSync(decisions).filter((f) => /^\d{4}-.+\.md$/.test(f));
    // Every record is listed, and every listed record exists.
    expect(linkedFiles(index).filter((t) => !fs.existsSync(path.join(decisions, t)))).toEqual([]);
    expect(records.filter((r) => !linkedFiles(index).includes(r))).toEqual([]);
  });

  it('stays under 15 KB', () => {
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThan(MAX_MAP_BYTES);
  });

  it('treats commands, URL paths, package names and identifiers as text, not paths', () => {
    const sample =
      '`npm start` `/api/front/**` `@aikc/shared` `REDIS_URL` `engineOf` `api/src/main.ts` `package.json` `https://x.cn/a`';
    expect(mapPaths(sample)).toEqual(['api/src/main.ts', 'package.json']);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { ImportFailure } from '@aikc/shared/schemas/content-import';
import type { RawItem } from './importer.ts';

/** The .jsonl files of a path: the file itself, or a directory's files in name order. */
export function importFiles(target: string): string[] {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => path.join(target, f));
}

/** A file's lines as items with their 1-based line numbers; blank lines are skipped, unparsable ones reported. */
export async function readJsonl(file: string): Promise<{ items: RawItem[]; failed: ImportFailure[] }> {
  const items: RawItem[] = [];
  const failed: ImportFailure[] = [];
  const rl = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of rl) {
    line += 1;
    const t = line === 1 ? text.replace(/^\uFEFF/, '') : text;
    if (t.trim() === '') continue;
    try {
      items.push({ line, raw: JSON.parse(t) as unknown });
    } catch {
      failed.push({ line, reason: '不是有效的JSON' });
    }
  }
  return { items, failed };
}

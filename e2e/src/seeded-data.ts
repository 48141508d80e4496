import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  interface ProvidedContext {
    /** A data directory the API has seeded once for this run (global-setup.ts), or '' when there is none. */
    seededDataDir: string;
  }
}

/**
 * Fills `dataDir` with a copy of this run's seeded database, so a stack starts in seconds instead of seeding the
 * default corpus again (34 s of a 54 s start on this machine). Without one (a file run outside the e2e config)
 * the directory stays empty and the API seeds on start as `npm start` does.
 */
export function copySeededData(dataDir: string): void {
  const template = inject('seededDataDir');
  if (!template || !fs.existsSync(template)) return;
  for (const name of fs.readdirSync(template)) fs.copyFileSync(path.join(template, name), path.join(dataDir, name));
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.ts';
import { evaluateFilesDir, uploadsDir } from './dirs.ts';
import type { UploadArea } from './limits.ts';
import { removeUpload } from './quota.ts';

/**
 * A file is left alone this long after it was written: an avatar or screenshot is uploaded first and referenced
 * when the form is saved, which may be a while later.
 */
export const SWEEP_GRACE_MS = 24 * 3_600_000;

/** The stored names still referenced, per area (the one owner of each reference is its own table). */
async function referenced(deps: AppDeps, area: UploadArea): Promise<Set<string>> {
  const db = deps.db.db;
  const base = (url: string) => url.split('/').pop() ?? '';
  if (area === 'avatar') {
    const rows = await db.selectFrom('users').select('avatar').where('avatar', 'like', '/uploads/avatars/%').execute();
    return new Set(rows.map((r) => base(r.avatar)));
  }
  if (area === 'image') {
    const rows = await db.selectFrom('feedbacks').select('images').where('images', '<>', '[]').execute();
    return new Set(rows.flatMap((r) => (JSON.parse(r.images) as string[]).map(base)));
  }
  const rows = await db.selectFrom('assessment_files').select('stored_name').execute();
  return new Set(rows.map((r) => r.stored_name));
}

function dirOf(deps: AppDeps, area: UploadArea): string {
  if (area === 'evaluate') return evaluateFilesDir(deps);
  return path.join(uploadsDir(deps), area === 'avatar' ? 'avatars' : 'images');
}

/**
 * Removes stored uploads nothing refers to any more (a replaced avatar, a screenshot never sent with a feedback,
 * a document whose row is gone) once they are older than the grace period, and marks them removed in the ledger.
 * Idempotent, and safe when two API processes run it at once: a file already gone is skipped, and the ledger
 * update only touches rows not yet marked.
 */
export async function sweepUploads(deps: AppDeps, now = Date.now(), graceMs = SWEEP_GRACE_MS) {
  const removed: Record<UploadArea, number> = { evaluate: 0, avatar: 0, image: 0 };
  for (const area of Object.keys(removed) as UploadArea[]) {
    const dir = dirOf(deps, area);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    if (names.length === 0) continue;
    const keep = await referenced(deps, area);
    for (const name of names) {
      if (keep.has(name)) continue;
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtimeMs > now - graceMs) continue;
      await fs.rm(file, { force: true });
      await removeUpload(deps.db.db, area, name, now);
      removed[area] += 1;
    }
  }
  return removed;
}

const SWEEP_EVERY_MS = 3_600_000;

/** Runs the sweep a minute after start, then hourly (main.ts); returns the stop. Failures are logged and retried next time. */
export function startUploadSweeps(deps: AppDeps): () => void {
  const run = () =>
    void sweepUploads(deps).then(
      (removed) => deps.logger.info({ removed }, 'upload sweep'),
      (err: unknown) =>
        deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'upload sweep failed'),
    );
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

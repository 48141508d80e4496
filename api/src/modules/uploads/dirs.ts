import path from 'node:path';
import type { AppDeps } from '../../deps.ts';

/**
 * Where each upload area keeps its files, under DATA_DIR. Kept here, below the features that upload, so the sweep
 * (which reads every area) does not depend on those features.
 */
export function uploadsDir(deps: Pick<AppDeps, 'config'>): string {
  return path.resolve(deps.config.DATA_DIR, 'uploads');
}

/** 企业评价 documents (assessment/files.ts). */
export function evaluateFilesDir(deps: Pick<AppDeps, 'config'>): string {
  return path.resolve(deps.config.DATA_DIR, 'evaluate-files');
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.ts';
import { assertRoomForUploads } from './disk.ts';
import type { UploadArea } from './limits.ts';
import { checkUploadQuota, removeUpload, reserveUpload } from './quota.ts';

/**
 * Before an upload's body is read: the data folder has room and the user is under every limit (a user at a
 * limit is refused from the headers, without the body being read).
 */
export async function admitUpload(deps: AppDeps, userId: number): Promise<void> {
  await assertRoomForUploads(deps.config.DATA_DIR, deps.config.UPLOAD_MIN_FREE_MB);
  await checkUploadQuota(deps.db.db, userId, 0, Date.now());
}

/**
 * Stores an upload's bytes as `dir/storedName` once the ledger has taken it (the limits checked with its size, in
 * the same transaction); a failed write takes it out of the ledger again.
 */
export async function storeUpload(
  deps: AppDeps,
  u: { userId: number; area: UploadArea; dir: string; storedName: string; bytes: Buffer; assessmentId?: number },
): Promise<void> {
  await reserveUpload(deps.db.db, deps.db.dialect, { ...u, size: u.bytes.length });
  try {
    await fs.mkdir(u.dir, { recursive: true });
    await fs.writeFile(path.join(u.dir, u.storedName), u.bytes, { flag: 'wx' });
  } catch (err) {
    await removeUpload(deps.db.db, u.area, u.storedName);
    throw err;
  }
}

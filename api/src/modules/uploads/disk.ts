import fs from 'node:fs/promises';
import { ResultCode } from '@aikc/shared/result-codes';
import { AppError } from '../../http/errors.ts';
import { UploadMessages } from './limits.ts';

/** statfs is cheap but not free: a burst of uploads reads it once per this long. */
const CHECK_EVERY_MS = 5_000;
const cache = new Map<string, { at: number; free: number }>();

/** Bytes available to this process on the file system of `dir` (fs.statfs), read at most every 5 s. */
export async function freeBytes(dir: string, now = Date.now()): Promise<number> {
  const c = cache.get(dir);
  if (c && now - c.at < CHECK_EVERY_MS) return c.free;
  await fs.mkdir(dir, { recursive: true });
  const s = await fs.statfs(dir);
  const free = s.bavail * s.bsize;
  cache.set(dir, { at: now, free });
  return free;
}

/**
 * Refuses an upload (503, in Chinese) when the data folder has less than `minFreeMb` left. Only uploads are
 * refused: the database lives there too, and its writes (orders, answers, settings) must keep their room.
 */
export async function assertRoomForUploads(dataDir: string, minFreeMb: number): Promise<void> {
  if ((await freeBytes(dataDir)) < minFreeMb * 1024 * 1024)
    throw new AppError(ResultCode.UPSTREAM_UNAVAILABLE, UploadMessages.diskLow);
}

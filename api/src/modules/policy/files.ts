import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files of policy attachments that the portal holds itself (crawled ones; imported rows carry metadata only).
 * Stored content-addressed under DATA_DIR/policy-files: the name is the bytes' SHA-256 and the sniffed type, so
 * storing the same file twice (a resumed run, a reprint's attachment) writes nothing new and a half-written
 * file never takes a final name.
 */
export const POLICY_FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  wps: 'application/vnd.ms-works',
  zip: 'application/zip',
};

export function policyFilesDir(dataDir: string): string {
  return path.resolve(dataDir, 'policy-files');
}

const NAME = /^[0-9a-f]{64}\.[a-z]{2,5}$/u;

/** Stores the bytes (once) and returns the stored name. */
export async function storePolicyFile(dir: string, bytes: Buffer, type: string): Promise<string> {
  const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.${type}`;
  const final = path.join(dir, name);
  try {
    await fs.access(final);
    return name;
  } catch {
    // Not there yet: written under a temporary name, then renamed (atomic on one file system).
  }
  await fs.mkdir(dir, { recursive: true });
  const tmp = `${final}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, final);
  return name;
}

/** The stored file's bytes, or null when the name is not one of ours or the file is gone. */
export async function readPolicyFile(dir: string, name: string): Promise<Buffer | null> {
  if (!NAME.test(name)) return null;
  try {
    return await fs.readFile(path.join(dir, name));
  } catch {
    return null;
  }
}

import type { Kysely } from 'kysely';
import {
  ATTACHMENT_UPLOAD_TYPES,
  ATTACHMENTS_PER_POLICY,
  type AdminAttachment,
} from '@aikc/shared/admin/schemas/attachments';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { sanitizeFileName } from '../assessment/files.ts';
import { attachmentText, sniffAttachment } from '../crawl/attachments.ts';
import { storePolicyFile } from '../policy/files.ts';
import { appendAudit, type Actor } from './audit.ts';

/**
 * A policy's attachment files as the editor adds and removes them. The file is typed and read exactly as the
 * crawler types and reads its attachments (crawl/attachments.ts), stored content-addressed by policy/files.ts,
 * and its row is written with its audit row in one transaction. A removed row's file stays: the same bytes may be
 * another row's file (content addressing), and the portal never serves a file without a row.
 */

const TYPES: readonly string[] = ATTACHMENT_UPLOAD_TYPES;

export const TYPE_REFUSED = `仅支持上传${ATTACHMENT_UPLOAD_TYPES.join('、')}格式的附件`;

const extOf = (name: string) => /\.([A-Za-z0-9]{2,5})$/u.exec(name)?.[1]?.toLowerCase() ?? '';

function present(r: {
  id: number;
  name: string;
  file_type: string;
  size_bytes: number;
  stored_name: string | null;
  text_content: string;
}): AdminAttachment {
  return {
    id: r.id,
    name: r.name,
    file_type: r.file_type,
    size_bytes: r.size_bytes,
    held: r.stored_name !== null,
    text_chars: r.text_content.length,
  };
}

const COLUMNS = ['id', 'name', 'file_type', 'size_bytes', 'stored_name', 'text_content'] as const;

export async function policyAttachments(db: Kysely<Database>, policyId: number): Promise<AdminAttachment[]> {
  const rows = await db
    .selectFrom('policy_attachments')
    .select(COLUMNS)
    .where('policy_id', '=', policyId)
    .orderBy('id')
    .execute();
  return rows.map(present);
}

export interface UploadedAttachment {
  policyId: number;
  /** The uploaded file's name: its extension is the type the bytes must agree with. */
  fileName: string;
  /** The name shown to users (the editor's, else the file's); its extension is replaced by the type's. */
  name: string;
  bytes: Buffer;
}

/**
 * Checks the upload (an accepted extension whose bytes agree with it), then stores the file and writes its row
 * and audit row. Every refusal comes before anything is written.
 */
export async function addAttachment(
  db: Kysely<Database>,
  filesDir: string,
  actor: Actor,
  u: UploadedAttachment,
  now = Date.now(),
): Promise<AdminAttachment> {
  const ext = extOf(u.fileName);
  if (!TYPES.includes(ext)) throw badRequest(TYPE_REFUSED);
  const sniffed = await sniffAttachment(u.bytes, ext, '文件名');
  if ('reason' in sniffed) throw badRequest(`${sniffed.reason}，请上传与扩展名一致的文件`);
  if (sniffed.type !== ext)
    throw badRequest(`附件类型不符：文件名为${ext}文件，内容为${sniffed.type}文件，请上传与扩展名一致的文件`);
  const base = sanitizeFileName(u.name) || '附件';
  const name = `${base}.${ext}`;
  await assertRoom(db, u.policyId);
  const text = await attachmentText(u.bytes, ext);
  const stored = await storePolicyFile(filesDir, u.bytes, ext);
  return db.transaction().execute(async (trx) => {
    // Checked again inside the write: a policy removed or filled up meanwhile gets no row.
    await assertRoom(trx, u.policyId);
    const row = await trx
      .insertInto('policy_attachments')
      .values({
        policy_id: u.policyId,
        name,
        file_type: ext,
        size_bytes: u.bytes.length,
        stored_name: stored,
        source_url: '',
        text_content: text,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await appendAudit(
      trx,
      actor,
      {
        action: 'attachment.add',
        entity: 'policy',
        entityId: u.policyId,
        before: null,
        after: { attachment_id: row.id, name, file_type: ext, size_bytes: u.bytes.length, stored_name: stored },
      },
      now,
    );
    return present(row);
  });
}

async function assertRoom(db: Kysely<Database>, policyId: number): Promise<void> {
  const policy = await db.selectFrom('policies').select('id').where('id', '=', policyId).executeTakeFirst();
  if (!policy) throw notFound('政策不存在或已删除');
  const { n } = await db
    .selectFrom('policy_attachments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('policy_id', '=', policyId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= ATTACHMENTS_PER_POLICY)
    throw conflict(`每条政策最多${ATTACHMENTS_PER_POLICY}个附件，请先删除不需要的附件`);
}

/** Removes one attachment row with its audit row; a second removal finds nothing (404) and writes nothing. */
export async function removeAttachment(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  now = Date.now(),
): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('policy_attachments')
      .select(['id', 'policy_id', 'name', 'file_type', 'size_bytes', 'stored_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('附件不存在或已删除');
    const gone = await trx.deleteFrom('policy_attachments').where('id', '=', id).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw notFound('附件不存在或已删除');
    const { policy_id, id: attachment_id, ...rest } = row;
    await appendAudit(
      trx,
      actor,
      {
        action: 'attachment.remove',
        entity: 'policy',
        entityId: policy_id,
        before: { attachment_id, ...rest },
        after: null,
      },
      now,
    );
  });
  return null;
}

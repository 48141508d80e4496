import { z } from 'zod';
import { AdminIdSchema } from './common.ts';

/**
 * A policy's attachments as the editor manages them: one file per upload (multipart `file`, with `policy_id` and
 * an optional UTF-8 `name`), typed from its bytes on the server; removal by the attachment's id. Imported rows
 * carry metadata only (`held: false`: the portal serves a described stand-in for them).
 */
export const ATTACHMENT_UPLOAD_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'wps', 'zip'] as const;
export const ATTACHMENT_UPLOAD_MAX_MB = 20;
export const ATTACHMENTS_PER_POLICY = 20;

const POLICY_REQUIRED = '请指定附件所属的政策';

/** Multipart fields are text: the policy's id arrives as a string. */
export const AttachmentUploadFieldsSchema = z.object({
  policy_id: z.coerce.number(POLICY_REQUIRED).int(POLICY_REQUIRED).positive(POLICY_REQUIRED),
  name: z.string().trim().max(200, '附件名称不超过200字').optional(),
});

export const AttachmentRemoveBodySchema = z.object({ id: AdminIdSchema });

export const AdminAttachmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  file_type: z.string(),
  size_bytes: z.number(),
  /** The portal holds the file itself (uploaded or crawled), not a stand-in. */
  held: z.boolean(),
  /** Characters of text read from the file (PDF, DOCX); 0 when none could be read. */
  text_chars: z.number(),
});
export type AdminAttachment = z.output<typeof AdminAttachmentSchema>;

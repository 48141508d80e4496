import { Router, type NextFunction, type Request, type Response } from 'express';
import { ADMIN_CALLS } from '@aikc/shared/admin/api-paths';
import {
  ATTACHMENT_UPLOAD_MAX_MB,
  AttachmentRemoveBodySchema,
  AttachmentUploadFieldsSchema,
} from '@aikc/shared/admin/schemas/attachments';
import { ok } from '@aikc/shared/envelope';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { AppDeps } from '../../deps.ts';
import type { StaffRow } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { clientIp } from '../../http/ip-guard.ts';
import { singleFileUpload } from '../../http/upload.ts';
import { policyFilesDir } from '../policy/files.ts';
import { assertRoomForUploads } from '../uploads/disk.ts';
import { addAttachment, removeAttachment } from './content-attachments.ts';
import { adminCall, requirePermission } from './guard.ts';

/**
 * 内容编辑: a policy's attachment files. The upload is multipart (like the invoice PDF): permission and disk room
 * are checked before the body is read, one file of at most 20 MB is held in memory, then the fields are
 * validated and the service types, stores and records it.
 */
export function adminAttachmentRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const upload = singleFileUpload({
    maxBytes: ATTACHMENT_UPLOAD_MAX_MB * 1024 * 1024,
    fields: 3,
    tooLarge: `附件不能超过${ATTACHMENT_UPLOAD_MAX_MB}MB`,
  });

  r.post(
    ADMIN_CALLS.attachmentUpload.path,
    requirePermission(deps, 'content.write'),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await assertRoomForUploads(deps.config.DATA_DIR, deps.config.UPLOAD_MIN_FREE_MB);
        await upload(req, res);
        const fields = AttachmentUploadFieldsSchema.safeParse(req.body ?? {});
        if (!fields.success) throw badRequest(firstIssueMessage(fields.error));
        const file = req.file;
        if (!file || file.size === 0) throw badRequest('请选择要上传的附件');
        // busboy reads part headers as latin1; the `name` field is UTF-8 text, the preferred source of the name.
        const fileName = Buffer.from(file.originalname, 'latin1').toString('utf8');
        const staff = res.locals.staff as StaffRow;
        const added = await addAttachment(
          db,
          policyFilesDir(deps.config.DATA_DIR),
          { staffId: staff.id, ip: clientIp(req) },
          { policyId: fields.data.policy_id, fileName, name: fields.data.name || fileName, bytes: file.buffer },
        );
        res.json(ok(added));
      } catch (err) {
        next(err);
      }
    },
  );

  adminCall(r, deps, 'attachmentRemove', AttachmentRemoveBodySchema, ({ input, actor }) =>
    removeAttachment(db, actor, input.id),
  );
  return r;
}

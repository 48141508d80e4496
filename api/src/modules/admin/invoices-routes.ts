import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { ADMIN_CALLS } from '@aikc/shared/admin/api-paths';
import {
  InvoiceIssueBodySchema,
  InvoiceListQuerySchema,
  InvoiceRejectBodySchema,
} from '@aikc/shared/admin/schemas/orders';
import { ok } from '@aikc/shared/envelope';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { singleFileUpload } from '../../http/upload.ts';
import { invoiceDir } from '../membership/invoice-file.ts';
import { assertRoomForUploads } from '../uploads/disk.ts';
import { adminCall, requirePermission } from './guard.ts';
import { issueInvoice, listInvoices, rejectInvoice } from './invoices-service.ts';

const PDF_MAX_BYTES = 5 * 1024 * 1024;

/** 财务: invoice requests, issued with the 发票号码 and its PDF, or rejected with a reason; the member is told. */
export function adminInvoicesRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  adminCall(r, deps, 'invoiceList', InvoiceListQuerySchema, ({ input }) => listInvoices(db, input));

  // The PDF first (multipart field `file`): permission checked before the body is read, type from the bytes.
  const upload = singleFileUpload({ maxBytes: PDF_MAX_BYTES, fields: 2, tooLarge: '发票PDF不能超过5MB' });
  r.post(
    ADMIN_CALLS.invoiceUpload.path,
    requirePermission(deps, 'invoices.issue'),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await assertRoomForUploads(deps.config.DATA_DIR, deps.config.UPLOAD_MIN_FREE_MB);
        await upload(req, res);
        const file = req.file;
        if (!file) throw badRequest('请选择发票PDF文件');
        if (file.buffer.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest('仅支持PDF格式的发票文件');
        const name = `${crypto.randomBytes(16).toString('hex')}.pdf`;
        await fs.mkdir(invoiceDir(deps), { recursive: true });
        await fs.writeFile(path.join(invoiceDir(deps), name), file.buffer, { flag: 'wx' });
        res.json(ok({ file: name }));
      } catch (err) {
        next(err);
      }
    },
  );

  adminCall(r, deps, 'invoiceIssue', InvoiceIssueBodySchema, async ({ input, actor }) => {
    try {
      await fs.access(path.join(invoiceDir(deps), input.file));
    } catch {
      throw badRequest('发票PDF不存在，请重新上传');
    }
    return issueInvoice(db, actor, input);
  });

  adminCall(r, deps, 'invoiceReject', InvoiceRejectBodySchema, ({ input, actor }) => rejectInvoice(db, actor, input));
  return r;
}

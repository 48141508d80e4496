import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { ADMIN_CALLS } from '@aikc/shared/admin/api-paths';
import { MemberApi } from '@aikc/shared/api-paths';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import {
  INVOICE_STATUS_NAMES,
  InvoiceIssueBodySchema,
  InvoiceListQuerySchema,
  InvoiceRejectBodySchema,
  type AdminInvoiceRow,
} from '@aikc/shared/admin/schemas/orders';
import { ok } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import { formatFen } from '@aikc/shared/rights';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { invoiceDir } from '../membership/invoice-file.ts';
import { ORDER_MESSAGE_TYPE } from '../membership/notices.ts';
import { sendMessage } from '../message/service.ts';
import { assertRoomForUploads } from '../uploads/disk.ts';
import { audited } from './audit.ts';
import { adminCall, requirePermission } from './guard.ts';

const PDF_MAX_BYTES = 5 * 1024 * 1024;
const time = (ms: number | null | undefined) => (ms ? formatDateTime(Number(ms)) : '');

/** 财务: invoice requests, issued with the 发票号码 and its PDF, or rejected with a reason; the member is told. */
export function adminInvoicesRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  adminCall(r, deps, 'invoiceList', InvoiceListQuerySchema, async ({ input }): Promise<AdminList<AdminInvoiceRow>> => {
    let sel = db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .leftJoin('users', 'users.id', 'invoices.user_id');
    if (input.status) sel = sel.where('invoices.status', '=', input.status);
    if (input.q) {
      const q = input.q;
      sel = sel.where((eb) =>
        eb.or([eb('orders.order_no', '=', q), eb('users.mobile', '=', q), eb('invoices.title', 'like', `%${q}%`)]),
      );
    }
    const [rows, count] = await Promise.all([
      sel
        .selectAll('invoices')
        .select(['orders.order_no', 'users.mobile as user_mobile'])
        .orderBy('invoices.id', 'desc')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize)
        .execute(),
      sel.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((i) => {
        const status = i.status as AdminInvoiceRow['status'];
        return {
          id: i.id,
          order_no: i.order_no,
          user_mobile: i.user_mobile ?? '',
          title_type: i.title_type,
          title: i.title,
          tax_no: i.tax_no,
          email: i.email,
          amount_fen: i.amount_fen,
          status,
          status_name: INVOICE_STATUS_NAMES[status] ?? i.status,
          invoice_no: i.invoice_no ?? '',
          pdf_url: i.pdf_file ? `${MemberApi.invoicePdf}?order_no=${i.order_no}` : '',
          reject_reason: i.reject_reason ?? '',
          created_at: time(i.created_at),
          issued_at: time(i.issued_at),
        };
      }),
      total: Number(count.n),
      page: input.page,
      pageSize: input.pageSize,
    };
  });

  // The PDF first (multipart field `file`): permission checked before the body is read, type from the bytes.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  }).single('file');
  r.post(
    ADMIN_CALLS.invoiceUpload.path,
    requirePermission(deps, 'invoices.issue'),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await assertRoomForUploads(deps.config.DATA_DIR, deps.config.UPLOAD_MIN_FREE_MB);
        await new Promise<void>((resolve, reject) =>
          upload(req, res, (err: unknown) => {
            if (!err) return resolve();
            if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
              return reject(new AppError(ResultCode.PAYLOAD_TOO_LARGE, '发票PDF不能超过5MB'));
            reject(badRequest('上传文件有误，请重新选择'));
          }),
        );
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
    const now = Date.now();
    return audited(
      db,
      actor,
      async (trx) => {
        const inv = await trx
          .selectFrom('invoices')
          .innerJoin('orders', 'orders.id', 'invoices.order_id')
          .selectAll('invoices')
          .select('orders.order_no')
          .where('invoices.id', '=', input.id)
          .executeTakeFirst();
        if (!inv) throw notFound('发票申请不存在');
        const moved = await trx
          .updateTable('invoices')
          .set({
            status: 'issued',
            invoice_no: input.invoice_no,
            pdf_file: input.file,
            issued_at: now,
            decided_by: actor.staffId,
          })
          .where('id', '=', input.id)
          .where('status', '=', 'applied')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw conflict('该发票申请已处理');
        await sendMessage(
          trx,
          {
            userId: inv.user_id,
            type: ORDER_MESSAGE_TYPE,
            title: '发票已开具',
            content: `订单${inv.order_no}的电子普通发票（${formatFen(inv.amount_fen)}，发票号码${input.invoice_no}）已开具，可在「我的订单」下载，并已发送至${inv.email}。`,
          },
          now,
        );
        return {
          entry: {
            action: 'invoice.issue',
            entity: 'invoice',
            entityId: input.id,
            before: { status: inv.status, invoice_no: inv.invoice_no ?? null },
            after: { status: 'issued', invoice_no: input.invoice_no, pdf_file: input.file },
          },
          result: null,
        };
      },
      now,
    );
  });

  adminCall(r, deps, 'invoiceReject', InvoiceRejectBodySchema, async ({ input, actor }) => {
    const now = Date.now();
    return audited(
      db,
      actor,
      async (trx) => {
        const inv = await trx
          .selectFrom('invoices')
          .innerJoin('orders', 'orders.id', 'invoices.order_id')
          .selectAll('invoices')
          .select('orders.order_no')
          .where('invoices.id', '=', input.id)
          .executeTakeFirst();
        if (!inv) throw notFound('发票申请不存在');
        const moved = await trx
          .updateTable('invoices')
          .set({ status: 'rejected', reject_reason: input.reason, decided_by: actor.staffId })
          .where('id', '=', input.id)
          .where('status', '=', 'applied')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw conflict('该发票申请已处理');
        await sendMessage(
          trx,
          {
            userId: inv.user_id,
            type: ORDER_MESSAGE_TYPE,
            title: '发票申请未通过',
            content: `订单${inv.order_no}的发票申请未通过：${input.reason}。如有疑问请联系客服。`,
          },
          now,
        );
        return {
          entry: {
            action: 'invoice.reject',
            entity: 'invoice',
            entityId: input.id,
            before: { status: inv.status },
            after: { status: 'rejected', reject_reason: input.reason },
          },
          result: null,
        };
      },
      now,
    );
  });
  return r;
}

import path from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import { MemberApi } from '@aikc/shared/api-paths';
import { ORDER_NO_PATTERN } from '@aikc/shared/schemas/membership';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { uploadsDir } from '../uploads/dirs.ts';

/** Where issued invoices' PDFs are kept: under the uploads folder, but never served statically (avatar.ts serves only avatars and images). */
export function invoiceDir(deps: AppDeps): string {
  return path.join(uploadsDir(deps), 'invoices');
}

/** The member's issued invoice PDF, to the order's owner only (another's order and an unknown one read alike). */
export function invoiceFileRoutes(deps: AppDeps): Router {
  const r = Router();
  const Query = z.object({ order_no: z.string().regex(ORDER_NO_PATTERN, '订单号格式不正确') });
  defineCall(
    r,
    deps,
    MemberApi.invoicePdf,
    { input: Query, auth: 'user', methods: ['GET'] },
    async ({ input, user, res }) => {
      const row = await deps.db.db
        .selectFrom('invoices')
        .innerJoin('orders', 'orders.id', 'invoices.order_id')
        .select(['invoices.pdf_file', 'invoices.invoice_no', 'invoices.status'])
        .where('orders.order_no', '=', input.order_no)
        .where('invoices.user_id', '=', user.id)
        .executeTakeFirst();
      if (!row || row.status !== 'issued' || !row.pdf_file) throw notFound('发票文件不存在');
      const name = `发票-${row.invoice_no ?? input.order_no}.pdf`;
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="invoice.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      await new Promise<void>((resolve, reject) =>
        res.sendFile(
          row.pdf_file as string,
          { root: invoiceDir(deps), dotfiles: 'deny', headers: { 'Content-Type': 'application/pdf' } },
          (err) => (err ? reject(notFound('发票文件不存在')) : resolve()),
        ),
      );
      return undefined;
    },
  );
  return r;
}

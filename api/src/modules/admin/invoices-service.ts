import type { Kysely, Transaction } from 'kysely';
import { MemberApi } from '@aikc/shared/api-paths';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import { INVOICE_STATUS_NAMES, type AdminInvoiceRow } from '@aikc/shared/admin/schemas/orders';
import { formatFen } from '@aikc/shared/rights';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { ORDER_MESSAGE_TYPE } from '../membership/notices.ts';
import { sendMessage } from '../message/service.ts';
import { audited, type Actor } from './audit.ts';
import { pagedList } from './paged-list.ts';

const time = (ms: number | null | undefined) => (ms ? formatDateTime(Number(ms)) : '');

export interface InvoiceListInput {
  page: number;
  pageSize: number;
  status?: AdminInvoiceRow['status'];
  q?: string;
}

/** The invoice requests, newest first, by status or by order number, mobile or title. */
export async function listInvoices(db: Kysely<Database>, input: InvoiceListInput): Promise<AdminList<AdminInvoiceRow>> {
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
  return pagedList(
    sel,
    input,
    (q) =>
      q.selectAll('invoices').select(['orders.order_no', 'users.mobile as user_mobile']).orderBy('invoices.id', 'desc'),
    (rows) =>
      rows.map((i) => {
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
  );
}

type InvoiceWithOrder = NonNullable<Awaited<ReturnType<typeof invoiceWithOrder>>>;

function invoiceWithOrder(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .selectAll('invoices')
    .select('orders.order_no')
    .where('invoices.id', '=', id)
    .executeTakeFirst();
}

interface Decision {
  action: 'invoice.issue' | 'invoice.reject';
  /** The columns the decision sets; also the audit entry's `after`. */
  set: { status: 'issued' | 'rejected' } & Record<string, string | number>;
  before: (inv: InvoiceWithOrder) => Record<string, unknown>;
  message: (inv: InvoiceWithOrder) => { title: string; content: string };
}

/**
 * Decides an applied invoice request once (a second decision is 该发票申请已处理), tells the member in 我的消息, and
 * audits it, all in one transaction.
 */
async function decideInvoice(db: Kysely<Database>, actor: Actor, id: number, d: Decision, now: number): Promise<null> {
  return audited(
    db,
    actor,
    async (trx) => {
      const inv = await invoiceWithOrder(trx, id);
      if (!inv) throw notFound('发票申请不存在');
      const moved = await trx
        .updateTable('invoices')
        .set({ ...d.set, decided_by: actor.staffId })
        .where('id', '=', id)
        .where('status', '=', 'applied')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw conflict('该发票申请已处理');
      await sendMessage(trx, { userId: inv.user_id, type: ORDER_MESSAGE_TYPE, ...d.message(inv) }, now);
      return {
        entry: { action: d.action, entity: 'invoice', entityId: id, before: d.before(inv), after: d.set },
        result: null,
      };
    },
    now,
  );
}

export function issueInvoice(
  db: Kysely<Database>,
  actor: Actor,
  input: { id: number; invoice_no: string; file: string },
  now = Date.now(),
): Promise<null> {
  return decideInvoice(
    db,
    actor,
    input.id,
    {
      action: 'invoice.issue',
      set: { status: 'issued', invoice_no: input.invoice_no, pdf_file: input.file, issued_at: now },
      before: (inv) => ({ status: inv.status, invoice_no: inv.invoice_no ?? null }),
      message: (inv) => ({
        title: '发票已开具',
        content: `订单${inv.order_no}的电子普通发票（${formatFen(inv.amount_fen)}，发票号码${input.invoice_no}）已开具，可在「我的订单」下载，并已发送至${inv.email}。`,
      }),
    },
    now,
  );
}

export function rejectInvoice(
  db: Kysely<Database>,
  actor: Actor,
  input: { id: number; reason: string },
  now = Date.now(),
): Promise<null> {
  return decideInvoice(
    db,
    actor,
    input.id,
    {
      action: 'invoice.reject',
      set: { status: 'rejected', reject_reason: input.reason },
      before: (inv) => ({ status: inv.status }),
      message: (inv) => ({
        title: '发票申请未通过',
        content: `订单${inv.order_no}的发票申请未通过：${input.reason}。如有疑问请联系客服。`,
      }),
    },
    now,
  );
}

import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { OpenApiCustomerQuerySchema, OpenApiCustomerRowSchema } from '@aikc/shared/admin/schemas/ops';
import { apiPackage } from '@aikc/shared/open-api/packages';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { formatDate, formatDateTime } from '../../lib/time.ts';
import { audited, type Actor } from './audit.ts';
import { pagedList } from './paged-list.ts';

type CustomerRow = z.output<typeof OpenApiCustomerRowSchema>;
const DAY_MS = 86_400_000;

/** The keys, latest packages and 30-day calls of a page of customers, in three queries whatever the page size. */
async function customerRows(db: Kysely<Database>, users: { id: number; mobile: string | null }[], now: number) {
  const ids = users.map((u) => u.id);
  if (ids.length === 0) return [];
  const [keys, packages] = await Promise.all([
    db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', 'in', ids)
      .where('status', '!=', 'deleted')
      .orderBy('id')
      .execute(),
    db.selectFrom('api_packages').selectAll().where('user_id', 'in', ids).orderBy('expires_at', 'desc').execute(),
  ]);
  const keyIds = keys.map((k) => k.id);
  const usage = keyIds.length
    ? await db
        .selectFrom('api_usage_daily')
        .select(['key_ref', (eb) => eb.fn.sum<number>('calls').as('n')])
        .where('key_ref', 'in', keyIds)
        .where('day', '>=', formatDate(now - 29 * DAY_MS))
        .groupBy('key_ref')
        .execute()
    : [];
  const callsByKey = new Map(usage.map((u) => [u.key_ref, Number(u.n)]));
  return users.map((u): CustomerRow => {
    const own = keys.filter((k) => k.user_id === u.id);
    const pkg = packages.find((p) => p.user_id === u.id);
    return {
      user_id: u.id,
      user_mobile: u.mobile ?? '',
      package: pkg ? `${apiPackage(pkg.code)?.name ?? pkg.code}（已用${pkg.used}/${pkg.calls}次）` : '',
      package_ends: pkg ? formatDateTime(pkg.expires_at) : '',
      keys: own.map((k) => ({
        id: k.id,
        key_id: k.key_id,
        status: k.status,
        created_at: formatDateTime(k.created_at),
      })),
      calls_30d: own.reduce((s, k) => s + (callsByKey.get(k.id) ?? 0), 0),
    };
  });
}

/** Open API customers (users holding keys or packages), newest first, by a part of the mobile. */
export function listOpenApiCustomers(
  db: Kysely<Database>,
  input: z.output<typeof OpenApiCustomerQuerySchema>,
  now = Date.now(),
): Promise<AdminList<CustomerRow>> {
  let sel = db
    .selectFrom('users')
    .where((eb) =>
      eb.or([
        eb('users.id', 'in', eb.selectFrom('api_keys').select('user_id').where('status', '!=', 'deleted')),
        eb('users.id', 'in', eb.selectFrom('api_packages').select('user_id')),
      ]),
    );
  if (input.q) sel = sel.where('users.mobile', 'like', `%${input.q.replace(/[%_\\]/g, '')}%`);
  return pagedList(
    sel,
    input,
    (q) => q.select(['users.id', 'users.mobile']).orderBy('users.id', 'desc'),
    (users) => customerRows(db, users, now),
  );
}

/** Disables or enables one key (the open API reads its status on every call, so the change applies at once). */
export function setApiKeyStatus(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  to: 'active' | 'disabled',
): Promise<null> {
  return audited(db, actor, async (trx) => {
    const key = await trx
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .where('status', '!=', 'deleted')
      .executeTakeFirst();
    if (!key) throw notFound('密钥不存在或已删除');
    if (key.status === to) throw conflict(to === 'disabled' ? '该密钥已停用' : '该密钥已启用');
    await trx.updateTable('api_keys').set({ status: to }).where('id', '=', id).execute();
    return {
      entry: {
        action: `openapi.key_${to === 'disabled' ? 'disable' : 'enable'}`,
        entity: 'api_key',
        entityId: id,
        before: { status: key.status },
        after: { status: to },
      },
      result: null,
    };
  });
}

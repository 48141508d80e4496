import { Router } from 'express';
import type { z } from 'zod';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import {
  OpenApiCustomerQuerySchema,
  OpenApiKeyBodySchema,
  type OpenApiCustomerRowSchema,
} from '@aikc/shared/admin/schemas/ops';
import { apiPackage } from '@aikc/shared/open-api/packages';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { formatDate, formatDateTime } from '../../lib/time.ts';
import { audited } from './audit.ts';
import { adminCall } from './guard.ts';

type CustomerRow = z.output<typeof OpenApiCustomerRowSchema>;
const DAY_MS = 86_400_000;

/** Open API customers (users holding keys or packages), their latest package and keys; keys disabled or enabled. */
export function adminOpenApiRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  adminCall(
    r,
    deps,
    'openApiCustomers',
    OpenApiCustomerQuerySchema,
    async ({ input }): Promise<AdminList<CustomerRow>> => {
      let sel = db
        .selectFrom('users')
        .where((eb) =>
          eb.or([
            eb('users.id', 'in', eb.selectFrom('api_keys').select('user_id').where('status', '!=', 'deleted')),
            eb('users.id', 'in', eb.selectFrom('api_packages').select('user_id')),
          ]),
        );
      if (input.q) sel = sel.where('users.mobile', 'like', `%${input.q.replace(/[%_\\]/g, '')}%`);
      const [users, count] = await Promise.all([
        sel
          .select(['users.id', 'users.mobile'])
          .orderBy('users.id', 'desc')
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize)
          .execute(),
        sel.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const ids = users.map((u) => u.id);
      const [keys, packages] = ids.length
        ? await Promise.all([
            db
              .selectFrom('api_keys')
              .selectAll()
              .where('user_id', 'in', ids)
              .where('status', '!=', 'deleted')
              .orderBy('id')
              .execute(),
            db
              .selectFrom('api_packages')
              .selectAll()
              .where('user_id', 'in', ids)
              .orderBy('expires_at', 'desc')
              .execute(),
          ])
        : [[], []];
      const since = formatDate(Date.now() - 29 * DAY_MS);
      const keyIds = keys.map((k) => k.id);
      const usage = keyIds.length
        ? await db
            .selectFrom('api_usage_daily')
            .select(['key_ref', (eb) => eb.fn.sum<number>('calls').as('n')])
            .where('key_ref', 'in', keyIds)
            .where('day', '>=', since)
            .groupBy('key_ref')
            .execute()
        : [];
      const callsByKey = new Map(usage.map((u) => [u.key_ref, Number(u.n)]));
      return {
        items: users.map((u) => {
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
        }),
        total: Number(count.n),
        page: input.page,
        pageSize: input.pageSize,
      };
    },
  );

  const setKey = (to: 'active' | 'disabled') =>
    adminCall(
      r,
      deps,
      to === 'disabled' ? 'openApiKeyDisable' : 'openApiKeyEnable',
      OpenApiKeyBodySchema,
      async ({ input, actor }) =>
        audited(db, actor, async (trx) => {
          const key = await trx
            .selectFrom('api_keys')
            .selectAll()
            .where('id', '=', input.id)
            .where('status', '!=', 'deleted')
            .executeTakeFirst();
          if (!key) throw notFound('密钥不存在或已删除');
          if (key.status === to) throw conflict(to === 'disabled' ? '该密钥已停用' : '该密钥已启用');
          // The open API reads the key's status on every call (verify.ts): the change applies to the next call.
          await trx.updateTable('api_keys').set({ status: to }).where('id', '=', input.id).execute();
          return {
            entry: {
              action: `openapi.key_${to === 'disabled' ? 'disable' : 'enable'}`,
              entity: 'api_key',
              entityId: input.id,
              before: { status: key.status },
              after: { status: to },
            },
            result: null,
          };
        }),
    );
  setKey('disabled');
  setKey('active');
  return r;
}

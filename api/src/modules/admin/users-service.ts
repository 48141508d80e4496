import type { Kysely } from 'kysely';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { AdminUserDetail, AdminUserRow } from '@aikc/shared/admin/schemas/users';
import { effectiveMembership, toColumns } from '@aikc/shared/membership';
import { grantMonths } from '@aikc/shared/membership-admin';
import type { PaidLevel } from '@aikc/shared/rights';
import { VIP_LEVEL_NAMES, type VipLevel } from '@aikc/shared/vip';
import type { Database, UserRow } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { sendMessage } from '../message/service.ts';
import { audited, type Actor } from './audit.ts';
import { pagedList } from './paged-list.ts';
import { recentActivity } from './user-activity.ts';

const time = (ms: number | null | undefined) => (ms ? formatDateTime(Number(ms)) : '');

function userRow(u: UserRow, company: string, now: number): AdminUserRow {
  const m = effectiveMembership(u, now);
  return {
    id: u.id,
    mobile: u.mobile ?? '',
    username: u.username,
    company,
    vip_level: m.level,
    vip_level_name: VIP_LEVEL_NAMES[m.level as VipLevel] ?? m.level,
    vip_end_time: time(m.end),
    disabled: u.status !== 1,
    created_at: time(u.created_at),
  };
}

async function defaultCompanies(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_companies')
    .select(['user_id', 'name', 'is_default'])
    .where('user_id', 'in', ids)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  const out = new Map<number, string>();
  for (const r of rows) if (!out.has(r.user_id)) out.set(r.user_id, r.name);
  return out;
}

/** Portal users by mobile, name or company (a substring of any), newest first. */
export async function listUsers(
  db: Kysely<Database>,
  q: { q?: string | undefined; page: number; pageSize: number },
  now = Date.now(),
): Promise<AdminList<AdminUserRow>> {
  let sel = db.selectFrom('users');
  if (q.q) {
    const like = `%${q.q.replace(/[%_\\]/g, '')}%`;
    sel = sel.where((eb) =>
      eb.or([
        eb('mobile', 'like', like),
        eb('username', 'like', like),
        eb('id', 'in', eb.selectFrom('user_companies').select('user_id').where('name', 'like', like)),
      ]),
    );
  }
  return pagedList(
    sel,
    q,
    (s) => s.selectAll().orderBy('id', 'desc'),
    async (rows) => {
      const companies = await defaultCompanies(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => userRow(r, companies.get(r.id) ?? '', now));
    },
  );
}

export async function loadUser(db: Kysely<Database>, id: number): Promise<UserRow> {
  const u = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!u) throw notFound('用户不存在');
  return u;
}

/** One user: membership, orders, rights used, subscriptions, the latest browsing, and the login lock. */
export async function userDetail(
  db: Kysely<Database>,
  id: number,
  loginLocked: (mobile: string) => Promise<boolean>,
  now = Date.now(),
): Promise<AdminUserDetail> {
  const u = await loadUser(db, id);
  const [companies, orders, rights, subs, activity] = await Promise.all([
    defaultCompanies(db, [id]),
    db.selectFrom('orders').selectAll().where('user_id', '=', id).orderBy('id', 'desc').limit(50).execute(),
    db
      .selectFrom('right_usage')
      .selectAll()
      .where('user_id', '=', id)
      .orderBy('updated_at', 'desc')
      .limit(50)
      .execute(),
    db.selectFrom('subscriptions').selectAll().where('user_id', '=', id).orderBy('id', 'desc').execute(),
    recentActivity(db, id),
  ]);
  const m = effectiveMembership(u, now);
  return {
    ...userRow(u, companies.get(id) ?? '', now),
    next_vip_level: m.next?.level ?? '',
    next_vip_end_time: time(m.next?.end),
    orders: orders.map((o) => ({
      order_no: o.order_no,
      level: o.level,
      amount_fen: o.amount_fen,
      status: o.status,
      created_at: time(o.created_at),
    })),
    rights_used: rights.map((r) => ({ right_key: r.right_key, period_key: r.period_key, used: r.used })),
    subscriptions: subs.map((s) => ({ id: s.id, name: s.name, created_at: time(s.created_at) })),
    activity,
    login_locked: u.mobile ? await loginLocked(u.mobile) : false,
  };
}

/** Disables (status 0: every token of the user stops working, auth.ts checks status) or enables a user. */
export async function setUserDisabled(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  disabled: boolean,
  reason: string | null,
  now = Date.now(),
): Promise<void> {
  await audited(
    db,
    actor,
    async (trx) => {
      const u = await loadUser(trx, id);
      const status = disabled ? 0 : 1;
      await trx.updateTable('users').set({ status, updated_at: now }).where('id', '=', id).execute();
      return {
        entry: {
          action: disabled ? 'user.disable' : 'user.enable',
          entity: 'user',
          entityId: id,
          before: { status: u.status },
          after: { status, ...(reason ? { reason } : {}) },
        },
        result: undefined,
      };
    },
    now,
  );
}

/** Grants or extends membership by the purchase rules (membership-admin.ts), with the reason in the audit row. */
export async function grantMembership(
  db: Kysely<Database>,
  actor: Actor,
  g: { id: number; level: PaidLevel; months: number; reason: string },
  now = Date.now(),
): Promise<void> {
  await audited(
    db,
    actor,
    async (trx) => {
      const u = await loadUser(trx, g.id);
      const before = toColumns(effectiveMembership(u, now));
      const after = toColumns(grantMonths(effectiveMembership(u, now), g.level, g.months, now));
      await trx
        .updateTable('users')
        .set({ ...after, updated_at: now })
        .where('id', '=', g.id)
        .execute();
      const name = VIP_LEVEL_NAMES[g.level];
      await sendMessage(
        trx,
        {
          userId: g.id,
          title: '会员权益已到账',
          content: `平台已为您开通或延长${name}${g.months}个月，请在个人中心查看会员有效期。`,
        },
        now,
      );
      return {
        entry: {
          action: 'membership.grant',
          entity: 'user',
          entityId: g.id,
          before: { ...before },
          after: { ...after, grant: `${g.level} ${g.months}个月`, reason: g.reason },
        },
        result: undefined,
      };
    },
    now,
  );
}

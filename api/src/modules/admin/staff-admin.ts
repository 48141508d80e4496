import type { Transaction } from 'kysely';
import QRCode from 'qrcode';
import { isStaffRole, STAFF_ROLE_NAMES, type StaffRole } from '@aikc/shared/admin/permissions';
import type { AdminList, AdminPageQuery } from '@aikc/shared/admin/schemas/common';
import type { StaffSecrets, StaffView } from '@aikc/shared/admin/schemas/auth';
import { maskMobile } from '@aikc/shared/mask';
import type { Db } from '../../db/database.ts';
import type { Database, StaffRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { hashPassword } from '../login/password.ts';
import { audited, type Actor } from './audit.ts';
import { pagedList } from './paged-list.ts';
import { generatePassword } from './staff-service.ts';
import { newTotpSecret, totpUri } from './session.ts';

/** The otpauth URI and its QR code (SVG data URL), shown once to the one who creates or resets. */
async function totpShown(secret: string, mobile: string): Promise<{ otpauth: string; otpauth_qr: string }> {
  const otpauth = totpUri(secret, mobile);
  const svg = await QRCode.toString(otpauth, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauth, otpauth_qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

// 员工管理 (staff.manage): list, create, change role, disable/enable, reset password or TOTP; every write audited.
// The rules that keep the back office governable live here and only here: nobody disables or demotes themself,
// and the last active 超级管理员 can be neither demoted nor disabled.

export const SELF_CHANGE = '不能停用自己或降低自己的角色';
export const LAST_SUPER = '至少保留一名启用状态的超级管理员';

/** A staff row as the back office shows it; `wholeMobile` only for the member's own `me`. */
export function staffView(s: StaffRow, lastLogin: number | null = null, wholeMobile = false): StaffView {
  const role = isStaffRole(s.role) ? s.role : 'editor';
  return {
    id: s.id,
    mobile: wholeMobile ? s.mobile : maskMobile(s.mobile),
    name: s.name,
    role,
    role_name: STAFF_ROLE_NAMES[role],
    disabled: Boolean(s.disabled),
    created_at: formatDateTime(s.created_at),
    last_login: lastLogin ? formatDateTime(Number(lastLogin)) : '',
  };
}

/** Staff by id with the time of each one's latest session (sign-in). */
export async function listStaff(handle: Db, page: AdminPageQuery): Promise<AdminList<StaffView>> {
  const db = handle.db;
  return pagedList(
    db.selectFrom('staff'),
    page,
    (q) =>
      q
        .selectAll('staff')
        .select((eb) =>
          eb
            .selectFrom('staff_sessions')
            .select((s) => s.fn.max('staff_sessions.created_at').as('m'))
            .whereRef('staff_sessions.staff_id', '=', 'staff.id')
            .as('last_login'),
        )
        .orderBy('staff.id'),
    (rows) => rows.map((r) => staffView(r, r.last_login === null ? null : Number(r.last_login))),
  );
}

async function endSessions(trx: Transaction<Database>, staffId: number, now: number): Promise<void> {
  await trx
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .execute();
}

/**
 * The active supers, locked on PostgreSQL (FOR UPDATE) so two supers demoting each other at once cannot both
 * pass the count: the second waits for the first and then sees one fewer. SQLite runs one write at a time.
 */
async function activeSupers(handle: Db, trx: Transaction<Database>): Promise<number[]> {
  let q = trx.selectFrom('staff').select('id').where('role', '=', 'super').where('disabled', '=', 0);
  if (handle.dialect === 'postgres') q = q.forUpdate();
  return (await q.execute()).map((r) => r.id);
}

/** Changes a member's role and/or disabled state; their sessions end, so the next call runs under the new rules. */
export function updateStaff(
  handle: Db,
  actor: Actor,
  input: { id: number; role?: StaffRole | undefined; disabled?: boolean | undefined },
  now = Date.now(),
): Promise<StaffView> {
  if (input.id === actor.staffId && (input.disabled || (input.role && input.role !== 'super')))
    return Promise.reject(badRequest(SELF_CHANGE));
  return audited(
    handle.db,
    actor,
    async (trx) => {
      const supers = await activeSupers(handle, trx);
      const before = await trx.selectFrom('staff').selectAll().where('id', '=', input.id).executeTakeFirst();
      if (!before) throw notFound('人员不存在');
      const losesSuper =
        supers.includes(before.id) && (input.disabled === true || (input.role !== undefined && input.role !== 'super'));
      if (losesSuper && supers.length <= 1) throw conflict(LAST_SUPER);
      const after = await trx
        .updateTable('staff')
        .set({
          ...(input.role ? { role: input.role } : {}),
          ...(input.disabled === undefined ? {} : { disabled: input.disabled ? 1 : 0 }),
          updated_at: now,
        })
        .where('id', '=', input.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await endSessions(trx, input.id, now);
      return {
        entry: {
          action: 'staff.update',
          entity: 'staff',
          entityId: input.id,
          before: { role: before.role, disabled: before.disabled },
          after: { role: after.role, disabled: after.disabled },
        },
        result: staffView(after),
      };
    },
    now,
  );
}

/** Creates a member with a generated password and a fresh TOTP secret, both shown once in the answer. */
export async function createStaffMember(
  handle: Db,
  actor: Actor,
  input: { mobile: string; name: string; role: StaffRole },
  now = Date.now(),
): Promise<StaffSecrets> {
  const password = generatePassword();
  const secret = newTotpSecret();
  // argon2 takes its time before the transaction opens, so the write lock is held only for the insert.
  const passwordHash = await hashPassword(password);
  const shownTotp = await totpShown(secret, input.mobile);
  return audited(
    handle.db,
    actor,
    async (trx) => {
      const taken = await trx.selectFrom('staff').select('id').where('mobile', '=', input.mobile).executeTakeFirst();
      if (taken) throw conflict('该手机号已是后台人员');
      const row = await trx
        .insertInto('staff')
        .values({
          mobile: input.mobile,
          name: input.name,
          role: input.role,
          password_hash: passwordHash,
          totp_secret: secret,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        entry: {
          action: 'staff.create',
          entity: 'staff',
          entityId: row.id,
          before: null,
          after: { mobile: maskMobile(input.mobile), name: input.name, role: input.role },
        },
        result: {
          id: row.id,
          mobile: input.mobile,
          name: input.name,
          password,
          ...shownTotp,
        },
      };
    },
    now,
  );
}

/**
 * A new password or TOTP secret for a member, shown once; their sessions end. The audit row records that a reset
 * happened, never the secret or its hash.
 */
export async function resetStaffSecret(
  handle: Db,
  actor: Actor,
  input: { id: number; what: 'password' | 'totp' },
  now = Date.now(),
): Promise<StaffSecrets> {
  const password = input.what === 'password' ? generatePassword() : undefined;
  const secret = input.what === 'totp' ? newTotpSecret() : undefined;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return audited(
    handle.db,
    actor,
    async (trx) => {
      const s = await trx.selectFrom('staff').selectAll().where('id', '=', input.id).executeTakeFirst();
      if (!s) throw notFound('人员不存在');
      await trx
        .updateTable('staff')
        .set({
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          ...(secret ? { totp_secret: secret } : {}),
          updated_at: now,
        })
        .where('id', '=', input.id)
        .execute();
      await endSessions(trx, input.id, now);
      const field = input.what === 'password' ? 'password' : 'totp';
      return {
        entry: {
          action: `staff.reset_${field}`,
          entity: 'staff',
          entityId: input.id,
          before: { [field]: null },
          after: { [field]: '已重置' },
        },
        result: {
          id: s.id,
          mobile: s.mobile,
          name: s.name,
          ...(password ? { password } : {}),
          ...(secret ? await totpShown(secret, s.mobile) : {}),
        },
      };
    },
    now,
  );
}

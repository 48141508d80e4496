import { generate } from 'otplib';
import { ADMIN_CALLS, type AdminCallName } from '@aikc/shared/admin/api-paths';
import type { StaffRole } from '@aikc/shared/admin/permissions';
import { createStaff } from '../src/modules/admin/staff-service.ts';
import { openSession } from '../src/modules/admin/session.ts';
import type { TestApi } from './harness.ts';

let seq = 0;

export interface TestStaff {
  id: number;
  mobile: string;
  password: string;
  secret: string;
  /** A live session's bearer token (opened directly, without the login's argon2 and TOTP work). */
  token: string;
}

/** A staff member of `role` with a live session. */
export async function buildStaff(api: TestApi, role: StaffRole): Promise<TestStaff> {
  seq += 1;
  const mobile = `137${String(10_000_000 + seq * 7907 + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const made = await createStaff(api.deps.db.db, { mobile, name: `测试${role}${seq}`, role });
  const token = await openSession(api.deps.db.db, made.id, '127.0.0.1', Date.now());
  return { id: made.id, mobile, password: made.password, secret: made.secret, token };
}

/** The current TOTP code of a secret, as an authenticator app shows it. */
export function totpNow(secret: string): Promise<string> {
  return generate({ secret });
}

/** Calls an admin API by its name in ADMIN_CALLS with the method it declares, as `Bearer <token>`. */
export function adminCall<T = unknown>(
  api: TestApi,
  name: AdminCallName,
  input: Record<string, unknown> = {},
  token?: string,
): Promise<{ status: number; body: { code: number; msg: string; data: T } }> {
  return api.call<T>(ADMIN_CALLS[name].path, input, {
    method: ADMIN_CALLS[name].method,
    ...(token ? { token: `Bearer ${token}` } : {}),
  });
}

/** The audit rows of one entity, oldest first, with their JSON parsed. */
export async function auditOf(api: TestApi, entity: string, entityId: string | number) {
  const rows = await api.deps.db.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    before: r.before_json ? (JSON.parse(r.before_json) as Record<string, unknown>) : null,
    after: r.after_json ? (JSON.parse(r.after_json) as Record<string, unknown>) : null,
  }));
}

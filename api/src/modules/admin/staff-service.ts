import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { STAFF_ROLES, type StaffRole } from '@aikc/shared/admin/permissions';
import { mobileSchema } from '@aikc/shared/validation';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../login/password.ts';
import { newTotpSecret, totpUri } from './session.ts';

export interface NewStaff {
  mobile: string;
  name: string;
  role: StaffRole;
  /** Absent: a random one is generated and returned once. */
  password?: string;
}

export interface CreatedStaff {
  id: number;
  password: string;
  /** The otpauth:// URI for the authenticator app; shown once, never stored apart from the secret. */
  otpauth: string;
  secret: string;
}

/** 18 random bytes in base64url: 24 characters, no default password anywhere. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString('base64url');
}

/** Creates a staff member with an argon2id password and a fresh TOTP secret. Throws on a bad or taken mobile. */
export async function createStaff(db: Kysely<Database>, s: NewStaff, now = Date.now()): Promise<CreatedStaff> {
  const mobile = mobileSchema.parse(s.mobile);
  if (!(STAFF_ROLES as readonly string[]).includes(s.role)) throw new Error(`unknown role ${s.role}`);
  if (!s.name.trim()) throw new Error('a name is required');
  const password = s.password ?? generatePassword();
  if (password.length < 12) throw new Error('a staff password has at least 12 characters');
  const secret = newTotpSecret();
  const row = await db
    .insertInto('staff')
    .values({
      mobile,
      name: s.name.trim().slice(0, 50),
      role: s.role,
      password_hash: await hashPassword(password),
      totp_secret: secret,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, password, otpauth: totpUri(secret, mobile), secret };
}

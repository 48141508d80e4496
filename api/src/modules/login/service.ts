import { LoginMessage, type LoginResult } from '@aikc/shared/schemas/login';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import { verifyCode } from '../sms/service.ts';
import { presentCurrentUser } from './current-user.ts';
import { assertNotThrottled, type LoginContext, recordLoginFailure, recordLoginSuccess } from './guards.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { issueToken, revokeUserTokens } from './tokens.ts';
import { createUser, findUserByMobile } from './users.ts';

/** Issues a token for a live account and answers `{token, user}` as every login call does. */
export async function startSession(
  ctx: Pick<LoginContext, 'db' | 'rt' | 'platform'>,
  user: UserRow,
): Promise<LoginResult> {
  if (user.status !== 1) throw forbidden(LoginMessage.accountDisabled);
  const now = ctx.rt.now();
  return { token: await issueToken(ctx.db, user.id, ctx.platform, now), user: presentCurrentUser(user, now) };
}

/** Postgres 23505 or SQLite SQLITE_CONSTRAINT_UNIQUE: a concurrent request created the same mobile first. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function loginByPassword(ctx: LoginContext, mobile: string, password: string): Promise<LoginResult> {
  await assertNotThrottled(ctx.rt, mobile, ctx.ip);
  const user = await findUserByMobile(ctx.db, mobile);
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!ok || !user) {
    await recordLoginFailure(ctx.rt, mobile, ctx.ip);
    throw badRequest(LoginMessage.badCredentials);
  }
  await recordLoginSuccess(ctx.rt, mobile, ctx.ip);
  return startSession(ctx, user);
}

/** Code login; an unknown mobile gets a new account (the code proved the phone), as Chinese portals do. */
export async function loginByMobileCode(ctx: LoginContext, mobile: string, code: string): Promise<LoginResult> {
  await assertNotThrottled(ctx.rt, mobile, ctx.ip);
  // A wrong code is not counted here: each code allows 5 tries and sends are capped (sms/service.ts), so
  // guessing codes is already bounded; the check above still refuses a stopped account or a spraying source.
  await verifyCode(ctx, mobile, 'register', code);
  await recordLoginSuccess(ctx.rt, mobile, ctx.ip);
  const user = (await findUserByMobile(ctx.db, mobile)) ?? (await createOrFind(ctx, mobile, null));
  return startSession(ctx, user);
}

async function createOrFind(ctx: LoginContext, mobile: string, passwordHash: string | null): Promise<UserRow> {
  try {
    return await createUser(ctx.db, { mobile, passwordHash }, ctx.rt.now());
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const existing = await findUserByMobile(ctx.db, mobile);
    if (!existing) throw err;
    return existing;
  }
}

export async function registerByPassword(
  ctx: LoginContext,
  mobile: string,
  code: string,
  password: string,
): Promise<LoginResult> {
  await verifyCode(ctx, mobile, 'register', code);
  if (await findUserByMobile(ctx.db, mobile)) throw conflict(LoginMessage.alreadyRegistered);
  const hash = await hashPassword(password);
  try {
    const user = await createUser(ctx.db, { mobile, passwordHash: hash }, ctx.rt.now());
    return await startSession(ctx, user);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(LoginMessage.alreadyRegistered);
    throw err;
  }
}

/** Sets a new password by a `forget` code and revokes every token of the account; the user then logs in. */
export async function forgetPassword(ctx: LoginContext, mobile: string, code: string, password: string): Promise<null> {
  await verifyCode(ctx, mobile, 'forget', code);
  const user = await findUserByMobile(ctx.db, mobile);
  // Unreachable in practice: codes for unknown mobiles are never delivered. Same answer as a dead code.
  if (!user) throw badRequest(LoginMessage.codeExpired);
  const now = ctx.rt.now();
  await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: now })
    .where('id', '=', user.id)
    .execute();
  await revokeUserTokens(ctx.db, user.id, now);
  await ctx.rt.throttle.clearAccount(mobile);
  return null;
}

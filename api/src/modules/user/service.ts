import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../login/password.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../login/service.ts';
import { revokeUserTokens } from '../login/tokens.ts';
import { findUserById, findUserByMobile } from '../login/users.ts';
import { verifyCode } from '../sms/service.ts';

/** Account changes of the personal centre. Every one acts on the authenticated user only. */
export interface UserContext {
  db: Kysely<Database>;
  rt: AppDeps['accounts'];
  user: UserRow;
}

export async function modifyUserInfo(
  ctx: UserContext,
  fields: { username?: string | undefined; avatar?: string | undefined },
): Promise<UserRow> {
  const set: { username?: string; avatar?: string; updated_at: number } = { updated_at: ctx.rt.now() };
  if (fields.username !== undefined) set.username = fields.username;
  if (fields.avatar !== undefined) set.avatar = fields.avatar;
  await ctx.db.updateTable('users').set(set).where('id', '=', ctx.user.id).execute();
  return findUserById(ctx.db, ctx.user.id);
}

/** Binds (or changes) the account's mobile, proved by a `register` code sent to the new number. */
export async function bangMobile(ctx: UserContext, mobile: string, code: string): Promise<UserRow> {
  await verifyCode(ctx, mobile, 'register', code);
  const owner = await findUserByMobile(ctx.db, mobile);
  if (owner && owner.id !== ctx.user.id) throw conflict('该手机号已绑定其他账号');
  try {
    await ctx.db.updateTable('users').set({ mobile, updated_at: ctx.rt.now() }).where('id', '=', ctx.user.id).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('该手机号已绑定其他账号');
    throw err;
  }
  return findUserById(ctx.db, ctx.user.id);
}

/** Changes the password (the old one is required when there is one) and revokes every other token. */
export async function setPassword(
  ctx: UserContext,
  req: Request,
  oldPassword: string | undefined,
  password: string,
): Promise<void> {
  if (ctx.user.password_hash) {
    if (!oldPassword) throw badRequest('请输入原密码');
    if (!(await verifyPassword(ctx.user.password_hash, oldPassword))) throw badRequest('原密码错误');
  }
  const now = ctx.rt.now();
  await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: now })
    .where('id', '=', ctx.user.id)
    .execute();
  await revokeUserTokens(ctx.db, ctx.user.id, now, req);
}

/** Resets the password with a `forget` code sent to the account's own mobile; revokes every other token. */
export async function resetPassword(ctx: UserContext, req: Request, code: string, password: string): Promise<void> {
  if (!ctx.user.mobile) throw badRequest('请先绑定手机号');
  await verifyCode(ctx, ctx.user.mobile, 'forget', code);
  const now = ctx.rt.now();
  await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: now })
    .where('id', '=', ctx.user.id)
    .execute();
  await revokeUserTokens(ctx.db, ctx.user.id, now, req);
}

import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';
import { LoginMessage, type LoginResult } from '@aikc/shared/schemas/login';
import { WX_SCENE_TTL_SECONDS, type WxEwmResult, type WxSceneStatus } from '@aikc/shared/schemas/wechat';
import type { QrStatus } from '@aikc/shared/socket/qr';
import type { UserRow, WxSceneRow } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { LoginContext } from '../login/guards.ts';
import { isUniqueViolation, startSession } from '../login/service.ts';
import { createUser, findUserById, findUserByMobile, findUserByOpenid } from '../login/users.ts';
import { verifyCode } from '../sms/service.ts';

/** After a scan, the unbound openid may be bound (wx_by_bang) for this long; a bound login is deliverable for 2 min. */
export const BIND_WINDOW_MS = 10 * 60_000;
const DELIVERY_WINDOW_MS = 120_000;
const OPENID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function randomAlnum(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += ALNUM[crypto.randomInt(ALNUM.length)];
  return s;
}

type Ctx = Pick<LoginContext, 'db' | 'rt' | 'platform'>;

/** login_by_wx_ewm: a new scene, its QR (drawn locally as a PNG data URL) and the page's private poll handle. */
export async function createScene(ctx: Ctx): Promise<WxEwmResult> {
  const now = ctx.rt.now();
  const scene = randomAlnum(32);
  const sceneStr = randomAlnum(32);
  const { qrContent } = await ctx.rt.wechat.createLoginQr(sceneStr, WX_SCENE_TTL_SECONDS);
  const qrImage = await QRCode.toDataURL(qrContent, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  await ctx.db
    .insertInto('wx_scenes')
    .values({
      poll_key: scene,
      scene_str: sceneStr,
      source: 'qr',
      status: 'waiting',
      created_at: now,
      expires_at: now + WX_SCENE_TTL_SECONDS * 1000,
    })
    .execute();
  return {
    scene,
    qr_image: qrImage,
    qr_url: qrContent,
    expires_in: WX_SCENE_TTL_SECONDS,
    provider: ctx.rt.wechat.name,
  };
}

export interface WechatEvent {
  fromUser: string;
  createTime: number;
  event: string;
  eventKey: string;
}

/** Reads a pushed message's fields; null for anything that is not a well-formed event. */
export function toWechatEvent(msg: Record<string, string>): WechatEvent | null {
  if (msg.MsgType !== 'event') return null;
  const fromUser = msg.FromUserName ?? '';
  const createTime = Number(msg.CreateTime);
  if (!OPENID_PATTERN.test(fromUser) || !Number.isSafeInteger(createTime) || createTime <= 0) return null;
  return { fromUser, createTime, event: msg.Event ?? '', eventKey: (msg.EventKey ?? '').slice(0, 80) };
}

/**
 * A scan event: subscribe with EventKey qrscene_<scene> (new follower) or SCAN with EventKey <scene>. WeChat
 * retries a slow answer up to 3 times with the same FromUserName + CreateTime; the first one wins. Returns what
 * was recorded, for the simulator and the tests.
 */
export async function handleEvent(
  ctx: Ctx,
  e: WechatEvent,
): Promise<'duplicate' | 'ignored' | 'need_bind' | 'login_success'> {
  const now = ctx.rt.now();
  const fresh = await ctx.db
    .insertInto('wx_events')
    .values({ from_user: e.fromUser, create_time: e.createTime, received_at: now })
    .onConflict((oc) => oc.columns(['from_user', 'create_time']).doNothing())
    .returning('from_user')
    .executeTakeFirst();
  if (!fresh) return 'duplicate';
  await ctx.db
    .deleteFrom('wx_events')
    .where('received_at', '<', now - 24 * 3600_000)
    .execute();

  const sceneStr =
    e.event === 'subscribe' && e.eventKey.startsWith('qrscene_')
      ? e.eventKey.slice(8)
      : e.event === 'SCAN'
        ? e.eventKey
        : '';
  if (!sceneStr) return 'ignored';
  const row = await ctx.db
    .selectFrom('wx_scenes')
    .selectAll()
    .where('scene_str', '=', sceneStr)
    .where('source', '=', 'qr')
    .executeTakeFirst();
  if (!row || row.status !== 'waiting' || row.expires_at <= now) return 'ignored';
  const user = await findUserByOpenid(ctx.db, e.fromUser);
  const status = user ? 'login_success' : 'need_bind';
  const r = await ctx.db
    .updateTable('wx_scenes')
    .set({ status, openid: e.fromUser, user_id: user?.id ?? null, scanned_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? status : 'ignored';
}

const expired = (): WxSceneStatus => ({ state: 'expired', expires_in: 0, push: { status: 'expired' } });

const LoginPushSchema = z.object({ token: z.string(), user: z.record(z.string(), z.unknown()) });
type LoginPush = z.infer<typeof LoginPushSchema>;
const resultKey = (pollKey: string) => `wx:login:${pollKey}`;

/** The stored login result of a scene, unless consumed or past its delivery window. */
async function storedLogin(ctx: Ctx, pollKey: string): Promise<LoginPush | null> {
  const raw = await ctx.rt.store.get(resultKey(pollKey));
  const parsed = raw ? LoginPushSchema.safeParse(JSON.parse(raw)) : null;
  return parsed?.success ? parsed.data : null;
}

const loginSuccess = (left: number, resData: LoginPush): WxSceneStatus => ({
  state: 'login_success',
  expires_in: left,
  push: { status: 'loginSuccess', resData },
});

/**
 * The scene status the gateway polls. The first read after a bound scan claims the row atomically and mints the
 * session; its result is kept in the ephemeral store for the rest of the 2-minute delivery window, so every read
 * answers the same loginSuccess (the same token) until one with `consume` takes it. A read whose answer is lost
 * on the way (an aborted poll) therefore loses no login, and no second session is minted.
 */
export async function sceneStatus(ctx: Ctx, pollKey: string, consume = false): Promise<WxSceneStatus> {
  return (await sceneStatuses(ctx, [pollKey], consume))[pollKey]!;
}

/**
 * The status of many scenes (the gateway's batched poll, one call per interval for every scene it watches):
 * one query for their rows, then each scene by the rules of `sceneStatus`, every asked scene present.
 */
export async function sceneStatuses(
  ctx: Ctx,
  pollKeys: string[],
  consume = false,
): Promise<Record<string, WxSceneStatus>> {
  const keys = [...new Set(pollKeys)];
  const rows = await ctx.db
    .selectFrom('wx_scenes')
    .selectAll()
    .where('poll_key', 'in', keys)
    .where('source', '=', 'qr')
    .execute();
  const byKey = new Map(rows.map((r) => [r.poll_key, r]));
  const out: Record<string, WxSceneStatus> = {};
  // One after another: a read may claim a row and mint a session, and the store calls are cheap.
  for (const key of keys) out[key] = await statusOfRow(ctx, key, byKey.get(key), consume);
  return out;
}

async function statusOfRow(
  ctx: Ctx,
  pollKey: string,
  row: WxSceneRow | undefined,
  consume: boolean,
): Promise<WxSceneStatus> {
  const now = ctx.rt.now();
  if (!row) return expired();
  const left = Math.max(0, Math.ceil((row.expires_at - now) / 1000));
  if (row.status === 'waiting')
    return row.expires_at <= now ? expired() : { state: 'waiting', expires_in: left, push: null };
  if (row.status === 'need_bind' && row.openid) {
    if ((row.scanned_at ?? 0) + BIND_WINDOW_MS <= now) return expired();
    return { state: 'need_bind', expires_in: left, push: { msgType: 'toTop', needBang: 1, openid: row.openid } };
  }
  const deliverUntil = (row.scanned_at ?? 0) + DELIVERY_WINDOW_MS;
  if (row.status === 'login_success' && row.user_id !== null && deliverUntil > now) {
    const claim = await ctx.db
      .updateTable('wx_scenes')
      .set({ status: 'done', delivered_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'login_success')
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 1) {
      const resData = (await startSession(ctx, await findUserById(ctx.db, row.user_id))) as unknown as LoginPush;
      await ctx.rt.store.set(resultKey(pollKey), JSON.stringify(resData), deliverUntil - now);
      if (consume) await ctx.rt.store.del(resultKey(pollKey));
      return loginSuccess(left, resData);
    }
    // A concurrent read claimed it and is minting the session: the next read gets the result.
    const stored = await storedLogin(ctx, pollKey);
    return stored ? loginSuccess(left, stored) : { state: 'waiting', expires_in: left, push: null };
  }
  if (row.status === 'login_success') return expired();
  if (row.status === 'done' && deliverUntil > now) {
    if (consume) {
      await ctx.rt.store.del(resultKey(pollKey));
      return { state: 'done', expires_in: left, push: null };
    }
    const stored = await storedLogin(ctx, pollKey);
    if (stored) return loginSuccess(left, stored);
  }
  return { state: 'done', expires_in: left, push: null };
}

/**
 * wx_by_bang: binds an openid that WeChat reported unbound in the last 10 minutes (a QR scan or an Open Platform
 * code) to the mobile proved by an SMS code, creating the account for a new mobile, then logs in. An openid
 * that no scan produced is refused, so nobody can attach someone else's WeChat to their account.
 */
export async function bindAndLogin(ctx: Ctx, mobile: string, code: string, openid: string): Promise<LoginResult> {
  const now = ctx.rt.now();
  const grant = await ctx.db
    .selectFrom('wx_scenes')
    .select(['id'])
    .where('openid', '=', openid)
    .where('status', '=', 'need_bind')
    .where('scanned_at', '>', now - BIND_WINDOW_MS)
    .orderBy('scanned_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!grant) throw badRequest(LoginMessage.wxExpired);
  await verifyCode(ctx, mobile, 'register', code);

  let user: UserRow | undefined = await findUserByMobile(ctx.db, mobile);
  const owner = await findUserByOpenid(ctx.db, openid);
  if (owner && owner.id !== user?.id) throw conflict('该微信已绑定其他手机号');
  if (user) {
    if (user.wx_openid && user.wx_openid !== openid) throw conflict(LoginMessage.mobileTaken);
    if (!user.wx_openid) {
      await ctx.db.updateTable('users').set({ wx_openid: openid, updated_at: now }).where('id', '=', user.id).execute();
      user = await findUserById(ctx.db, user.id);
    }
  } else {
    try {
      user = await createUser(ctx.db, { mobile, openid }, now);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(LoginMessage.mobileTaken);
      throw err;
    }
  }
  await ctx.db
    .updateTable('wx_scenes')
    .set({ status: 'done' })
    .where('openid', '=', openid)
    .where('status', '=', 'need_bind')
    .execute();
  return startSession(ctx, user);
}

/** other/wei_code_to_openid (Open Platform website flow): the same two outcomes as a QR scan. */
export async function openCodeLogin(ctx: Ctx, code: string): Promise<QrStatus> {
  const openid = await ctx.rt.wechat.codeToOpenid(code);
  if (!openid || !OPENID_PATTERN.test(openid)) throw badRequest(LoginMessage.wxExpired);
  const user = await findUserByOpenid(ctx.db, openid);
  if (user) {
    const resData = await startSession(ctx, user);
    return { status: 'loginSuccess', resData: resData as unknown as { token: string; user: Record<string, unknown> } };
  }
  const now = ctx.rt.now();
  await ctx.db
    .insertInto('wx_scenes')
    .values({
      poll_key: randomAlnum(32),
      scene_str: `open:${randomAlnum(32)}`,
      source: 'open',
      status: 'need_bind',
      openid,
      created_at: now,
      expires_at: now + BIND_WINDOW_MS,
      scanned_at: now,
    })
    .execute();
  return { msgType: 'toTop', needBang: 1, openid };
}

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  API_KEY_STATUS_NAMES,
  MAX_API_KEYS,
  type ApiKeyCreated,
  type ApiKeyStatus,
  type ApiKeyView,
  type ApiUsageResult,
} from '@aikc/shared/open-api/keys';
import type { ApiKeyRow, Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { formatDate, formatDateTime } from '../../lib/time.ts';
import type { SecretBox } from './secret-box.ts';

const DAY_MS = 86_400_000;

/** The one way a key leaves the server; the secret never does (except once, in createKey's answer). */
export function presentKey(k: ApiKeyRow): ApiKeyView {
  const status = (k.status === 'disabled' ? 'disabled' : 'active') as ApiKeyStatus;
  return {
    id: k.id,
    key_id: k.key_id,
    name: k.name,
    secret_hint: k.secret_hint,
    status,
    status_name: API_KEY_STATUS_NAMES[status],
    rate_per_second: k.rate_per_sec,
    created_at: formatDateTime(k.created_at),
    last_used_at: k.last_used_at ? formatDateTime(k.last_used_at) : '',
  };
}

/** A new key: a public id (`ak_` + 24 hex) and a 256-bit secret (`sk_` + 43 base64url), the secret sealed at rest. */
export async function createKey(
  db: Kysely<Database>,
  box: SecretBox,
  userId: number,
  name: string,
  ratePerSec: number,
  now: number,
): Promise<ApiKeyCreated> {
  const held = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '!=', 'deleted')
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= MAX_API_KEYS) throw badRequest(`每个账号最多创建${MAX_API_KEYS}个密钥，请先删除不再使用的密钥`);
  const keyId = `ak_${crypto.randomBytes(12).toString('hex')}`;
  const secret = `sk_${crypto.randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('api_keys')
    .values({
      user_id: userId,
      key_id: keyId,
      name,
      secret_enc: box.seal(secret, keyId),
      secret_hint: secret.slice(-4),
      status: 'active',
      rate_per_sec: ratePerSec,
      created_at: now,
      last_used_at: null,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...presentKey(row), secret };
}

export async function listKeys(db: Kysely<Database>, userId: number): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'deleted')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentKey);
}

/** Enables, disables or deletes one of the user's own keys; another user's key reads like an unknown one. */
export async function setKeyStatus(
  db: Kysely<Database>,
  userId: number,
  id: number,
  status: 'active' | 'disabled' | 'deleted',
  now: number,
): Promise<void> {
  const r = await db
    .updateTable('api_keys')
    .set({ status, deleted_at: status === 'deleted' ? now : null })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound('密钥不存在或已删除');
}

/** Billed calls per key per China day over the last `days` days (today included), zero-filled. */
export async function usageByDay(
  db: Kysely<Database>,
  userId: number,
  days: number,
  now: number,
): Promise<ApiUsageResult> {
  const dates = Array.from({ length: days }, (_, i) => formatDate(now - (days - 1 - i) * DAY_MS));
  const keys = await db
    .selectFrom('api_keys')
    .select(['id', 'key_id', 'name', 'status'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const rows = keys.length
    ? await db
        .selectFrom('api_usage_daily')
        .selectAll()
        .where(
          'key_ref',
          'in',
          keys.map((k) => k.id),
        )
        .where('day', '>=', dates[0] as string)
        .execute()
    : [];
  const at = new Map(dates.map((d, i) => [d, i]));
  const byKey = new Map<number, number[]>();
  for (const r of rows) {
    const i = at.get(r.day);
    if (i === undefined) continue;
    const arr = byKey.get(r.key_ref) ?? new Array<number>(days).fill(0);
    arr[i] = Number(r.calls);
    byKey.set(r.key_ref, arr);
  }
  // Deleted keys stay in the chart while they have calls in the window: those calls were billed.
  const series = keys
    .filter((k) => k.status !== 'deleted' || byKey.has(k.id))
    .map((k) => ({
      key_id: k.key_id,
      name: k.status === 'deleted' ? `${k.name}（已删除）` : k.name,
      calls: byKey.get(k.id) ?? new Array<number>(days).fill(0),
    }));
  return { dates, series, total: series.reduce((s, x) => s + x.calls.reduce((a, b) => a + b, 0), 0) };
}

import crypto from 'node:crypto';
import { OpenApiKeyApi } from '@aikc/shared/api-paths';
import type { ApiKeyCreated } from '@aikc/shared/open-api/keys';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import {
  buildAgency,
  buildCompany,
  buildLabel,
  buildPolicy,
  buildProject,
} from '../../../test-kit/content-builders.ts';

/**
 * Test helpers for the open API. The signing here is written out by hand with Node's crypto (not the shared
 * canonicalString), so the tests check the API against an independent reading of the documented rule.
 */
export interface TestKey {
  userId: number;
  token: string;
  key: ApiKeyCreated;
}

export async function seedOpenContent(h: Db) {
  const ai = await buildLabel(h, { name: '人工智能' });
  const agency = await buildAgency(h, { name: '广东省科学技术厅' });
  const policyId = await buildPolicy(h, {
    title: '广东省人工智能产业扶持办法',
    agency_id: agency,
    labelIds: [ai],
    publish_date: '2025-01-10',
    doc_no: '粤科规〔2025〕1号',
  });
  await buildPolicy(h, { title: '广东省新能源汽车补贴细则', agency_id: agency, publish_date: '2025-02-10' });
  const projectId = await buildProject(h, {
    title: '2026年人工智能重点专项申报',
    policy_id: policyId,
    agency_id: agency,
    support_min: 50,
    support_max: 500,
    labelIds: [ai],
  });
  const companyId = await buildCompany(h, {
    name: '深圳市智算科技有限公司',
    tags: [{ tag: '高新技术企业', granted_date: '2023-12-01' }],
    financials: [
      {
        year: 2024,
        revenue: 1500.5,
        main_revenue: 1400,
        hightech_revenue: 1200,
        rd_expense: 120,
        net_assets: 800,
        total_assets: 2000,
        total_liabilities: 1200,
        net_profit: 90,
        staff: 60,
        rd_staff: 15,
      },
    ],
  });
  const company = await h.db
    .selectFrom('companies')
    .select('credit_code')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { ai, agency, policyId, projectId, companyId, creditCode: company.credit_code };
}

/** A user with a key (made through the user-centre call) and, optionally, a package of `calls` calls. */
export async function keyWithQuota(
  api: TestApi,
  opts: { calls?: number; rate?: number; vip?: string } = {},
): Promise<TestKey> {
  const db = api.deps.db.db;
  const u = await buildUser(db, opts.vip ? { vip_level: opts.vip } : {});
  if (opts.vip)
    await db
      .updateTable('users')
      .set({ vip_end_time: Date.now() + 30 * 86_400_000 })
      .where('id', '=', u.id)
      .execute();
  const r = await api.call<ApiKeyCreated>(OpenApiKeyApi.create, { name: '测试密钥' }, { token: u.token });
  if (r.body.code !== 200) throw new Error(`key create failed: ${r.body.msg}`);
  if (opts.rate)
    await db
      .updateTable('api_keys')
      .set({ rate_per_sec: opts.rate })
      .where('key_id', '=', r.body.data.key_id)
      .execute();
  if (opts.calls) await grantCalls(api, u.id, opts.calls);
  return { userId: u.id, token: u.token, key: r.body.data };
}

/** A paid package of `calls` calls, as a paid order would leave it (the order flow itself is tested separately). */
export async function grantCalls(api: TestApi, userId: number, calls: number): Promise<void> {
  await grantPaidPackage(api.deps.db.db, userId, { code: 'api_10k', calls, rule: 'test', orderPrefix: 'KCT' });
}

/**
 * A paid 开放平台 order and the package it bought, written as the payment flow leaves them: for tests and the
 * open-API bench, which need calls to spend, not the flow. `code` names the package; `calls` overrides its size.
 */
export async function grantPaidPackage(
  db: Kysely<Database>,
  userId: number,
  pkg: { code: 'api_10k' | 'api_1m'; calls: number; rule: string; orderPrefix: string },
  now = Date.now(),
): Promise<void> {
  const order = await db
    .insertInto('orders')
    .values({
      order_no: `${pkg.orderPrefix}${crypto.randomBytes(8).toString('hex')}`,
      user_id: userId,
      level: 'api',
      period: pkg.code,
      kind: 'new',
      rule: pkg.rule,
      price_fen: 1,
      credit_fen: 0,
      amount_fen: 1,
      status: 'paid',
      created_at: now,
      expires_at: now,
      paid_at: now,
      closed_at: null,
      pay_channel: 'wechat',
      provider_txn_id: null,
      starts_at: now,
      ends_at: now + 86_400_000,
      refund_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('api_packages')
    .values({
      order_id: order.id,
      user_id: userId,
      code: pkg.code,
      calls: pkg.calls,
      used: 0,
      starts_at: now - 1000,
      expires_at: now + 86_400_000,
      created_at: now,
    })
    .execute();
}

const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignOverrides {
  timestamp?: string;
  nonce?: string;
  secret?: string;
  keyId?: string;
  /** Query sent on the wire instead of the signed one (tampering). */
  sentQuery?: Record<string, string>;
  omit?: string[];
}

/** The documented signature, computed independently: 7 lines, HMAC-SHA256, lower-case hex. */
export function signFor(
  method: string,
  path: string,
  query: Record<string, string>,
  secret: string,
  ts: string,
  nonce: string,
): string {
  const sorted = Object.entries(query)
    .map(([k, v]) => [enc(k), enc(v)] as const)
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const emptyHash = crypto.createHash('sha256').update('').digest('hex');
  const canonical = `OPENAPI-HMAC-SHA256\n${method}\n${path}\n${sorted}\n${ts}\n${nonce}\n${emptyHash}`;
  return crypto.createHmac('sha256', secret).update(canonical).digest('hex');
}

export async function signedGet(
  api: TestApi,
  k: TestKey,
  path: string,
  query: Record<string, string> = {},
  o: SignOverrides = {},
) {
  const ts = o.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = o.nonce ?? crypto.randomBytes(12).toString('hex');
  const sig = signFor('GET', path, query, o.secret ?? k.key.secret, ts, nonce);
  const headers: Record<string, string> = {
    'X-Aikc-Key': o.keyId ?? k.key.key_id,
    'X-Aikc-Timestamp': ts,
    'X-Aikc-Nonce': nonce,
    'X-Aikc-Signature': sig,
  };
  for (const h of o.omit ?? []) delete headers[h];
  const sent = o.sentQuery ?? query;
  const qs = Object.entries(sent)
    .map(([a, b]) => `${enc(a)}=${enc(b)}`)
    .join('&');
  const res = await fetch(`${api.baseUrl}${path}${qs ? `?${qs}` : ''}`, { headers });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { code: number; error: string | null; msg: string; data: never; request_id: string },
  };
}

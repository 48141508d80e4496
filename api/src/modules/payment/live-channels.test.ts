import crypto from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberApi, PayNotifyApi } from '@aikc/shared/api-paths';
import type { OrderView, PayCodeResult } from '@aikc/shared/schemas/membership';
import { startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { aesGcmEncrypt, rfc3339Cst, wechatResponseSignature } from './wechat-pay.ts';

const MCHID = '1230000109';
const APPID = 'wx8888888888888888';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0112345678901234567890123456789';
const APIV3 = 'a'.repeat(16) + 'B'.repeat(16);
const ALI_APP = '2021004100000001';

/**
 * PAY_PROVIDER=live against stand-ins of the providers' servers: configuration from key files, the real HTTPS
 * transport (pointed at a local server that checks the WECHATPAY2-SHA256-RSA2048 signature exactly as WeChat Pay
 * documents it and signs its answers), and notifications built by the test with the providers' keys.
 */
describe('live payment channels', () => {
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const aliApp = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-pay-'));
  const file = (name: string, key: crypto.KeyObject, type: 'pkcs8' | 'spki' | 'pkcs1') => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, key.export({ format: 'pem', type } as never) as string);
    return p;
  };
  let wx: Server;
  let api: TestApi;
  const seen: { auth: boolean; body: Record<string, unknown> }[] = [];
  let signAnswers = true;

  beforeAll(async () => {
    wx = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const m =
          /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="([^"]+)",signature="([^"]+)",timestamp="(\d+)",serial_no="([^"]+)"$/.exec(
            req.headers.authorization ?? '',
          );
        const auth =
          !!m &&
          m[1] === MCHID &&
          m[5] === SERIAL &&
          crypto.verify(
            'sha256',
            Buffer.from(`${req.method}\n${req.url}\n${m[4]}\n${m[2]}\n${raw}\n`),
            merchant.publicKey,
            Buffer.from(m[3] as string, 'base64'),
          );
        seen.push({ auth, body: JSON.parse(raw || '{}') as Record<string, unknown> });
        const out = JSON.stringify(
          auth ? { code_url: 'weixin://wxpay/bizpayurl?pr=abcdefg' } : { code: 'SIGN_ERROR', message: '签名错误' },
        );
        const ts = String(Math.floor(Date.now() / 1000));
        const nonce = crypto.randomBytes(8).toString('hex');
        res.writeHead(auth ? 200 : 401, {
          'Content-Type': 'application/json',
          'Wechatpay-Timestamp': ts,
          'Wechatpay-Nonce': nonce,
          'Wechatpay-Serial': PLATFORM_SERIAL,
          'Wechatpay-Signature': signAnswers ? wechatResponseSignature(platform.privateKey, ts, nonce, out) : 'AAAA',
        });
        res.end(out);
      });
    });
    await new Promise<void>((r) => wx.listen(0, '127.0.0.1', r));
    api = await startTestApi('sqlite', {
      PAY_PROVIDER: 'live',
      WECHATPAY_API_BASE: `http://127.0.0.1:${(wx.address() as AddressInfo).port}`,
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: APPID,
      WECHATPAY_SERIAL_NO: SERIAL,
      WECHATPAY_PRIVATE_KEY_FILE: file('apiclient_key.pem', merchant.privateKey, 'pkcs8'),
      WECHATPAY_APIV3_KEY: APIV3,
      WECHATPAY_PLATFORM_KEY_FILE: file('pub_key.pem', platform.publicKey, 'spki'),
      WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
      ALIPAY_APP_ID: ALI_APP,
      ALIPAY_PRIVATE_KEY_FILE: file('app_private_key.pem', aliApp.privateKey, 'pkcs1'),
      ALIPAY_PUBLIC_KEY_FILE: file('alipay_public_key.pem', alipay.publicKey, 'spki'),
      ALIPAY_SELLER_ID: '2088102146225135',
    });
  });
  afterAll(async () => {
    await api.close();
    wx.closeAllConnections();
    await new Promise<void>((r) => wx.close(() => r()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const newOrder = async () => {
    const u = await buildUser(api.deps.db.db);
    const o = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'quarter', agree: true },
        { token: u.token },
      )
    ).body.data;
    return { u, o };
  };

  it('has no simulator and asks WeChat Pay for a Native code with a signed request', async () => {
    expect(api.deps.payments.simulator).toBeNull();
    const { u, o } = await newOrder();
    const code = await api.call<PayCodeResult>(
      MemberApi.payCode,
      { order_no: o.order_no, channel: 'wechat' },
      { token: u.token },
    );
    expect(code.body.data.code_url).toBe('weixin://wxpay/bizpayurl?pr=abcdefg');
    const req = seen.at(-1);
    expect(req?.auth).toBe(true);
    expect(req?.body).toMatchObject({
      appid: APPID,
      mchid: MCHID,
      out_trade_no: o.order_no,
      amount: { total: o.amount_fen, currency: 'CNY' },
      time_expire: rfc3339Cst(o.expires_at),
    });
    expect(String(req?.body.notify_url)).toMatch(/\/api\/pay\/notify\/wechat$/);
  });

  it('refuses an answer WeChat Pay did not sign, with a Chinese message', async () => {
    const { u, o } = await newOrder();
    signAnswers = false;
    try {
      const code = await api.call(MemberApi.payCode, { order_no: o.order_no, channel: 'wechat' }, { token: u.token });
      expect(code.body.code).toBe(503);
      expect(code.body.msg).toContain('支付渠道暂时不可用');
    } finally {
      signAnswers = true;
    }
  });

  it('accepts a WeChat Pay notification signed with the platform key and encrypted with the APIv3 key', async () => {
    const { o } = await newOrder();
    const transaction = {
      appid: APPID,
      mchid: MCHID,
      out_trade_no: o.order_no,
      transaction_id: '4200000000202611250000000001',
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      success_time: rfc3339Cst(Date.now()),
      amount: { total: o.amount_fen, payer_total: o.amount_fen, currency: 'CNY', payer_currency: 'CNY' },
    };
    const nonce = 'fdasflkja484';
    const body = JSON.stringify({
      id: 'EV-018d7c4e-1c33-5f35-9e5c-2b5b5b5b5b5b',
      create_time: rfc3339Cst(Date.now()),
      resource_type: 'encrypted-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: aesGcmEncrypt(APIV3, nonce, 'transaction', JSON.stringify(transaction)),
        associated_data: 'transaction',
        nonce,
      },
    });
    const ts = String(Math.floor(Date.now() / 1000));
    const headers = {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': 'n0nce',
      'Wechatpay-Serial': PLATFORM_SERIAL,
      'Wechatpay-Signature': wechatResponseSignature(platform.privateKey, ts, 'n0nce', body),
    };
    // Signed by another key: refused.
    const forged = {
      ...headers,
      'Wechatpay-Signature': wechatResponseSignature(merchant.privateKey, ts, 'n0nce', body),
    };
    expect(
      (await fetch(`${api.baseUrl}${PayNotifyApi.wechat}`, { method: 'POST', headers: forged, body })).status,
    ).toBe(400);
    expect((await fetch(`${api.baseUrl}${PayNotifyApi.wechat}`, { method: 'POST', headers, body })).status).toBe(204);
    const row = await api.deps.db.db
      .selectFrom('orders')
      .select(['status', 'provider_txn_id'])
      .where('order_no', '=', o.order_no)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'paid', provider_txn_id: transaction.transaction_id });
  });

  it('accepts an Alipay notification signed RSA2 with the Alipay key (PKCS#1 app key configured) and checks seller_id', async () => {
    const { o } = await newOrder();
    const form = (seller: string) => {
      const params: Record<string, string> = {
        notify_time: '2026-11-25 10:00:00',
        notify_type: 'trade_status_sync',
        notify_id: crypto.randomBytes(8).toString('hex'),
        app_id: ALI_APP,
        charset: 'utf-8',
        version: '1.0',
        trade_no: '2026112522001400000000000001',
        out_trade_no: o.order_no,
        seller_id: seller,
        trade_status: 'TRADE_SUCCESS',
        total_amount: (o.amount_fen / 100).toFixed(2),
        subject: 'AI科策云VIP会员-季度会员',
      };
      const content = Object.keys(params)
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&');
      params.sign = crypto.sign('sha256', Buffer.from(content), alipay.privateKey).toString('base64');
      params.sign_type = 'RSA2';
      return new URLSearchParams(params).toString();
    };
    const post = (body: string) =>
      fetch(`${api.baseUrl}${PayNotifyApi.alipay}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      }).then((r) => r.text());
    expect(await post(form('2088000000009999'))).toBe('failure');
    expect(await post(form('2088102146225135'))).toBe('success');
    expect(
      (
        await api.deps.db.db
          .selectFrom('orders')
          .select('status')
          .where('order_no', '=', o.order_no)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('paid');
  });
});

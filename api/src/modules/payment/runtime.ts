import crypto from 'node:crypto';
import fs from 'node:fs';
import { AlipaySdk } from 'alipay-sdk';
import { PayNotifyApi } from '@aikc/shared/api-paths';
import type { PayChannel } from '@aikc/shared/schemas/membership';
import type { Config } from '../../config.ts';
import { AlipayChannel, sdkAlipayTransport } from './alipay.ts';
import { DEV_ALIPAY, DEV_WECHAT, DevPaySimulator } from './dev-simulator.ts';
import type { PaymentChannel } from './provider.ts';
import { httpWechatTransport, WechatPayChannel } from './wechat-pay.ts';

/** What the membership and payment modules share per app instance; `now` is read on every use (tests move it). */
export interface PaymentRuntime {
  now: () => number;
  channels: Map<PayChannel, PaymentChannel>;
  /** The development simulator (PAY_PROVIDER=dev), else null. */
  simulator: DevPaySimulator | null;
}

/** The payment runtime of an app (composition.ts makes it on first use). */
export function createPaymentRuntime(config: Config): PaymentRuntime {
  if (config.NODE_ENV === 'production' && config.PAY_PROVIDER === 'dev')
    throw new Error('The development payment simulator is refused when NODE_ENV=production (set PAY_PROVIDER=live)');
  const rt: PaymentRuntime = { now: () => Date.now(), channels: new Map(), simulator: null };
  const clock = () => rt.now();
  const notifyBase = (config.PAY_NOTIFY_BASE_URL ?? config.PUBLIC_BASE_URL).replace(/\/+$/, '');
  if (config.PAY_PROVIDER === 'dev') {
    const sim = new DevPaySimulator(config.PUBLIC_BASE_URL, clock);
    rt.simulator = sim;
    rt.channels.set(
      'wechat',
      new WechatPayChannel(
        {
          ...DEV_WECHAT,
          merchantPrivateKey: sim.wechatMerchantKey.privateKey,
          apiV3Key: sim.apiV3Key,
          platformPublicKey: sim.wechatPlatformKey.publicKey,
        },
        sim.wechatTransport(),
        `${notifyBase}${PayNotifyApi.wechat}`,
        clock,
        `${notifyBase}${PayNotifyApi.wechatRefund}`,
      ),
    );
    const sdk = new AlipaySdk({
      appId: DEV_ALIPAY.appId,
      privateKey: sim.alipayAppPrivateKeyPem.trim(),
      alipayPublicKey: sim.alipayPublicKeyPem.trim(),
      keyType: 'PKCS8',
    });
    rt.channels.set(
      'alipay',
      new AlipayChannel(
        sdk,
        DEV_ALIPAY.appId,
        DEV_ALIPAY.sellerId,
        sim.alipayTransport(),
        `${notifyBase}${PayNotifyApi.alipay}`,
      ),
    );
    return rt;
  }
  // alipay-sdk rebuilds PEM from the lines between the first and last: a trailing newline would break it.
  const read = (file: string | undefined) => fs.readFileSync(file as string, 'utf8').trim();
  if (config.WECHATPAY_MCHID) {
    rt.channels.set(
      'wechat',
      new WechatPayChannel(
        {
          mchid: config.WECHATPAY_MCHID,
          appid: config.WECHATPAY_APPID as string,
          serialNo: config.WECHATPAY_SERIAL_NO as string,
          merchantPrivateKey: crypto.createPrivateKey(read(config.WECHATPAY_PRIVATE_KEY_FILE)),
          apiV3Key: config.WECHATPAY_APIV3_KEY as string,
          // A public key PEM or a platform certificate PEM both give the verifying key.
          platformPublicKey: crypto.createPublicKey(read(config.WECHATPAY_PLATFORM_KEY_FILE)),
          platformSerial: config.WECHATPAY_PLATFORM_SERIAL as string,
        },
        httpWechatTransport(config.WECHATPAY_API_BASE),
        `${notifyBase}${PayNotifyApi.wechat}`,
        clock,
        `${notifyBase}${PayNotifyApi.wechatRefund}`,
      ),
    );
  }
  if (config.ALIPAY_APP_ID) {
    const privateKey = read(config.ALIPAY_PRIVATE_KEY_FILE);
    const sdk = new AlipaySdk({
      appId: config.ALIPAY_APP_ID,
      privateKey,
      keyType: privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
      alipayPublicKey: read(config.ALIPAY_PUBLIC_KEY_FILE),
      gateway: config.ALIPAY_GATEWAY,
    });
    rt.channels.set(
      'alipay',
      new AlipayChannel(
        sdk,
        config.ALIPAY_APP_ID,
        config.ALIPAY_SELLER_ID ?? '',
        sdkAlipayTransport,
        `${notifyBase}${PayNotifyApi.alipay}`,
      ),
    );
  }
  return rt;
}

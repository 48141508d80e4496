import type { Config } from '../../config.ts';
import type { EphemeralStore } from '../../lib/ephemeral-store.ts';

/** The WeChat side of QR login. The dev simulator and the real Official Account share every other code path. */
export interface WechatProvider {
  readonly name: 'dev' | 'mp';
  /** Creates a temporary QR for `sceneStr`; returns what the QR must encode. */
  createLoginQr(sceneStr: string, expireSeconds: number): Promise<{ qrContent: string }>;
  /** Open Platform (website app) code → openid; null for an unknown, used or expired code. */
  codeToOpenid(code: string): Promise<string | null>;
}

/** Key under which the dev simulator leaves an Open Platform code (10 min, single use, as WeChat's). */
export const devOpenCodeKey = (code: string) => `wxdev:code:${code}`;
export const DEV_OPEN_CODE_TTL_MS = 10 * 60 * 1000;

/** Development simulator: the QR leads to the portal's /wechat/auth page, which drives /api/dev/wechat/scan. */
export class DevWechatProvider implements WechatProvider {
  readonly name = 'dev' as const;
  constructor(
    private readonly publicBaseUrl: string,
    private readonly store: EphemeralStore,
  ) {}

  async createLoginQr(sceneStr: string): Promise<{ qrContent: string }> {
    const url = new URL('/wechat/auth', this.publicBaseUrl);
    url.searchParams.set('scene', sceneStr);
    return { qrContent: url.toString() };
  }

  async codeToOpenid(code: string): Promise<string | null> {
    return this.store.take(devOpenCodeKey(code));
  }
}

interface WxError {
  errcode?: number;
  errmsg?: string;
}

/**
 * A real service account: cgi-bin/token (cached until shortly before its 7200 s expiry), qrcode/create with
 * QR_STR_SCENE, and the Open Platform sns/oauth2/access_token exchange. showqrcode is not fetched: the QR is
 * drawn locally from the `url` WeChat returns, which encodes the same content.
 */
export class MpWechatProvider implements WechatProvider {
  readonly name = 'mp' as const;
  private accessToken: { value: string; until: number } | null = null;

  constructor(
    private readonly cfg: Pick<
      Config,
      'WECHAT_API_BASE' | 'WECHAT_APP_ID' | 'WECHAT_APP_SECRET' | 'WECHAT_OPEN_APP_ID' | 'WECHAT_OPEN_APP_SECRET'
    >,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  private async getJson<T>(url: URL, init?: RequestInit): Promise<T & WxError> {
    const res = await this.fetchFn(url, { ...init, signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as T & WxError;
    if (body.errcode) throw new Error(`wechat ${url.pathname} errcode ${body.errcode}`);
    return body;
  }

  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.until > Date.now()) return this.accessToken.value;
    const url = new URL('/cgi-bin/token', this.cfg.WECHAT_API_BASE);
    url.search = new URLSearchParams({
      grant_type: 'client_credential',
      appid: this.cfg.WECHAT_APP_ID ?? '',
      secret: this.cfg.WECHAT_APP_SECRET ?? '',
    }).toString();
    const body = await this.getJson<{ access_token: string; expires_in: number }>(url);
    this.accessToken = { value: body.access_token, until: Date.now() + (body.expires_in - 300) * 1000 };
    return body.access_token;
  }

  async createLoginQr(sceneStr: string, expireSeconds: number): Promise<{ qrContent: string }> {
    const url = new URL('/cgi-bin/qrcode/create', this.cfg.WECHAT_API_BASE);
    url.searchParams.set('access_token', await this.token());
    const body = await this.getJson<{ ticket: string; expire_seconds: number; url: string }>(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        expire_seconds: expireSeconds,
        action_name: 'QR_STR_SCENE',
        action_info: { scene: { scene_str: sceneStr } },
      }),
    });
    return { qrContent: body.url };
  }

  async codeToOpenid(code: string): Promise<string | null> {
    const url = new URL('/sns/oauth2/access_token', this.cfg.WECHAT_API_BASE);
    url.search = new URLSearchParams({
      appid: this.cfg.WECHAT_OPEN_APP_ID ?? '',
      secret: this.cfg.WECHAT_OPEN_APP_SECRET ?? '',
      code,
      grant_type: 'authorization_code',
    }).toString();
    try {
      const body = await this.getJson<{ openid: string }>(url);
      return body.openid || null;
    } catch {
      // 40029 invalid code / 40163 code used: the caller answers "授权已失效".
      return null;
    }
  }
}

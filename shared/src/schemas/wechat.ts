import { z } from 'zod';
import { QR_SCENE_PATTERN, QrStatusSchema } from '../socket/qr.ts';
import { textField } from './login.ts';

/** How long a login QR scene lives. */
export const WX_SCENE_TTL_SECONDS = 300;

/** login_by_wx_ewm result: what the dialog needs to show the QR and to ask the gateway to watch it. */
export interface WxEwmResult {
  /** The page's private handle for the scene status (32 [A-Za-z0-9]); not the scene_str inside the QR. */
  scene: string;
  /** PNG data URL of the QR (`data:image/png;base64,...`). */
  qr_image: string;
  /** What the QR encodes: the WeChat ticket URL, or the simulator URL /wechat/auth?scene=... in development. */
  qr_url: string;
  expires_in: number;
  /** 'dev' when the QR leads to the development simulator (the dialog labels it as such). */
  provider: 'dev' | 'mp';
}

/** Query of GET /api/front/login/wx_scene_status, the call the realtime gateway polls per watched scene. */
export const WxSceneStatusQuerySchema = z.object({
  scene: textField('二维码已失效，请刷新', (s) => QR_SCENE_PATTERN.test(s)),
  /** `1`: the caller delivered the loginSuccess it read; the result is taken and later reads answer 'done'. */
  consume: z.enum(['0', '1']).optional(),
});

/**
 * wx_scene_status `data`. `state` is for the gateway's distinctUntilChanged; `push` is the exact `qr.status`
 * payload to send to the page, or null while nothing is to be said. A loginSuccess push carries a token minted
 * by the first read after the scan; every read answers the same loginSuccess until the caller consumes it
 * (`consume=1`) or its 2-minute delivery window ends, so a read whose answer is lost loses no login. After
 * that, reads answer state 'done' with push null; the gateway stops watching after loginSuccess or expired.
 */
export const WxSceneStatusSchema = z.object({
  state: z.enum(['waiting', 'need_bind', 'login_success', 'done', 'expired']),
  expires_in: z.number().int().nonnegative(),
  push: QrStatusSchema.nullable(),
});
export type WxSceneStatus = z.infer<typeof WxSceneStatusSchema>;

/** other/wei_code_to_openid: the Open Platform (website app) code from /wechat/callback. */
export const WeiCodeToOpenidSchema = z.object({
  code: textField('微信授权已失效，请重新扫码', (s) => /^[A-Za-z0-9_-]{4,128}$/.test(s)),
  state: z.string().max(128).optional(),
});
/**
 * wei_code_to_openid answers with the same two messages the QR flow pushes: `toTop`/`needBang`/`openid` for an
 * unbound WeChat user, `loginSuccess` with `{token, user}` for a bound one.
 */
export const WeiCodeToOpenidResultSchema = QrStatusSchema;

/** Development simulator (absent in production): which WeChat user "scans". */
export const DevWechatScanSchema = z.object({
  scene: z.string({ error: '缺少场景值' }).regex(/^[A-Za-z0-9]{1,64}$/, '场景值无效'),
  as: z.enum(['new', 'existing'], { error: '请选择扫码身份' }).default('new'),
  openid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'openid 无效')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  format: z.enum(['json', 'html']).optional(),
});
export const DevWechatAuthQuerySchema = z.object({ scene: z.string().regex(/^[A-Za-z0-9]{1,64}$/, '场景值无效') });
export const DevQrconnectQuerySchema = z.object({
  redirect_uri: z.string().min(1).max(512),
  state: z.string().max(128).default(''),
});
export const DevQrconnectConfirmSchema = DevQrconnectQuerySchema.extend({
  as: z.enum(['new', 'existing']).default('new'),
  openid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'openid 无效')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  format: z.enum(['json', 'html']).optional(),
});
export interface DevWechatScanResult {
  openid: string;
  event: 'subscribe' | 'SCAN';
  /** The event endpoint's HTTP status and body ("success"). */
  status: number;
  reply: string;
}

import { z } from 'zod';

/**
 * `qr.status` payloads: exactly the spec's login QR messages (spec sections 3 and 4) plus expiry.
 * - `{msgType:'toTop', needBang:1, openid}`: an unbound WeChat user scanned; the dialog shows the bind step and
 *   keeps the openid for wx_by_bang.
 * - `{status:'loginSuccess', resData}`: a bound user scanned; resData is `{token, user}` as every login returns.
 * - `{status:'expired'}`: the QR expired; the dialog shows a refresh action.
 */
export const QrNeedBindSchema = z.object({
  msgType: z.literal('toTop'),
  needBang: z.literal(1),
  openid: z.string().min(1).max(64),
});

/** resData is checked loosely here (token + an object) so this file stays free of the user shape's evolution. */
export const QrLoginSuccessSchema = z.object({
  status: z.literal('loginSuccess'),
  resData: z.object({ token: z.string().min(20), user: z.record(z.string(), z.unknown()) }),
});
export const QrExpiredSchema = z.object({ status: z.literal('expired') });

export const QrStatusSchema = z.union([QrNeedBindSchema, QrLoginSuccessSchema, QrExpiredSchema]);
export type QrStatus = z.infer<typeof QrStatusSchema>;

/** A scene's private poll handle: what login_by_wx_ewm returns, what wx_scene_status and its batch take. */
export const QR_SCENE_PATTERN = /^[A-Za-z0-9]{32}$/;

/** The client asks the gateway to watch one scene (the `scene` that login_by_wx_ewm returned) while the QR shows. */
export const QrWatchSchema = z.object({ scene: z.string().regex(QR_SCENE_PATTERN) });
export type QrWatch = z.infer<typeof QrWatchSchema>;

/** The gateway room of the sockets watching one scene. */
export function qrRoom(scene: string): string {
  return `qr:${scene}`;
}

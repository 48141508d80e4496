import { z } from 'zod';
import { ORDER_NO_PATTERN, ORDER_STATUSES } from '../order-codes.ts';
import { QR_SCENE_PATTERN } from '../socket/qr.ts';
import { WxSceneStatusSchema } from './wechat.ts';

/**
 * The keyed polls of the realtime gateway, batched (issue 35): once per interval the QR topic asks the status of
 * every scene it watches in one call, and the order topic that of every order, instead of one call per key.
 * Internal calls only (`InternalApi`, authenticated by GATEWAY_TOKEN), never reached by a browser.
 */

/** Most keys one batched call takes; the gateway splits more into several calls. */
export const KEYED_BATCH_MAX = 1000;

/** POST {scenes, consume}: the status of each login QR scene, as wx_scene_status answers one. */
export const SceneStatusesBodySchema = z.object({
  scenes: z
    .array(
      z.string('二维码场景值格式不正确').regex(QR_SCENE_PATTERN, '二维码场景值格式不正确'),
      '请提供二维码场景值列表',
    )
    .min(1, '请至少提供一个二维码场景值')
    .max(KEYED_BATCH_MAX, `一次最多查询${KEYED_BATCH_MAX}个二维码场景`),
  /** true: the caller delivered the loginSuccess it read for these scenes (wx_scene_status's `consume=1`). */
  consume: z.boolean('consume 只能是 true 或 false').default(false),
});
export type SceneStatusesBody = z.input<typeof SceneStatusesBodySchema>;

/** By scene: every asked scene is present (an unknown one reads as expired, like wx_scene_status). */
export const SceneStatusesResultSchema = z.object({ statuses: z.record(z.string(), WxSceneStatusSchema) });
export type SceneStatusesResult = z.infer<typeof SceneStatusesResultSchema>;

/**
 * POST {orders: [{order_no, token}]}: the status of each order, asked with the login token of the user who
 * watches it. The API answers an order's status only when the token still logs in its owner (the rule of
 * vip/order_status), so the gateway can never learn about another user's order through a batch.
 */
export const OrderStatusesBodySchema = z.object({
  orders: z
    .array(
      z.object({
        order_no: z.string('请提供订单号').regex(ORDER_NO_PATTERN, '订单号格式不正确'),
        token: z.string('请提供登录令牌').min(1, '请提供登录令牌').max(256, '登录令牌格式不正确'),
      }),
      '请提供订单列表',
    )
    .min(1, '请至少提供一个订单')
    .max(KEYED_BATCH_MAX, `一次最多查询${KEYED_BATCH_MAX}个订单`),
});
export type OrderStatusesBody = z.infer<typeof OrderStatusesBodySchema>;

/**
 * In the order of the request, one entry per asked order: its status, or null when the order does not exist,
 * is not the token's user's, or the token no longer logs anyone in (the page has nothing to watch).
 */
export const OrderStatusesResultSchema = z.object({ statuses: z.array(z.enum(ORDER_STATUSES).nullable()) });
export type OrderStatusesResult = z.infer<typeof OrderStatusesResultSchema>;

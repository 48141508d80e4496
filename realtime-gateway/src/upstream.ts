import { z } from 'zod';
import { BigScreenApi, InternalApi, UserApi } from '@aikc/shared/api-paths';
import { envelopeSchema } from '@aikc/shared/envelope';
import { ResultCode, USER_INFO_PASS_THROUGH_CODES } from '@aikc/shared/result-codes';
import {
  OrderStatusesResultSchema,
  SceneStatusesResultSchema,
  type OrderStatusesResult,
  type SceneStatusesResult,
} from '@aikc/shared/schemas/keyed-batch';
import { MessageCountResultSchema } from '@aikc/shared/schemas/message';
import {
  TokenCheckResultSchema,
  UserCountsResultSchema,
  UserEventsResultSchema,
  type UserEventsResult,
} from '@aikc/shared/schemas/user-events';
import { ScreenSnapshotSchemas, type ScreenSnapshot, type ScreenTopic } from '@aikc/shared/schemas/big-screen';

/** The part of `user/user_info` the gateway relies on; the rest of the user is none of its business. */
export const UpstreamUserSchema = z.object({ id: z.number().int().positive() });
export type UpstreamUser = z.infer<typeof UpstreamUserSchema>;

/** A call the upstream answered with a well-formed envelope: its data on code 200, else the code and msg. */
export type UpstreamResult<T> = { ok: true; data: T } | { ok: false; code: number; msg: string };

/**
 * The upstream could not be asked or did not answer in contract (network error, timeout, non-JSON body,
 * an envelope or payload that fails its schema). Pipelines retry these with backoff.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    message: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A typed client for the calls the gateway makes; every answer is parsed with the shared schemas. */
export interface Upstream {
  userInfo(token: string, signal?: AbortSignal): Promise<UpstreamResult<UpstreamUser>>;
  messageCount(token: string, signal?: AbortSignal): Promise<UpstreamResult<z.infer<typeof MessageCountResultSchema>>>;
  /** A big-screen snapshot (`big_screen/sNdata`), public: asked without a token. */
  screenData<T extends ScreenTopic>(topic: T, signal?: AbortSignal): Promise<UpstreamResult<ScreenSnapshot<T>>>;
  /**
   * The status of up to KEYED_BATCH_MAX login QR scenes in one call (InternalApi, with GATEWAY_TOKEN); every
   * asked scene is answered. `consume` tells the API that the loginSuccess read before was delivered, so it
   * stops handing it out.
   */
  sceneStatuses(scenes: string[], consume: boolean, signal?: AbortSignal): Promise<UpstreamResult<SceneStatusesResult>>;
  /**
   * The status of up to KEYED_BATCH_MAX orders, each asked with the token of the user who watches it: in the
   * asked order, null where the order is not that token's user's (the API answers the owner only).
   */
  orderStatuses(
    asked: { order_no: string; token: string }[],
    signal?: AbortSignal,
  ): Promise<UpstreamResult<OrderStatusesResult>>;
  /** The change feed after `since` (InternalApi, with GATEWAY_TOKEN); without `since`, its head. */
  userEvents(since: number | undefined, limit: number, signal?: AbortSignal): Promise<UpstreamResult<UserEventsResult>>;
  /** Unread totals of up to USER_BATCH_MAX users in one call. */
  userCounts(userIds: number[], signal?: AbortSignal): Promise<UpstreamResult<{ counts: Record<string, number> }>>;
  /** The user behind each of up to USER_BATCH_MAX tokens that still logs someone in (absent: refused). */
  tokenUsers(tokens: string[], signal?: AbortSignal): Promise<UpstreamResult<{ users: Record<string, number> }>>;
}

export interface UpstreamOptions {
  /** UPSTREAM_URL: the API base, e.g. http://127.0.0.1:8081 (paths come from @aikc/shared/api-paths). */
  baseUrl: string;
  timeoutMs: number;
  /** GATEWAY_TOKEN: the service token of the internal feed calls (sent as `Bearer`); unset, they answer 403. */
  gatewayToken?: string;
}

const AnyEnvelopeSchema = envelopeSchema(z.unknown());

/** Creates the upstream client (fetch with timeout; `Platform: pc-web` and `Authorization` like the portal). */
export function createUpstream(opts: UpstreamOptions): Upstream {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const service = opts.gatewayToken ? `Bearer ${opts.gatewayToken}` : '';

  /** `accept`: codes besides 200 whose `data` still carries the payload (user_info's 8001/8002). */
  async function call<T extends z.ZodType>(
    path: string,
    token: string,
    data: T,
    signal?: AbortSignal,
    accept: readonly number[] = [],
    query?: Record<string, string>,
    sent?: unknown,
  ): Promise<UpstreamResult<z.output<T>>> {
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    let res: Response;
    try {
      // A query means a GET call (the API's GET-only calls); everything else is POST '{}' (or `body`) like the portal.
      res = await fetch(query ? `${base}${path}?${new URLSearchParams(query)}` : `${base}${path}`, {
        method: query ? 'GET' : 'POST',
        headers: {
          ...(query ? {} : { 'Content-Type': 'application/json' }),
          Platform: 'pc-web',
          ...(token ? { Authorization: token } : {}),
        },
        body: query ? undefined : JSON.stringify(sent ?? {}),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      const reason = timeout.aborted ? `timed out after ${opts.timeoutMs} ms` : 'request failed';
      throw new UpstreamError(`upstream ${reason}`, path, { cause: err });
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw new UpstreamError(`upstream answered HTTP ${res.status} without a JSON body`, path, { cause: err });
    }
    // Business codes travel with HTTP 4xx/5xx statuses (httpStatusFor), so the envelope decides, not the status.
    const envelope = AnyEnvelopeSchema.safeParse(body);
    if (!envelope.success)
      throw new UpstreamError(`upstream answered HTTP ${res.status} outside the envelope contract`, path);
    const { code, msg } = envelope.data;
    if (code !== ResultCode.OK) {
      const passed = accept.includes(code) ? data.safeParse(envelope.data.data) : undefined;
      return passed?.success ? { ok: true, data: passed.data } : { ok: false, code, msg };
    }
    const payload = data.safeParse(envelope.data.data);
    if (!payload.success) throw new UpstreamError('upstream payload failed its schema', path, { cause: payload.error });
    return { ok: true, data: payload.data };
  }

  return {
    // A valid login without a bound mobile or company (8001/8002) is still a user the socket may belong to.
    userInfo: (token, signal) =>
      call(UserApi.userInfo, token, UpstreamUserSchema, signal, USER_INFO_PASS_THROUGH_CODES),
    messageCount: (token, signal) => call(UserApi.messageCount, token, MessageCountResultSchema, signal),
    screenData: async <T extends ScreenTopic>(topic: T, signal?: AbortSignal) =>
      (await call(BigScreenApi[`${topic}data`], '', ScreenSnapshotSchemas[topic], signal)) as UpstreamResult<
        ScreenSnapshot<T>
      >,
    sceneStatuses: (scenes, consume, signal) =>
      call(InternalApi.sceneStatuses, service, SceneStatusesResultSchema, signal, [], undefined, { scenes, consume }),
    orderStatuses: async (asked, signal) => {
      const res = await call(InternalApi.orderStatuses, service, OrderStatusesResultSchema, signal, [], undefined, {
        orders: asked,
      });
      // Answers are matched to orders by position: a list of another length matches nothing.
      if (res.ok && res.data.statuses.length !== asked.length)
        throw new UpstreamError('order_statuses answered a list of another length', InternalApi.orderStatuses);
      return res;
    },
    userEvents: (since, limit, signal) =>
      call(InternalApi.userEvents, service, UserEventsResultSchema, signal, [], {
        ...(since === undefined ? {} : { since: String(since) }),
        limit: String(limit),
      }),
    userCounts: (userIds, signal) =>
      call(InternalApi.userCounts, service, UserCountsResultSchema, signal, [], undefined, { user_ids: userIds }),
    tokenUsers: (tokens, signal) =>
      call(InternalApi.tokenCheck, service, TokenCheckResultSchema, signal, [], undefined, { tokens }),
  };
}

import { ResultCode } from '@aikc/shared/result-codes';
import { USER_BATCH_MAX } from '@aikc/shared/schemas/user-events';
import type { Upstream, UpstreamResult } from './upstream.ts';

/** How long a handshake waits for others to share its lookup: each WebSocket arrives in its own turn. */
const WINDOW_MS = 10;

/**
 * Handshake token lookups gathered into one internal call per WINDOW_MS (up to USER_BATCH_MAX tokens): a thousand sockets reconnecting after a gateway restart cost the API a call, not a thousand
 * `user_info` calls. Answers in `user_info`'s shape so the handshake reads both the same way.
 */
export function tokenBatcher(upstream: Upstream) {
  const queue: { token: string; resolve: (r: UpstreamResult<{ id: number }>) => void; reject: (e: unknown) => void }[] =
    [];
  const flush = () => {
    const batch = queue.splice(0, USER_BATCH_MAX);
    if (queue.length > 0) setTimeout(flush, 0);
    const tokens = [...new Set(batch.map((q) => q.token))];
    upstream.tokenUsers(tokens).then(
      (res) => {
        for (const q of batch) {
          if (!res.ok) q.resolve(res);
          else {
            const id = res.data.users[q.token];
            q.resolve(
              id === undefined ? { ok: false, code: ResultCode.UNAUTHORIZED, msg: '' } : { ok: true, data: { id } },
            );
          }
        }
      },
      (err: unknown) => {
        for (const q of batch) q.reject(err);
      },
    );
  };
  return (token: string): Promise<UpstreamResult<{ id: number }>> =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setTimeout(flush, WINDOW_MS);
      queue.push({ token, resolve, reject });
    });
}

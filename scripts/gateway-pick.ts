import type http from 'node:http';

/** The cookie that pins a browser's long-polling requests to the gateway that holds its session. */
export const GATEWAY_COOKIE = 'aikc_gw';
const COOKIE_RE = new RegExp(`(?:^|;\\s*)${GATEWAY_COOKIE}=(\\d+)`);

/**
 * Sticky routing over several gateways (socket.io's "using multiple nodes"): a long-polling session's requests
 * must reach the process that created its sid. The first request without the cookie goes to the next gateway in
 * turn and its answer sets the cookie; later requests (and the WebSocket upgrade) follow the cookie. WebSocket-
 * first clients need no stickiness, so they simply spread in turn. One gateway: no cookie at all.
 */
export function gatewayPicker(urls: readonly string[]) {
  let turn = 0;
  return (req: http.IncomingMessage): { target: string; cookie?: string } => {
    if (urls.length === 1) return { target: urls[0]! };
    const pinned = COOKIE_RE.exec(req.headers.cookie ?? '');
    const i = pinned ? Number(pinned[1]) : -1;
    if (i >= 0 && i < urls.length) return { target: urls[i]! };
    const k = turn++ % urls.length;
    return { target: urls[k]!, cookie: `${GATEWAY_COOKIE}=${k}; Path=/socket.io; HttpOnly; SameSite=Lax` };
  };
}

import type { Request } from 'express';

/** This very process, as a provider would reach it (loopback, the port we listen on). */
export function selfUrl(req: Request, path: string): string {
  const addr = req.socket.localAddress ?? '127.0.0.1';
  const host = addr.includes(':') ? `[${addr}]` : addr;
  return `http://${host}:${req.socket.localPort}${path}`;
}

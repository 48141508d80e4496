import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { ChatStreamEvent } from '@aikc/shared/socket/chat';
import type { Database } from '../../db/schema.ts';
import type { ChatRuntime } from './runtime.ts';
import { ownSession } from './service.ts';

/** A line every 15 s keeps proxies from closing a quiet stream and lets the reader notice a dead one. */
const PING_MS = 15_000;

/**
 * GET chat/stream?session_id: the session's answer events as NDJSON, held open while the reader (the
 * gateway) reads. It starts with every event of the answers in progress (a reader joining mid-answer has
 * the text so far), then each new event as it happens. Resolves when the reader goes away.
 */
export async function streamSession(
  db: Kysely<Database>,
  rt: ChatRuntime,
  userId: number,
  sessionId: number,
  req: Request,
  res: Response,
): Promise<void> {
  await ownSession(db, userId, sessionId);
  // Set one by one, before writeHead: the compression middleware decides from res.getHeader('Content-Type') when
  // the head goes out, and leaves ndjson alone (app.ts), so each event reaches the reader as it is written.
  res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Accel-Buffering', 'no');
  res.writeHead(200);
  res.flushHeaders();
  const write = (e: ChatStreamEvent) => res.write(`${JSON.stringify(e)}\n`);
  const { snapshot, unsubscribe } = rt.hub.subscribe(sessionId, write);
  for (const e of snapshot) write(e);
  const ping = setInterval(() => write({ type: 'ping' }), PING_MS);
  await new Promise<void>((resolve) => {
    const done = () => {
      clearInterval(ping);
      unsubscribe();
      resolve();
    };
    req.once('close', done);
    res.once('close', done);
  });
  if (!res.writableEnded) res.end();
}

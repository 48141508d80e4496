import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { OPEN_STREAMS_MESSAGE, OPEN_STREAMS_PER_USER } from '@aikc/shared/constants';
import type { ChatStreamEvent } from '@aikc/shared/socket/chat';
import type { Database } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';
import type { ChatRuntime } from './runtime.ts';
import { ownSession } from './sessions.ts';

/** A line every 15 s keeps proxies from closing a quiet stream and lets the reader notice a dead one. */
const PING_MS = 15_000;

/**
 * GET chat/stream?session_id: the session's answer events as NDJSON, held open while the reader (the
 * gateway) reads. It starts with every event of the answers in progress (a reader joining mid-answer has
 * the text so far), then each new event as it happens. Resolves when the reader goes away. A user holds at most
 * OPEN_STREAMS_PER_USER of them (the gateway opens one per watched session and stops at the same number).
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
  const open = rt.openStreams;
  const held = open.get(userId) ?? 0;
  if (held >= OPEN_STREAMS_PER_USER) throw tooManyRequests(OPEN_STREAMS_MESSAGE);
  open.set(userId, held + 1);
  try {
    await hold(rt, sessionId, req, res);
  } finally {
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  }
}

async function hold(rt: ChatRuntime, sessionId: number, req: Request, res: Response): Promise<void> {
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

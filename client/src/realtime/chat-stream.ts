import { Observable, filter, map, merge } from 'rxjs';
import type { ChatChunk, ChatEnd, ChatStart } from '@aikc/shared/socket/chat';
import type { Realtime } from './realtime-client.ts';

export type ChatEvent = ({ kind: 'start' } & ChatStart) | ({ kind: 'chunk' } & ChatChunk) | ({ kind: 'end' } & ChatEnd);

/**
 * The answer events of one chat session, in the order the gateway sent them. While subscribed the session is
 * watched (`chat.watch`), again after every reconnect with `resumeFrom()`: the answer in progress and the
 * last seq the page holds, so the gateway sends only what is missing.
 */
export function chatEvents(
  realtime: Realtime,
  sessionId: number,
  resumeFrom: () => { message_id: number; seq: number } | undefined,
): Observable<ChatEvent> {
  return new Observable<ChatEvent>((subscriber) => {
    const mine = <T extends { session_id: number }>(e: T) => e.session_id === sessionId;
    const sub = merge(
      realtime.on('chat.start').pipe(
        filter(mine),
        map((e): ChatEvent => ({ kind: 'start', ...e })),
      ),
      realtime.on('chat.chunk').pipe(
        filter(mine),
        map((e): ChatEvent => ({ kind: 'chunk', ...e })),
      ),
      realtime.on('chat.end').pipe(
        filter(mine),
        map((e): ChatEvent => ({ kind: 'end', ...e })),
      ),
    ).subscribe(subscriber);
    const release = realtime.hold(
      'chat.watch',
      () => {
        const after = resumeFrom();
        return after ? { session_id: sessionId, after } : { session_id: sessionId };
      },
      'chat.unwatch',
    );
    return () => {
      release();
      sub.unsubscribe();
    };
  });
}

import type { ChatStreamEvent } from '@aikc/shared/socket/chat';

type AnswerEvent = Exclude<ChatStreamEvent, { type: 'ping' }>;
export type Listener = (event: AnswerEvent) => void;

/** One answer being produced: every event so far (a late reader gets them all), its abort switch, its owner. */
export class LiveAnswer {
  readonly events: AnswerEvent[] = [];
  readonly abort = new AbortController();
  text = '';
  private seq = 0;

  constructor(
    readonly userId: number,
    readonly sessionId: number,
    readonly messageId: number,
  ) {}

  nextSeq(): number {
    return this.seq++;
  }
}

interface SessionFeed {
  answers: Map<number, LiveAnswer>;
  listeners: Set<Listener>;
}

/**
 * The answers in progress in this API process, per session, and who reads them (the gateway's session
 * streams). The in-progress text lives here, not in the database, until the answer ends; a reader that
 * subscribes mid-answer gets every event so far first, in the same synchronous step as it starts listening,
 * so nothing can fall between the two.
 */
export class ChatHub {
  private readonly sessions = new Map<number, SessionFeed>();
  private readonly byMessage = new Map<number, LiveAnswer>();

  private feed(sessionId: number): SessionFeed {
    let f = this.sessions.get(sessionId);
    if (!f) this.sessions.set(sessionId, (f = { answers: new Map(), listeners: new Set() }));
    return f;
  }

  private drop(sessionId: number): void {
    const f = this.sessions.get(sessionId);
    if (f && f.answers.size === 0 && f.listeners.size === 0) this.sessions.delete(sessionId);
  }

  begin(userId: number, sessionId: number, messageId: number): LiveAnswer {
    const a = new LiveAnswer(userId, sessionId, messageId);
    this.feed(sessionId).answers.set(messageId, a);
    this.byMessage.set(messageId, a);
    return a;
  }

  emit(a: LiveAnswer, event: AnswerEvent): void {
    a.events.push(event);
    if (event.type === 'chunk') a.text += event.text;
    for (const l of this.sessions.get(a.sessionId)?.listeners ?? []) l(event);
  }

  /** The answer ended (its end event emitted and its row stored): later readers get it from the database. */
  finish(a: LiveAnswer): void {
    this.byMessage.delete(a.messageId);
    this.sessions.get(a.sessionId)?.answers.delete(a.messageId);
    this.drop(a.sessionId);
  }

  subscribe(sessionId: number, listener: Listener): { snapshot: AnswerEvent[]; unsubscribe: () => void } {
    const f = this.feed(sessionId);
    const snapshot = [...f.answers.values()].flatMap((a) => a.events);
    f.listeners.add(listener);
    return {
      snapshot,
      unsubscribe: () => {
        f.listeners.delete(listener);
        this.drop(sessionId);
      },
    };
  }

  answer(messageId: number): LiveAnswer | undefined {
    return this.byMessage.get(messageId);
  }

  activeFor(userId: number): number {
    let n = 0;
    for (const a of this.byMessage.values()) if (a.userId === userId) n++;
    return n;
  }

  get size(): number {
    return this.byMessage.size;
  }

  /** Shutdown: every answer in progress is stopped (each then stores its partial text as stopped). */
  abortAll(): void {
    for (const a of this.byMessage.values()) a.abort.abort();
  }
}

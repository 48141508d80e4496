import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import type { ChatMessage, ChatProviderKind, ChatSource } from '@aikc/shared/schemas/chat';
import type { ChatEvent } from '../../realtime/chat-stream.ts';

/** An answer as the page shows it while (and after) it streams. */
export interface LiveAnswer {
  text: string;
  /** The last seq applied: the next chunk must be seq + 1. */
  seq: number;
  status: ChatMessage['status'];
  provider: ChatProviderKind | null;
  sources: ChatSource[];
  /** A not-found answer's related questions (from its start event). */
  related: string[];
  error_msg: string;
}

/**
 * The thread of one session: the stored messages (from the API through TanStack Query) overlaid with the
 * answers streaming now (from the realtime Observable). Chunks are applied strictly in seq order; one the
 * page already holds is ignored, so a replay after a reconnect can never double text.
 */
export class ChatThreadStore {
  messages: ChatMessage[] = [];
  readonly live = new Map<number, LiveAnswer>();
  private sub: Subscription | undefined;

  constructor(
    readonly sessionId: number,
    private readonly onEnded: () => void,
  ) {
    makeObservable(this, {
      messages: observableRef,
      live: observable,
      setServer: action,
      apply: action,
      addLocal: action,
    });
  }

  /** Stored messages from the API. A streaming one is rebuilt from events (its stored text has no seq). */
  setServer(list: ChatMessage[]): void {
    this.messages = list;
    for (const m of list) {
      const l = this.live.get(m.id);
      if (m.status === 'streaming') {
        if (!l)
          this.live.set(m.id, {
            text: '',
            seq: -1,
            status: 'streaming',
            provider: m.provider,
            sources: [],
            related: [],
            error_msg: '',
          });
      } else if (l) {
        // Stored whole now: the database's text is the answer (the same text the stream built).
        this.live.delete(m.id);
      }
    }
  }

  /** The question and answer the ask call returned, before the list is fetched again. */
  addLocal(question: ChatMessage | null, answer: ChatMessage): void {
    const known = new Set(this.messages.map((m) => m.id));
    const add = [question, answer].filter((m): m is ChatMessage => m !== null && !known.has(m.id));
    this.messages = [...this.messages.filter((m) => m.id !== answer.id), ...add].sort((a, b) => a.id - b.id);
    if (!this.live.has(answer.id))
      this.live.set(answer.id, {
        text: '',
        seq: -1,
        status: 'streaming',
        provider: answer.provider,
        sources: [],
        related: [],
        error_msg: '',
      });
  }

  /** Where to resume after a reconnect: the answer in progress and the last seq applied. */
  resumeFrom(): { message_id: number; seq: number } | undefined {
    for (const [id, l] of this.live) if (l.status === 'streaming' && l.seq >= 0) return { message_id: id, seq: l.seq };
    return undefined;
  }

  apply(e: ChatEvent): void {
    let l = this.live.get(e.message_id);
    if (!l) {
      // A page loaded just after an answer ended gets the gateway's buffered events of it (kept for sockets that
      // reconnect): the stored answer is whole, so they are not applied. An overlay built from them would show it
      // as streaming for good once a refetch had dropped it mid-replay.
      if (this.messages.some((m) => m.id === e.message_id && m.status !== 'streaming')) return;
      // An answer started in another tab: the list is fetched again for its question. Of one this page did not see
      // start, only the end matters: the list is fetched again for the whole stored answer.
      if (e.kind !== 'chunk') this.onEnded();
      if (e.kind !== 'start') return;
      this.live.set(e.message_id, {
        text: '',
        seq: -1,
        status: 'streaming',
        provider: null,
        sources: [],
        related: [],
        error_msg: '',
      });
      // The map holds an observable copy: mutate that one.
      l = this.live.get(e.message_id) as LiveAnswer;
    }
    if (e.seq !== l.seq + 1) return; // already held (a replay), or out of order (cannot happen on one socket)
    l.seq = e.seq;
    if (e.kind === 'start') {
      l.provider = e.provider;
      l.sources = e.sources;
      l.related = e.related ?? [];
    } else if (e.kind === 'chunk') {
      l.text += e.text;
    } else {
      l.status = e.status;
      l.sources = e.sources;
      l.error_msg = e.error_msg;
      this.onEnded();
    }
  }

  attach(events: Observable<ChatEvent>): void {
    this.sub?.unsubscribe();
    this.sub = events.subscribe((e) => this.apply(e));
  }

  dispose(): void {
    this.sub?.unsubscribe();
  }

  /** What a message shows: its live state while one exists, else the stored message. */
  view(m: ChatMessage): ChatMessage {
    const l = this.live.get(m.id);
    if (!l) return m;
    return {
      ...m,
      content: l.text,
      status: l.status,
      provider: l.provider ?? m.provider,
      sources: l.sources,
      related: l.related,
      error_msg: l.error_msg,
    };
  }

  get streamingId(): number | undefined {
    for (const [id, l] of this.live) if (l.status === 'streaming') return id;
    return undefined;
  }
}

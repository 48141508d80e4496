import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { ChatMessage } from '@aikc/shared/schemas/chat';
import type { ChatEvent } from '../../realtime/chat-stream.ts';
import { ChatThreadStore } from './chat-store.ts';

const ids = { session_id: 1, message_id: 9 };
const answer: ChatMessage = {
  id: 9,
  session_id: 1,
  role: 'assistant',
  content: '',
  status: 'streaming',
  error_msg: '',
  provider: 'retrieval',
  sources: [],
  created_at: '',
};

describe('ChatThreadStore', () => {
  it('applies chunks strictly in seq order: a replay after a reconnect never doubles text', () => {
    let ended = 0;
    const store = new ChatThreadStore(1, () => ended++);
    store.setServer([answer]);
    const events = new Subject<ChatEvent>();
    store.attach(events);
    events.next({ kind: 'start', ...ids, seq: 0, provider: 'retrieval', sources: [] });
    events.next({ kind: 'chunk', ...ids, seq: 1, text: '研发' });
    events.next({ kind: 'chunk', ...ids, seq: 2, text: '费用' });
    expect(store.resumeFrom()).toEqual({ message_id: 9, seq: 2 });
    // The gateway replays from 0 (a reopened upstream): only what is new is applied.
    events.next({ kind: 'start', ...ids, seq: 0, provider: 'retrieval', sources: [] });
    events.next({ kind: 'chunk', ...ids, seq: 1, text: '研发' });
    events.next({ kind: 'chunk', ...ids, seq: 2, text: '费用' });
    events.next({ kind: 'chunk', ...ids, seq: 3, text: '加计扣除' });
    events.next({ kind: 'end', ...ids, seq: 4, status: 'stopped', error_msg: '', sources: [] });
    expect(store.view(answer)).toMatchObject({ content: '研发费用加计扣除', status: 'stopped' });
    expect(store.streamingId).toBeUndefined();
    expect(ended).toBe(1);
    store.dispose();
  });

  it('shows an answer started in another tab and asks for the list again', () => {
    let refetch = 0;
    const store = new ChatThreadStore(1, () => refetch++);
    store.apply({ kind: 'start', ...ids, seq: 0, provider: 'llm', sources: [] });
    store.apply({ kind: 'chunk', ...ids, seq: 1, text: '好' });
    expect(refetch).toBe(1);
    expect(store.streamingId).toBe(9);
    store.setServer([{ ...answer, status: 'done', content: '好的' }]);
    expect(store.view(store.messages[0] as ChatMessage).content).toBe('好的');
  });

  it('keeps a stored ended answer as stored when the gateway replays its buffered events to a reloaded page', () => {
    let refetch = 0;
    const store = new ChatThreadStore(1, () => refetch++);
    const stored: ChatMessage = { ...answer, status: 'done', content: '研发费用加计扣除' };
    store.setServer([stored]);
    // The replay interleaves with refetches of the list (as it can on a loaded machine): none of it overlays the answer.
    store.apply({ kind: 'start', ...ids, seq: 0, provider: 'retrieval', sources: [] });
    store.setServer([stored]);
    store.apply({ kind: 'chunk', ...ids, seq: 1, text: '研发' });
    store.apply({ kind: 'end', ...ids, seq: 2, status: 'done', error_msg: '', sources: [] });
    expect(store.view(stored)).toEqual(stored);
    expect(store.streamingId).toBeUndefined();
    expect(refetch).toBe(0);
  });

  it('fetches the list again for an answer that ended before this page saw its start, and shows no overlay', () => {
    let refetch = 0;
    const store = new ChatThreadStore(1, () => refetch++);
    store.apply({ kind: 'chunk', ...ids, seq: 3, text: '费用' });
    store.apply({ kind: 'end', ...ids, seq: 4, status: 'done', error_msg: '', sources: [] });
    expect(refetch).toBe(1);
    expect(store.streamingId).toBeUndefined();
    expect(store.live.size).toBe(0);
  });
});

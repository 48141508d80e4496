import { describe, expect, it } from 'vitest';
import type { ScreenSnapshot } from '@aikc/shared/schemas/big-screen';
import { INITIAL_STATE, reduceSource, socketScreenSource, type ScreenSocket, type SourceState } from './source.ts';
import { ScreenStore } from './screen-store.ts';

const snap = (version: string, companies = 1): ScreenSnapshot<'s4'> => ({
  version,
  generated_at: 1,
  data: {
    chains: [{
      key: 'nev', name: '新能源汽车', stages: [],
      totals: { companies, policies: 0, projects: 0, patents: 0 },
      region: { provinces: [], cities: [] }, founding: { periods: [], series: [] }, leaders: [], policies: [],
    }],
  },
});

describe('reduceSource', () => {
  it('keeps the last good snapshot through failures and marks stale once, from the first failure', () => {
    const good = reduceSource<'s4'>(INITIAL_STATE, { kind: 'data', snapshot: snap('v1') });
    const failed = reduceSource(good, { kind: 'failure', at: 100 });
    expect(failed).toEqual({ snapshot: good.snapshot, stale: true, staleSince: 100 });
    expect(reduceSource(failed, { kind: 'failure', at: 200 })).toBe(failed);
  });

  it('recovers on the next data and keeps object identity for an unchanged version', () => {
    const good = reduceSource<'s4'>(INITIAL_STATE, { kind: 'data', snapshot: snap('v1') });
    expect(reduceSource(good, { kind: 'data', snapshot: snap('v1') })).toBe(good);
    const stale = reduceSource(good, { kind: 'failure', at: 5 });
    const back = reduceSource(stale, { kind: 'data', snapshot: snap('v1') });
    expect(back).toEqual({ snapshot: good.snapshot, stale: false, staleSince: null });
    expect(back.snapshot).toBe(good.snapshot);
    expect(reduceSource(back, { kind: 'data', snapshot: snap('v2') }).snapshot?.version).toBe('v2');
  });

  it('is stale without a picture when the very first fetch fails', () => {
    expect(reduceSource<'s4'>(INITIAL_STATE, { kind: 'failure', at: 7 })).toEqual({ snapshot: null, stale: true, staleSince: 7 });
  });
});

class FakeSocket implements ScreenSocket {
  recovered = false;
  readonly sent: [string, unknown][] = [];
  disconnected = 0;
  private readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: never[]) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as (...args: unknown[]) => void]);
    return this;
  }
  readonly acks: ((answer: unknown) => void)[] = [];
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): this {
    this.sent.push([event, payload]);
    if (ack) this.acks.push(ack);
    return this;
  }
  /** Plays the gateway acknowledging the oldest unanswered subscribe (its snapshot was sent before). */
  ack(): void {
    this.acks.shift()?.({ code: 200, msg: '操作成功', data: null });
  }
  disconnect(): this {
    this.disconnected += 1;
    return this;
  }
  /** Plays the gateway (or the connection) raising `event` on the client. */
  fire(event: string, ...args: unknown[]): void {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  subscribes(): number {
    return this.sent.filter(([e]) => e === 'screen.subscribe').length;
  }
}

describe('socketScreenSource', () => {
  const data = (version: string, companies = 1) => ({ topic: 's4', version, data: snap(version, companies).data });

  function open() {
    const socket = new FakeSocket();
    let t = 1000;
    const states: SourceState<'s4'>[] = [];
    const source$ = socketScreenSource('s4', { connect: () => socket, now: () => (t += 1) });
    const sub = source$.subscribe((s) => states.push(s));
    return { socket, states, sub, source$ };
  }

  it('subscribes on connect and follows screen.data, parsed and filtered by topic', () => {
    const { socket, states, sub } = open();
    expect(states).toEqual([INITIAL_STATE]);
    socket.fire('connect');
    expect(socket.sent).toEqual([['screen.subscribe', { topic: 's4' }]]);
    socket.fire('screen.data', data('v1', 3));
    expect(states.at(-1)).toMatchObject({ stale: false, snapshot: { version: 'v1', data: { chains: [{ totals: { companies: 3 } }] } } });
    const n = states.length;
    socket.fire('screen.data', { topic: 's4', version: 'bad', data: { chains: [] } });
    socket.fire('screen.data', { ...data('v9'), topic: 's1' });
    socket.fire('screen.data', 'garbage');
    socket.fire('screen.data', data('v1', 3));
    expect(states).toHaveLength(n);
    socket.fire('screen.data', data('v2', 4));
    expect(states.at(-1)?.snapshot?.version).toBe('v2');
    sub.unsubscribe();
    expect(socket.sent.at(-1)).toEqual(['screen.unsubscribe', { topic: 's4' }]);
    expect(socket.disconnected).toBe(1);
  });

  it('shows stale on screen.stale and on disconnect, keeps the picture, and resyncs on reconnect', () => {
    const { socket, states } = open();
    const store = new ScreenStore<'s4'>();
    socket.fire('connect');
    socket.fire('screen.data', data('v1'));
    store.apply(states.at(-1)!);
    const picture = store.snapshot;

    socket.fire('screen.stale', { topic: 's4', since: 77 });
    expect(states.at(-1)).toMatchObject({ stale: true, staleSince: 77, snapshot: { version: 'v1' } });
    socket.fire('screen.stale', { topic: 's4', since: -1 });
    socket.fire('screen.stale', { topic: 's2', since: 1 });
    expect(states.at(-1)?.staleSince).toBe(77);
    socket.fire('screen.data', data('v1'));
    expect(states.at(-1)).toMatchObject({ stale: false, staleSince: null });
    store.apply(states.at(-1)!);
    // Same version: the very same object, so no panel re-renders.
    expect(store.snapshot).toBe(picture);

    socket.fire('disconnect', 'transport close');
    expect(states.at(-1)).toMatchObject({ stale: true, snapshot: { version: 'v1' } });
    socket.fire('connect');
    expect(socket.subscribes()).toBe(2);
    socket.fire('screen.data', data('v2', 9));
    expect(states.at(-1)).toMatchObject({ stale: false, snapshot: { version: 'v2' } });

    // A recovered session kept its room: no second subscription.
    socket.recovered = true;
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(socket.subscribes()).toBe(2);
  });

  it('follows patches, and asks for the snapshot again when it misses a version or a patch does not apply', () => {
    const { socket, states } = open();
    socket.fire('connect');
    socket.fire('screen.data', data('v1', 1));
    socket.ack();
    const patch = (b: string, version: string, companies: number) => ({
      topic: 's4', base: b, version, ops: [{ op: 'replace', path: '/chains/0/totals/companies', value: companies }],
    });
    socket.fire('screen.patch', patch('v1', 'v2', 5));
    expect(states.at(-1)).toMatchObject({ snapshot: { version: 'v2', data: { chains: [{ totals: { companies: 5 } }] } } });
    expect(socket.subscribes()).toBe(1);

    // v3 was lost: the patch to v4 is for a picture this wall does not hold.
    socket.fire('screen.patch', patch('v3', 'v4', 7));
    expect(states.at(-1)?.snapshot?.version).toBe('v2');
    expect(socket.subscribes()).toBe(2);
    // One request at a time: another gap meanwhile waits for the answer.
    socket.fire('screen.patch', patch('v4', 'v5', 8));
    expect(socket.subscribes()).toBe(2);
    socket.fire('screen.data', data('v5', 8));
    socket.ack();
    expect(socket.subscribes()).toBe(2);
    expect(states.at(-1)).toMatchObject({ snapshot: { version: 'v5' } });

    // A patch whose result fails the schema is not shown; the wall resyncs.
    socket.fire('screen.patch', { ...patch('v5', 'v6', 1), ops: [{ op: 'replace', path: '/chains/0/totals/companies', value: '多' }] });
    expect(states.at(-1)?.snapshot?.version).toBe('v5');
    expect(socket.subscribes()).toBe(3);
  });

  it('is stale without a picture when the gateway cannot be reached at all', () => {
    const { socket, states } = open();
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(states.at(-1)).toMatchObject({ snapshot: null, stale: true });
  });

  it('shares one socket between subscribers and closes it with the last one', () => {
    let opened = 0;
    const socket = new FakeSocket();
    const source$ = socketScreenSource('s4', { connect: () => ((opened += 1), socket) });
    const a = source$.subscribe();
    const b = source$.subscribe();
    expect(opened).toBe(1);
    a.unsubscribe();
    expect(socket.disconnected).toBe(0);
    b.unsubscribe();
    expect(socket.disconnected).toBe(1);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { InternalApi, LoginApi, UserApi } from '@aikc/shared/api-paths';
import type { UserEventsResult } from '@aikc/shared/schemas/user-events';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { sendMessage } from '../message/service.ts';
import { pruneUserEvents, readUserEvents } from './feed.ts';
import { recordUserEvent } from './record.ts';

const GATEWAY_TOKEN = 'gateway-token-for-the-feed-tests-0123456789';

describeEachDb('user events feed', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { GATEWAY_TOKEN });
  });
  afterAll(() => api.close());

  /** The gateway's own call: the service token as a Bearer header, never a user token. */
  async function internal<T>(path: string, input: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') {
    const qs =
      method === 'GET'
        ? `?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]))}`
        : '';
    const res = await fetch(`${api.baseUrl}${path}${qs}`, {
      method,
      headers: { Authorization: `Bearer ${GATEWAY_TOKEN}`, 'Content-Type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(input) : undefined,
    });
    return (await res.json()) as { code: number; msg: string; data: T };
  }
  const head = async () => (await internal<UserEventsResult>(InternalApi.userEvents, {}, 'GET')).data.next;
  const since = async (cursor: number) =>
    (await internal<UserEventsResult>(InternalApi.userEvents, { since: cursor }, 'GET')).data;

  it('records each change with its commit, in order, from a cursor', async () => {
    const a = await buildUser(api.deps.db.db);
    const b = await buildUser(api.deps.db.db);
    const start = await head();
    const m1 = await sendMessage(api.deps.db.db, { userId: a.id, title: '系统通知', content: '欢迎使用' });
    await sendMessage(api.deps.db.db, { userId: b.id, title: '系统通知', content: '欢迎使用' });
    await api.call(UserApi.readMessage, { id: m1 }, { token: a.token });
    // Reading a read message again changes no count and writes no event.
    await api.call(UserApi.readMessage, { id: m1 }, { token: a.token });
    await api.call(UserApi.readAllMessage, {}, { token: b.token });
    const feed = await since(start);
    expect(feed.reset).toBe(false);
    expect(feed.events.map((e) => [e.user_id, e.kind])).toEqual([
      [a.id, 'unread'],
      [b.id, 'unread'],
      [a.id, 'unread'],
      [b.id, 'unread'],
    ]);
    expect(feed.events[0]!.payload).toEqual({ message_id: m1, type: 'system' });
    expect(feed.next).toBe(feed.events.at(-1)!.seq);
    expect((await since(feed.next)).events).toEqual([]);
    // A page of 2 hands the cursor after its last row.
    const page = (await internal<UserEventsResult>(InternalApi.userEvents, { since: start, limit: 2 }, 'GET')).data;
    expect(page.events).toHaveLength(2);
    expect((await since(page.next)).events).toHaveLength(2);
  });

  it('writes no event when the change rolls back', async () => {
    const a = await buildUser(api.deps.db.db);
    const start = await head();
    await expect(
      api.deps.db.db.transaction().execute(async (trx) => {
        await sendMessage(trx, { userId: a.id, title: '通知', content: '内容' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await since(start)).events).toEqual([]);
  });

  it('answers unread counts of many users in one call, 0 for none', async () => {
    const a = await buildUser(api.deps.db.db);
    const b = await buildUser(api.deps.db.db);
    await sendMessage(api.deps.db.db, { userId: a.id, title: '通知', content: '一' });
    await sendMessage(api.deps.db.db, { userId: a.id, title: '通知', content: '二' });
    const res = await internal<{ counts: Record<string, number> }>(InternalApi.userCounts, { user_ids: [a.id, b.id] });
    expect(res).toMatchObject({ code: 200, data: { counts: { [a.id]: 2, [b.id]: 0 } } });
    const bad = await internal(InternalApi.userCounts, { user_ids: [] });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('names the user behind each token that still logs someone in', async () => {
    const a = await buildUser(api.deps.db.db);
    const b = await buildUser(api.deps.db.db);
    await api.call(LoginApi.logout, {}, { token: b.token });
    const res = await internal<{ users: Record<string, number> }>(InternalApi.tokenCheck, {
      tokens: [a.token, b.token, 'x'.repeat(43)],
    });
    expect(res.data.users).toEqual({ [a.token]: a.id });
  });

  it('refuses a user token and a missing one', async () => {
    const a = await buildUser(api.deps.db.db);
    const asUser = await api.call(InternalApi.userEvents, {}, { token: a.token, method: 'GET' });
    expect(asUser.body.code).toBe(401);
    expect((await api.call(InternalApi.userCounts, { user_ids: [a.id] })).body.code).toBe(401);
  });

  it('says reset to a cursor behind pruned rows, and never prunes the head', async () => {
    const a = await buildUser(api.deps.db.db);
    const start = await head();
    for (let i = 0; i < 3; i++) await sendMessage(api.deps.db.db, { userId: a.id, title: '通知', content: `${i}` });
    const last = (await since(start)).next;
    // Everything is "old" an hour from now: all rows but the newest go.
    await pruneUserEvents(api.deps.db.db, Date.now() + 2 * 60 * 60 * 1000);
    const behind = await since(start);
    expect(behind).toEqual({ events: [], next: last, reset: true });
    expect(await since(last)).toEqual({ events: [], next: last, reset: false });
  });
});

describeEachDb('user events feed, commits out of sequence order', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { GATEWAY_TOKEN });
  });
  afterAll(() => api.close());

  // SQLite has one writer at a time, so a later sequence number never commits first; PostgreSQL's can.
  it.runIf(dialect === 'postgres')('holds rows behind a transaction still open, until it commits', async () => {
    const db = api.deps.db.db;
    const a = await buildUser(db);
    const start = (await readUserEvents(db, undefined, 10)).next;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const wrote = new Promise<void>((r) => (written = r));
    const slow = db.transaction().execute(async (trx) => {
      await recordUserEvent(trx, a.id, 'order', { order_no: 'X1' });
      written();
      await held;
    });
    await wrote;
    await recordUserEvent(db, a.id, 'unread');
    const early = await readUserEvents(db, start, 10, { gapWaitMs: 60_000 });
    expect(early.events).toEqual([]);
    expect(early.next).toBe(start);
    release();
    await slow;
    const late = await readUserEvents(db, start, 10, { gapWaitMs: 60_000 });
    expect(late.events.map((e) => e.kind)).toEqual(['order', 'unread']);
    // A gap left by a rollback is passed once it is older than the wait.
    await db.transaction().execute(async (trx) => {
      await recordUserEvent(trx, a.id, 'report').then(() => trx.selectFrom('users').select('id').execute());
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await recordUserEvent(trx, a.id, 'push');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    await recordUserEvent(db, a.id, 'unread');
    const gap = await readUserEvents(db, late.next, 10, { gapWaitMs: 60_000 });
    expect(gap.events.map((e) => e.kind)).toEqual(['report']);
    const old = await readUserEvents(db, late.next, 10, { gapWaitMs: 60_000, now: Date.now() + 120_000 });
    expect(old.events.map((e) => e.kind)).toEqual(['report', 'unread']);
  });
});

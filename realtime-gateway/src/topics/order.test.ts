import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Subject, startWith } from 'rxjs';
import { OrderStatusPushSchema, type OrderStatusPush } from '@aikc/shared/socket/order';
import { loadConfig } from '../config.ts';
import { createGateway, type Gateway } from '../server.ts';
import { FAKE_GATEWAY_TOKEN, FakeUpstream } from '../testing/fake-upstream.ts';
import { closeAll, openClient, sleep, waitFor, type TestClient } from '../testing/harness.ts';
import { orderTopic, type OrderTopicOptions } from './order.ts';

const ORDER = 'KC20261125103000123456';
const TOKEN_A = 'a'.repeat(43);
const TOKEN_A2 = 'c'.repeat(43);
const TOKEN_B = 'b'.repeat(43);

interface OrderClient extends TestClient {
  orders: OrderStatusPush[];
}

describe('order topic', () => {
  let upstream: FakeUpstream;
  let gw: Gateway | undefined;
  let url = '';
  const clients: TestClient[] = [];
  /** The tokens of every order asked, in call order (the fake API owns the rule: user 1 owns ORDER). */
  const calls = () => upstream.orderBatches.flat().map((a) => a.token);
  const setStatus = (status: 'pending' | 'paid') => upstream.orders.set(ORDER, { userId: 1, status });

  const start = async (opts: OrderTopicOptions = {}) => {
    const config = loadConfig({ GATEWAY_PORT: '0', UPSTREAM_URL: upstream.url, GATEWAY_TOKEN: FAKE_GATEWAY_TOKEN });
    gw = await createGateway({
      config,
      logger: pino({ level: 'silent' }),
      topics: [orderTopic({ pollMs: 40, ...opts })],
    });
    url = `http://127.0.0.1:${(await gw.listen()).port}`;
  };

  beforeEach(async () => {
    upstream = new FakeUpstream();
    upstream.setToken(TOKEN_A, 1);
    upstream.setToken(TOKEN_A2, 1);
    upstream.setToken(TOKEN_B, 2);
    await upstream.start();
    setStatus('pending');
  });
  afterEach(async () => {
    closeAll(clients.splice(0));
    await gw?.close();
    gw = undefined;
    await upstream.stop();
  });

  const open = async (token?: string): Promise<OrderClient> => {
    const c = openClient(url, token) as OrderClient;
    c.orders = [];
    c.socket.on('order.status', (p: unknown) => c.orders.push(OrderStatusPushSchema.parse(p)));
    clients.push(c);
    await waitFor('connected', () => c.connects === 1);
    return c;
  };

  it("pushes the owner's order change to every tab of the owner, once per poll, and stops after paid", async () => {
    await start();
    const a = await open(TOKEN_A);
    const a2 = await open(TOKEN_A2);
    a.socket.emit('order.watch', { order_no: ORDER });
    a2.socket.emit('order.watch', { order_no: ORDER });
    await waitFor('pending pushed', () => a.orders.length === 1 && a2.orders.length === 1);
    await sleep(150);
    expect(a.orders).toEqual([{ order_no: ORDER, status: 'pending' }]);
    setStatus('paid');
    await waitFor('paid pushed', () => a.orders.length === 2 && a2.orders.length === 2);
    expect(a.orders[1]).toEqual({ order_no: ORDER, status: 'paid' });
    const after = upstream.orderBatches.length;
    await sleep(200);
    expect(upstream.orderBatches.length).toBe(after);
    // Each call asked the order once, whatever the number of tabs.
    expect(upstream.orderBatches.every((b) => b.length === 1)).toBe(true);
  });

  it('never tells another user or a visitor about an order, and ignores malformed watches', async () => {
    await start();
    const b = await open(TOKEN_B);
    const visitor = await open();
    b.socket.emit('order.watch', { order_no: ORDER });
    visitor.socket.emit('order.watch', { order_no: ORDER });
    visitor.socket.emit('order.watch', { order_no: 'x' });
    await sleep(300);
    expect(b.orders).toEqual([]);
    expect(visitor.orders).toEqual([]);
    // Asked once with B's own token, answered null ("not yours"), and the watch ended.
    expect(calls()).toEqual([TOKEN_B]);
  });

  it('stops polling when the last watcher leaves', async () => {
    await start();
    const a = await open(TOKEN_A);
    a.socket.emit('order.watch', { order_no: ORDER });
    await waitFor('first push', () => a.orders.length === 1);
    a.socket.emit('order.unwatch', { order_no: ORDER });
    await sleep(100);
    const n = upstream.orderBatches.length;
    await sleep(200);
    expect(upstream.orderBatches.length).toBe(n);
  });

  it("asks every watched order in one call per tick, each with its watcher's token, split past the batch size", async () => {
    const ticks = new Subject<void>();
    await start({ ticker: () => ticks.pipe(startWith(0)), batchMax: 2, maxOrdersPerSocket: 3 });
    const others = ['KC20261125103000000001', 'KC20261125103000000002'];
    for (const no of others) upstream.orders.set(no, { userId: 2, status: 'pending' });
    const a = await open(TOKEN_A);
    const b = await open(TOKEN_B);
    a.socket.emit('order.watch', { order_no: ORDER });
    for (const no of others) b.socket.emit('order.watch', { order_no: no });
    await waitFor('first push', () => a.orders.length === 1);
    let feeds = 0;
    const health = async () => {
      const body = (await (await fetch(`${url}/healthz`)).json()) as { data: { orderFeeds: number } };
      feeds = body.data.orderFeeds;
    };
    await waitFor('b watching', () => (void health(), feeds === 3));
    const before = upstream.orderBatches.length;
    ticks.next();
    // 3 orders, at most 2 per call: 2 calls in this tick, every order once, each with its own watcher's token.
    await waitFor('tick answered', () => upstream.orderBatches.length === before + 2);
    const asked = upstream.orderBatches.slice(before).flat();
    expect(asked.map((x) => x.order_no).sort()).toEqual([ORDER, ...others].sort());
    for (const x of asked) expect(x.token).toBe(x.order_no === ORDER ? TOKEN_A : TOKEN_B);
    await waitFor('b pushes', () => b.orders.length === 2);
    upstream.orders.set(others[0]!, { userId: 2, status: 'paid' });
    ticks.next();
    await waitFor('paid pushed to b only', () => b.orders.length === 3);
    expect(b.orders[2]).toEqual({ order_no: others[0], status: 'paid' });
    expect(a.orders).toHaveLength(1);
  });
});

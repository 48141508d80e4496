import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@aikc/shared/schemas/membership';
import { OrderStatusPushSchema, type OrderStatusPush } from '@aikc/shared/socket/order';
import { loadConfig } from '../config.ts';
import { createGateway, type Gateway } from '../server.ts';
import { FakeUpstream } from '../testing/fake-upstream.ts';
import { closeAll, openClient, sleep, waitFor, type TestClient } from '../testing/harness.ts';
import { orderTopic } from './order.ts';

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
  /** The API as the topic sees it: user 1 owns ORDER; anyone else is told it does not exist (null). */
  let status: OrderStatus = 'pending';
  const calls: string[] = [];

  beforeEach(async () => {
    upstream = new FakeUpstream();
    upstream.setToken(TOKEN_A, 1);
    upstream.setToken(TOKEN_A2, 1);
    upstream.setToken(TOKEN_B, 2);
    await upstream.start();
    status = 'pending';
    calls.length = 0;
    const config = loadConfig({ GATEWAY_PORT: '0', UPSTREAM_URL: upstream.url });
    gw = await createGateway({
      config,
      logger: pino({ level: 'silent' }),
      topics: [
        orderTopic({
          pollMs: 40,
          orderStatus: async (no, token) => (calls.push(token), token === TOKEN_B || no !== ORDER ? null : status),
        }),
      ],
    });
    url = `http://127.0.0.1:${(await gw.listen()).port}`;
  });
  afterEach(async () => {
    closeAll(clients.splice(0));
    await gw?.close();
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
    const a = await open(TOKEN_A);
    const a2 = await open(TOKEN_A2);
    a.socket.emit('order.watch', { order_no: ORDER });
    a2.socket.emit('order.watch', { order_no: ORDER });
    await waitFor('pending pushed', () => a.orders.length === 1 && a2.orders.length === 1);
    await sleep(150);
    expect(a.orders).toEqual([{ order_no: ORDER, status: 'pending' }]);
    status = 'paid';
    await waitFor('paid pushed', () => a.orders.length === 2 && a2.orders.length === 2);
    expect(a.orders[1]).toEqual({ order_no: ORDER, status: 'paid' });
    const after = calls.length;
    await sleep(200);
    expect(calls.length).toBe(after);
  });

  it('never tells another user or a visitor about an order, and ignores malformed watches', async () => {
    const b = await open(TOKEN_B);
    const visitor = await open();
    b.socket.emit('order.watch', { order_no: ORDER });
    visitor.socket.emit('order.watch', { order_no: ORDER });
    visitor.socket.emit('order.watch', { order_no: 'x' });
    await sleep(300);
    expect(b.orders).toEqual([]);
    expect(visitor.orders).toEqual([]);
    expect(calls.every((t) => t === TOKEN_B)).toBe(true);
    expect(calls.length).toBe(1);
  });

  it('stops polling when the last watcher leaves', async () => {
    const a = await open(TOKEN_A);
    a.socket.emit('order.watch', { order_no: ORDER });
    await waitFor('first push', () => a.orders.length === 1);
    a.socket.emit('order.unwatch', { order_no: ORDER });
    await sleep(100);
    const n = calls.length;
    await sleep(200);
    expect(calls.length).toBe(n);
  });
});

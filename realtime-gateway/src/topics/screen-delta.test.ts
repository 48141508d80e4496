import fs from 'node:fs';
import { Subject, startWith } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScreenSnapshot } from '@aikc/shared/schemas/big-screen';
import { ScreenDataEventSchema, type ScreenDataEvent } from '@aikc/shared/socket/screen';
import { applyPatch } from '../testing/apply-patch.ts';
import { ScreenReplica } from '@aikc/shared/socket/screen-replica';
import { FakeUpstream } from '../testing/fake-upstream.ts';
import { sleep, waitFor, type TestGateway } from '../testing/harness.ts';
import { openWall, startScreenGateway, type TestWall } from '../testing/screen-harness.ts';
import { encodeChange } from './screen-encode.ts';

/** The bench's real s1 snapshot (~37 KB): the shape and size walls actually get. */
const base = JSON.parse(
  fs.readFileSync(new URL('../../bench/fixtures/s1-snapshot.json', import.meta.url), 'utf8'),
) as ScreenSnapshot<'s1'>;
type S1 = ScreenSnapshot<'s1'>['data'];

/** A small deterministic PRNG (mulberry32), so that a failing sequence can be replayed. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The kinds of change a real aggregation makes: counts move, a list gains an item, a ranking reorders, rows go. */
function mutate(d: S1, rnd: () => number, step: number): S1 {
  const next = structuredClone(d);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const n = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < n; i++) {
    const kind = Math.floor(rnd() * 7);
    if (kind === 0) next.totals.policies += 1;
    if (kind === 1) {
      const p = pick(next.latest_policies);
      if (p) next.latest_policies.unshift({ ...p, id: 900_000 + step * 10 + i, title: `演示政策 ${step}-${i}` });
      next.latest_policies = next.latest_policies.slice(0, 20);
    }
    if (kind === 2) next.top_provinces.reverse();
    if (kind === 3) {
      const c = pick(next.region.cities);
      if (c) c.value += 1 + Math.floor(rnd() * 10);
    }
    if (kind === 4 && next.region.cities.length > 1)
      next.region.cities.splice(Math.floor(rnd() * next.region.cities.length), 1);
    if (kind === 5) {
      const s = pick(next.trend.series);
      if (s) s.values = s.values.map((v) => v + Math.floor(rnd() * 3));
    }
    if (kind === 6) next.qualifications.sort(() => rnd() - 0.5);
  }
  return next;
}

const event = (version: string, data: S1): ScreenDataEvent =>
  ScreenDataEventSchema.parse({ topic: 's1', version, data });

describe('screen deltas: encoding and the wall replica', () => {
  it('a sequence of patches applied by a wall equals each snapshot, and each patch is far smaller', () => {
    for (const seed of [1, 2, 3]) {
      const rnd = prng(seed);
      const replica = new ScreenReplica('s1', applyPatch);
      let prev = event('v0', base.data);
      expect(replica.snapshot(prev).kind).toBe('picture');
      for (let step = 1; step <= 40; step++) {
        const next = event(`v${step}`, mutate(prev.data as S1, rnd, step));
        const push = encodeChange(prev, next);
        expect(push.event).toBe('screen.patch');
        expect(JSON.stringify(push.payload).length).toBeLessThan(JSON.stringify(next).length / 4);
        const got = replica.patch(push.payload);
        expect(got.kind, `seed ${seed} step ${step}`).toBe('picture');
        if (got.kind === 'picture') expect(got.event).toEqual(next);
        prev = next;
      }
    }
  });

  it('sends the snapshot instead when a patch would not be smaller, and an empty patch for the same picture', () => {
    const a = event('a', base.data);
    const rewritten = structuredClone(base.data);
    // Every row rewritten: one operation per changed value costs more than the rows themselves.
    rewritten.region.cities = rewritten.region.cities.map((c) => ({
      ...c,
      value: c.value + 1,
      name: `${c.name}（演示）`,
    }));
    rewritten.region.provinces = rewritten.region.provinces.map((c) => ({ ...c, value: c.value + 1 }));
    rewritten.latest_policies = rewritten.latest_policies.map((p) => ({ ...p, id: p.id + 1_000_000 }));
    expect(encodeChange(a, event('b', rewritten)).event).toBe('screen.data');
    expect(encodeChange(a, event('a', base.data))).toEqual({
      event: 'screen.patch',
      payload: { topic: 's1', base: 'a', version: 'a', ops: [] },
    });
  });

  it('resyncs on a gap, a patch that does not apply, a picture that fails the schema, or a malformed patch', () => {
    const replica = new ScreenReplica('s1', applyPatch);
    expect(replica.patch({ topic: 's1', base: 'v1', version: 'v2', ops: [] })).toMatchObject({ kind: 'resync' });
    replica.snapshot(event('v1', base.data));
    expect(replica.patch({ topic: 's2', base: 'v1', version: 'v2', ops: [] })).toEqual({ kind: 'none' });
    expect(replica.patch({ topic: 's1', base: 'v0', version: 'v1', ops: [] })).toEqual({ kind: 'none' });
    expect(replica.patch({ topic: 's1', base: 'v7', version: 'v8', ops: [] })).toMatchObject({ kind: 'resync' });
    const missing = [{ op: 'remove', path: '/no/such/path' }];
    expect(replica.patch({ topic: 's1', base: 'v1', version: 'v2', ops: missing })).toMatchObject({ kind: 'resync' });
    const badValue = [{ op: 'replace', path: '/totals/policies', value: '很多' }];
    expect(replica.patch({ topic: 's1', base: 'v1', version: 'v2', ops: badValue })).toMatchObject({ kind: 'resync' });
    const pollute = [{ op: 'add', path: '/__proto__/polluted', value: 1 }];
    expect(replica.patch({ topic: 's1', base: 'v1', version: 'v2', ops: pollute })).toMatchObject({ kind: 'resync' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(replica.patch({ topic: 's1', base: 'v1', version: 'v2', ops: 'x' })).toMatchObject({ kind: 'resync' });
    // None of that touched the picture.
    expect(replica.version).toBe('v1');

    // While a resync is under way, gaps are remembered, not answered; the ack checks them against the snapshot.
    replica.syncStarted();
    expect(replica.patch({ topic: 's1', base: 'v5', version: 'v6', ops: [] })).toEqual({ kind: 'none' });
    replica.snapshot(event('v6', base.data));
    expect(replica.syncDone()).toEqual({ kind: 'none' });
    replica.syncStarted();
    expect(replica.patch({ topic: 's1', base: 'v6', version: 'v7', ops: [] })).toMatchObject({ kind: 'picture' });
    expect(replica.patch({ topic: 's1', base: 'v8', version: 'v9', ops: [] })).toEqual({ kind: 'none' });
    expect(replica.syncDone()).toMatchObject({ kind: 'resync' });
  });
});

describe('screen deltas through a real gateway', () => {
  let upstream: FakeUpstream;
  let gw: TestGateway | undefined;
  const walls: TestWall[] = [];
  const ticks = new Subject<void>();
  let encodes = 0;
  let wireEncodes = 0;

  const snapshot = (version: string, data: S1): ScreenSnapshot<'s1'> => ({ version, generated_at: 1, data });
  const expected = (version: string, data: S1) => event(version, data);

  beforeEach(async () => {
    upstream = new FakeUpstream();
    await upstream.start();
    upstream.screens.set('s1', snapshot('v0', base.data));
    encodes = 0;
    wireEncodes = 0;
    gw = await startScreenGateway({
      upstreamUrl: upstream.url,
      screen: {
        ticker: () => ticks.pipe(startWith(0)),
        encode: (prev, next) => {
          encodes += 1;
          return encodeChange(prev, next);
        },
      },
    });
    // socket.io's packet encoder, shared by every room broadcast: counts how often a push is serialized.
    const encoder = gw.gateway.io.encoder;
    const encode = encoder.encode.bind(encoder);
    encoder.encode = (packet) => {
      if (Array.isArray(packet.data) && packet.data[0] === 'screen.patch') wireEncodes += 1;
      return encode(packet);
    };
  });

  afterEach(async () => {
    for (const w of walls.splice(0)) w.socket.close();
    await gw?.close();
    gw = undefined;
    await upstream.stop();
  });

  async function change(version: string, data: S1, walls: TestWall[]): Promise<void> {
    upstream.screens.set('s1', snapshot(version, data));
    ticks.next();
    await waitFor(`${version} on every wall`, () => walls.every((w) => w.data.at(-1)?.version === version));
  }

  it('gives each wall the snapshot, then patches; one encoding per change whatever the number of walls', async () => {
    const rnd = prng(7);
    let data = base.data;
    const one = [openWall(gw!.url, 's1')];
    walls.push(...one);
    await waitFor('snapshot', () => one[0]!.data.length === 1);
    for (let v = 1; v <= 3; v++) await change(`v${v}`, (data = mutate(data, rnd, v)), one);
    expect(encodes).toBe(3);
    expect(wireEncodes).toBe(3);

    const many = Array.from({ length: 40 }, () => openWall(gw!.url, 's1'));
    walls.push(...many);
    await waitFor('snapshots', () => many.every((w) => w.data.length === 1));
    const all = [...one, ...many];
    for (let v = 4; v <= 8; v++) await change(`v${v}`, (data = mutate(data, rnd, v)), all);
    await sleep(50);
    expect(encodes).toBe(8);
    expect(wireEncodes).toBe(8);

    const snapshotBytes = JSON.stringify(expected('v8', data)).length;
    for (const w of all) {
      expect(w.snapshots).toBe(1);
      expect(w.resyncs).toEqual([]);
      expect(w.data.at(-1)).toEqual(expected('v8', data));
      for (const p of w.patches) expect(p.bytes).toBeLessThan(snapshotBytes / 4);
    }
    expect(many[0]!.patches.map((p) => p.version)).toEqual(['v4', 'v5', 'v6', 'v7', 'v8']);
  });

  it('a wall that misses a patch asks for the snapshot again and then follows the patches', async () => {
    const rnd = prng(11);
    let data = base.data;
    const steady = openWall(gw!.url, 's1');
    const lossy = openWall(gw!.url, 's1', { dropPatch: (p) => p.version === 'v2' });
    walls.push(steady, lossy);
    await waitFor('snapshots', () => steady.data.length === 1 && lossy.data.length === 1);
    await change('v1', (data = mutate(data, rnd, 1)), [steady, lossy]);
    // v2 never reaches `lossy`; v3 is a patch against v2, which it does not hold.
    upstream.screens.set('s1', snapshot('v2', (data = mutate(data, rnd, 2))));
    ticks.next();
    await waitFor('v2 on the steady wall', () => steady.data.at(-1)?.version === 'v2');
    expect(lossy.data.at(-1)?.version).toBe('v1');
    await change('v3', (data = mutate(data, rnd, 3)), [steady, lossy]);
    expect(lossy.resyncs).toHaveLength(1);
    expect(lossy.resyncs[0]).toMatch(/missed a version/);
    expect(lossy.snapshots).toBe(2);
    expect(lossy.data.at(-1)).toEqual(expected('v3', data));
    await change('v4', mutate(data, rnd, 4), [steady, lossy]);
    expect(lossy.resyncs).toHaveLength(1);
    expect(lossy.patches.at(-1)?.version).toBe('v4');
    expect(lossy.data.at(-1)).toEqual(steady.data.at(-1));
    expect(steady.resyncs).toEqual([]);
    expect(steady.snapshots).toBe(1);
  });
});

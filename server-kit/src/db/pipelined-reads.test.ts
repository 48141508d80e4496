import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PipelinedReads } from './pipelined-reads.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

if (!TEST_DATABASE_URL) process.stdout.write('[skip] PipelinedReads: TEST_DATABASE_URL is not set\n');

const STATE = 'select $1::int + 1 as n, pg_backend_pid() as pid';

/** Asks until the connections are up (the first asks return null and start connecting). */
async function firstRows(reads: PipelinedReads, value: number): Promise<unknown[][]> {
  for (let i = 0; i < 200; i++) {
    const p = reads.rows('aikc_test_read', STATE, [value]);
    if (p) return p;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('pipelined connections never came up');
}

describe.skipIf(!TEST_DATABASE_URL)('PipelinedReads [postgres]', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  const backendsOf = async (pids: number[]) =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where pid = any($1::int[])', [pids])
    ).rows.map((r) => r.pid);

  it('returns null until connected, then answers every read, each sent on both connections', async () => {
    const reads = new PipelinedReads(TEST_DATABASE_URL as string);
    try {
      expect(reads.rows('aikc_test_read', STATE, [1])).toBeNull();
      // Wait until both are up: an answer may come from either.
      const pids = new Set<number>();
      for (let i = 0; i < 300 && pids.size < 2; i++) {
        const p = reads.rows('aikc_test_read', STATE, [i]);
        if (!p) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        const rows = await p;
        expect(rows).toHaveLength(1);
        expect(Number((rows[0] as unknown[])[0])).toBe(i + 1);
        pids.add(Number((rows[0] as unknown[])[1]));
      }
      expect(pids.size).toBe(2);
      // Many reads at once: each answered with its own value, in any order of arrival.
      const all = await Promise.all(Array.from({ length: 50 }, (_, k) => reads.rows('aikc_test_read', STATE, [k])));
      expect(all.map((r) => Number((r?.[0] as unknown[])[0]))).toEqual(Array.from({ length: 50 }, (_, k) => k + 1));
    } finally {
      await reads.close();
    }
  });

  it('keeps answering through the other connection when one is terminated, and reconnects it', async () => {
    const reads = new PipelinedReads(TEST_DATABASE_URL as string);
    try {
      const pids = new Set<number>();
      for (let i = 0; i < 300 && pids.size < 2; i++) {
        const rows = await firstRows(reads, i);
        pids.add(Number((rows[0] as unknown[])[1]));
      }
      const [victim, survivor] = [...pids] as [number, number];
      await admin.query('select pg_terminate_backend($1)', [victim]);
      // Every read still answers: through the survivor while the other is down or reconnecting.
      for (let i = 0; i < 20; i++) {
        const p = reads.rows('aikc_test_read', STATE, [i]);
        expect(p).not.toBeNull();
        expect(Number(((await p!)[0] as unknown[])[0])).toBe(i + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // The dropped one was replaced by a new backend.
      const seen = new Set<number>();
      for (let i = 0; i < 300 && seen.size < 2; i++) {
        const rows = await firstRows(reads, i);
        seen.add(Number((rows[0] as unknown[])[1]));
      }
      expect(seen.has(victim)).toBe(false);
      expect(seen.has(survivor)).toBe(true);
      expect(seen.size).toBe(2);
    } finally {
      await reads.close();
    }
  });

  it('fails a read only when every copy fails, with the server error', async () => {
    const reads = new PipelinedReads(TEST_DATABASE_URL as string);
    try {
      const rows = await firstRows(reads, 1);
      const pid = Number((rows[0] as unknown[])[1]);
      await expect(reads.rows('aikc_test_bad', 'select 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
      expect(await backendsOf([pid])).toEqual([pid]);
    } finally {
      await reads.close();
    }
  });

  it('closes every connection', async () => {
    const reads = new PipelinedReads(TEST_DATABASE_URL as string);
    const pids = new Set<number>();
    for (let i = 0; i < 300 && pids.size < 2; i++) pids.add(Number(((await firstRows(reads, i))[0] as unknown[])[1]));
    await reads.close();
    for (let i = 0; i < 100 && (await backendsOf([...pids])).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await backendsOf([...pids])).toEqual([]);
    expect(reads.rows('aikc_test_read', STATE, [1])).toBeNull();
  });
});

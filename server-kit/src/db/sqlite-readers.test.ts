import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SqliteReaders } from './sqlite-readers.ts';

let dir: string;
let file: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-readers-'));
  file = path.join(dir, 'r.sqlite');
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.exec('create table t (id integer primary key, score real)');
  const insert = db.prepare('insert into t (id, score) values (?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= 5000; i++) insert.run(i, i / 10);
  })();
  db.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('answers reads on worker threads as numeric columns, in parallel, and sees later commits', async () => {
  const readers = new SqliteReaders(file, 2);
  try {
    const [a, b] = await Promise.all([
      readers.query('select id, score from t where id > ? order by id', [4990]),
      readers.query('select count(*) from t', []),
    ]);
    expect(Array.from(a[0] ?? [])).toEqual([4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999, 5000]);
    expect(a[1]?.[0]).toBeCloseTo(499.1);
    expect(Array.from(b[0] ?? [])).toEqual([5000]);
    expect(await readers.query('select id from t where id < 0', [])).toEqual([new Float64Array(0)]);

    const writer = new BetterSqlite3(file);
    writer.prepare('insert into t (id, score) values (?, ?)').run(5001, 1);
    writer.close();
    expect(Array.from((await readers.query('select count(*) from t', []))[0] ?? [])).toEqual([5001]);
  } finally {
    await readers.close();
  }
});

it('rejects a bad statement with the SQLite message and keeps serving', async () => {
  const readers = new SqliteReaders(file, 1);
  try {
    await expect(readers.query('select nope from t', [])).rejects.toThrow(/no such column/);
    expect(Array.from((await readers.query('select 1', []))[0] ?? [])).toEqual([1]);
  } finally {
    await readers.close();
  }
  await expect(readers.query('select 1', [])).rejects.toThrow(/closed/);
});

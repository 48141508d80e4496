import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { singleFileUpload } from './upload.ts';

/** A route that reads one file of at most 16 bytes and one field, and answers what it read. */
let server: ReturnType<express.Express['listen']>;
let base: string;
beforeAll(async () => {
  const app = express();
  const upload = singleFileUpload({ maxBytes: 16, fields: 1, tooLarge: '文件不能超过16字节' });
  app.post('/up', async (req, res, next) => {
    try {
      await upload(req, res);
      res.json({ size: req.file?.size ?? null, name: (req.body as Record<string, unknown>).name ?? null });
    } catch (err) {
      next(err);
    }
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const post = async (form: FormData) => {
  const res = await fetch(`${base}/up`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const form = (bytes: number, fields: Record<string, string> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('file', new Blob([new Uint8Array(bytes)]), 'a.bin');
  return f;
};

describe('the one multipart reader', () => {
  it('reads one file within its size and the fields beside it', async () => {
    expect(await post(form(16, { name: '申报书' }))).toEqual({ status: 200, body: { size: 16, name: '申报书' } });
  });

  it('a file over the size: 413 with the route’s own words', async () => {
    const { status, body } = await post(form(17));
    expect(status).toBe(413);
    expect(body).toMatchObject({ msg: '文件不能超过16字节', data: null });
  });

  it('more fields or files than the route takes: 400 in plain Chinese, never a 500', async () => {
    const twoFiles = form(1);
    twoFiles.append('file', new Blob(['x']), 'b.bin');
    for (const f of [form(1, { name: 'a', other: 'b' }), twoFiles]) {
      const { status, body } = await post(f);
      expect(status).toBe(400);
      expect(body).toMatchObject({ msg: '上传文件有误，请重新选择' });
    }
  });
});

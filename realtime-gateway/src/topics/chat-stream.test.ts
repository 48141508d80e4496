import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '@aikc/shared/socket/chat';
import { loadConfig } from '../config.ts';
import { UpstreamError } from '../upstream.ts';
import { httpSessionStream, RefusedError } from './chat.ts';

/** The gateway's real reader of the API's NDJSON session stream, against a real HTTP server. */
describe('httpSessionStream', () => {
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  async function serve(handler: http.RequestListener): Promise<ReturnType<typeof httpSessionStream>> {
    server = http.createServer(handler);
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return httpSessionStream({ config: loadConfig({ GATEWAY_PORT: '0', UPSTREAM_URL: url }) });
  }

  async function collect(read: ReturnType<typeof httpSessionStream>, n: number): Promise<ChatStreamEvent[]> {
    const ac = new AbortController();
    const out: ChatStreamEvent[] = [];
    for await (const e of read('tok', 7, ac.signal)) {
      out.push(e);
      if (out.length === n) break;
    }
    ac.abort();
    return out;
  }

  it('parses lines split anywhere, multi-byte characters split across writes included, and sends the token', async () => {
    const seen: { auth?: string; url?: string } = {};
    const lines = [
      { type: 'start', session_id: 7, message_id: 9, seq: 0, provider: 'llm', sources: [] },
      { type: 'chunk', session_id: 7, message_id: 9, seq: 1, text: '研发费用加计扣除比例为100%' },
      { type: 'ping' },
      { type: 'chunk', session_id: 7, message_id: 9, seq: 2, text: '【第二段】' },
    ];
    const bytes = Buffer.from(lines.map((l) => `${JSON.stringify(l)}\n`).join('') + '\n');
    const read = await serve((req, res) => {
      seen.auth = req.headers.authorization;
      seen.url = req.url;
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8' });
      // 7-byte writes cut lines and UTF-8 sequences (3 bytes per character here) at every place.
      let i = 0;
      const t = setInterval(() => {
        if (i >= bytes.length) return clearInterval(t);
        res.write(bytes.subarray(i, (i += 7)));
      }, 1);
      req.once('close', () => clearInterval(t));
    });
    const got = await collect(read, 4);
    expect(got).toEqual(lines);
    expect(seen).toEqual({ auth: 'tok', url: '/api/front/chat/stream?session_id=7' });
  });

  it('refuses without retry on a 4xx answer, fails for a retry on a 5xx, a broken line or a bad event', async () => {
    let status = 404;
    let body = '{"code":404,"msg":"对话不存在或已删除"}';
    let type = 'application/json';
    const read = await serve((_req, res) => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    });
    await expect(collect(read, 1)).rejects.toBeInstanceOf(RefusedError);
    status = 502;
    await expect(collect(read, 1)).rejects.toBeInstanceOf(UpstreamError);
    [status, type, body] = [
      200,
      'application/x-ndjson',
      '{"type":"chunk","session_id":7,"message_id":9,"seq":1,"text":""}\n',
    ];
    await expect(collect(read, 1)).rejects.toThrow('chat stream event failed its schema');
    body = '{"type":"chu\n';
    await expect(collect(read, 1)).rejects.toBeInstanceOf(UpstreamError);
  });

  it('closes the request when the reader stops, and ends when the API ends the stream', async () => {
    const event = { type: 'chunk', session_id: 7, message_id: 9, seq: 1, text: '第一段' };
    let closedByReader = 0;
    let endNow = false;
    const read = await serve((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.write(`${JSON.stringify(event)}\n`);
      if (endNow) res.end();
      req.once('close', () => {
        if (!res.writableEnded) closedByReader++;
      });
    });
    expect(await collect(read, 1)).toEqual([event]);
    await vi.waitFor(() => expect(closedByReader).toBe(1));
    endNow = true;
    // Fewer events than asked for: the iteration ends with the stream (the topic then reopens it).
    expect(await collect(read, 2)).toEqual([event]);
  });
});

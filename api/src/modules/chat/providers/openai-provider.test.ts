import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiProvider } from './openai-provider.ts';
import type { AnswerRequest } from './provider.ts';

/**
 * A local server speaking the OpenAI chat-completions streaming protocol byte for byte as the real services
 * do: `data: {chat.completion.chunk}` SSE events, a role-only first delta, `data: [DONE]`; and the ways they
 * fail: an `error` object mid-stream, a dropped connection, a slow first chunk.
 */
type Script = (res: ServerResponse, req: IncomingMessage) => Promise<void>;
const scripts = new Map<string, Script>();
const seen: {
  model: string;
  messages: { role: string; content: string }[];
  stream: boolean;
  auth: string | undefined;
  closedEarly: boolean;
}[] = [];

function chunk(content: string | null, finish: string | null = null, role?: string): string {
  const delta: Record<string, string> = {};
  if (role) delta.role = role;
  if (content !== null) delta.content = content;
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as {
        model: string;
        messages: { role: string; content: string }[];
        stream: boolean;
      };
      const record = { ...parsed, auth: req.headers.authorization, closedEarly: false };
      seen.push(record);
      res.on('close', () => {
        if (!res.writableEnded) record.closedEarly = true;
      });
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      void (scripts.get(parsed.model) as Script)(res, req);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const req: AnswerRequest = {
  mode: 'zsk',
  question: '研发费用加计扣除比例是多少',
  history: [
    { role: 'user', content: '你好' },
    { role: 'assistant', content: '您好' },
  ],
  passages: [
    {
      source: {
        n: 1,
        kind: 'policy',
        id: 7,
        title: '加计扣除公告',
        doc_no: '公告2023年第7号',
        agency: '财政部',
        date: '2023-03-26',
        route: '/policy/detail/7',
      },
      clauses: ['按照实际发生额的100%在税前加计扣除。'],
    },
  ],
};

async function collect(model: string, signal = new AbortController().signal, idleTimeoutMs = 2000): Promise<string[]> {
  const p = openAiProvider({ baseURL: base, apiKey: 'sk-test', model, idleTimeoutMs });
  const out: string[] = [];
  for await (const piece of p.stream(req, signal)) out.push(piece);
  return out;
}

describe('OpenAI-compatible provider against a streaming fake', () => {
  it('streams the deltas in order, sending the passages with numbers, the history and the question', async () => {
    scripts.set('ok', async (res) => {
      res.write(chunk('', null, 'assistant'));
      for (const t of ['比例为', '100%', ' [1]。']) {
        await sleep(5);
        res.write(chunk(t));
      }
      res.write(chunk(null, 'stop'));
      res.end('data: [DONE]\n\n');
    });
    expect(await collect('ok')).toEqual(['比例为', '100%', ' [1]。']);
    const last = seen.at(-1);
    expect(last?.stream).toBe(true);
    expect(last?.auth).toBe('Bearer sk-test');
    expect(last?.messages[0]?.role).toBe('system');
    expect(last?.messages[0]?.content).toContain('[1] 《加计扣除公告》（公告2023年第7号，财政部，2023-03-26）');
    expect(last?.messages.slice(1).map((m) => m.content)).toEqual(['你好', '您好', '研发费用加计扣除比例是多少']);
  });

  it('gives the model the 问答库 entry, the resolved follow-up, the 条 of each passage and the earlier turns', async () => {
    scripts.set('kb', async (res) => {
      res.write(chunk('100%'));
      res.end('data: [DONE]\n\n');
    });
    const p = openAiProvider({ baseURL: base, apiKey: 'k', model: 'kb', idleTimeoutMs: 2000 });
    const followUp: AnswerRequest = {
      ...req,
      question: '那科技型中小企业呢？',
      history: [
        { role: 'user', content: '研发费用加计扣除比例是多少' },
        { role: 'assistant', content: '100%：……' },
      ],
      resolved: '科技型中小企业研发费用加计扣除比例是多少',
      knowledge: { question: '科技型中小企业的研发费用加计扣除比例是多少？', answer: '100%：与其他企业一样。' },
      passages: [{ ...(req.passages[0] as AnswerRequest['passages'][number]), article: '第一条' }],
    };
    const out: string[] = [];
    for await (const x of p.stream(followUp, new AbortController().signal)) out.push(x);
    expect(out).toEqual(['100%']);
    const system = seen.at(-1)?.messages[0]?.content ?? '';
    expect(system).toContain('用户当前的问题是：科技型中小企业研发费用加计扣除比例是多少');
    expect(system).toContain('问：科技型中小企业的研发费用加计扣除比例是多少？\n答：100%：与其他企业一样。');
    expect(system).toContain('[1] 《加计扣除公告》（公告2023年第7号，财政部，2023-03-26） 第一条');
    expect(system).toContain('第一句直接回答问题');
    expect(system).toContain('只能使用下列出现的编号');
    expect(
      seen
        .at(-1)
        ?.messages.slice(1)
        .map((m) => m.content),
    ).toEqual(['研发费用加计扣除比例是多少', '100%：……', '那科技型中小企业呢？']);
  });

  it('ends with a provider error when the service sends an error object mid-stream', async () => {
    scripts.set('mid-error', async (res) => {
      res.write(chunk('部分'));
      await sleep(5);
      res.end(
        `data: ${JSON.stringify({ error: { message: 'upstream overloaded', type: 'server_error', code: 'overloaded' } })}\n\n`,
      );
    });
    const got: string[] = [];
    const p = openAiProvider({ baseURL: base, apiKey: 'k', model: 'mid-error', idleTimeoutMs: 2000 });
    await expect(
      (async () => {
        for await (const x of p.stream(req, new AbortController().signal)) got.push(x);
      })(),
    ).rejects.toMatchObject({ name: 'ProviderError', userMessage: '模型服务出错，回答未完成，请重试' });
    expect(got).toEqual(['部分']);
  });

  it('ends with a provider error when the connection drops before [DONE]', async () => {
    scripts.set('drop', async (res) => {
      res.write(chunk('一半'));
      await sleep(5);
      res.socket?.destroy();
    });
    await expect(collect('drop')).rejects.toMatchObject({ name: 'ProviderError' });
  });

  it('waits for a slow first chunk within the timeout, and times out past it', async () => {
    scripts.set('slow', async (res) => {
      await sleep(300);
      res.write(chunk('终于'));
      res.end('data: [DONE]\n\n');
    });
    expect(await collect('slow', undefined, 1000)).toEqual(['终于']);
    await expect(collect('slow', undefined, 100)).rejects.toMatchObject({ userMessage: '模型响应超时，请重试' });
  });

  it('stopping aborts the HTTP request to the model server (the server sees the connection close)', async () => {
    scripts.set('long', async (res) => {
      for (let i = 0; i < 200 && !res.destroyed; i++) {
        res.write(chunk(`第${i}段`));
        await sleep(10);
      }
      if (!res.destroyed) res.end('data: [DONE]\n\n');
    });
    const ac = new AbortController();
    const p = openAiProvider({ baseURL: base, apiKey: 'k', model: 'long', idleTimeoutMs: 2000 });
    const got: string[] = [];
    for await (const x of p.stream(req, ac.signal)) {
      got.push(x);
      if (got.length === 3) ac.abort();
    }
    expect(got).toEqual(['第0段', '第1段', '第2段']);
    await sleep(50);
    expect(seen.at(-1)?.closedEarly).toBe(true);
  });
});

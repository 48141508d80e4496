import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatApi } from '@aikc/shared/api-paths';
import type { ChatAskResult, ChatMessage, ChatMessagesResult } from '@aikc/shared/schemas/chat';
import { buildUser } from '../../../../test-kit/builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../../test-kit/harness.ts';
import { createLogger } from '../../../logger.ts';
import { ensureSeeded } from '../../../seed/ensure-seeded.ts';
import { ensureReference } from '../../../seed/reference/ensure-reference.ts';

/**
 * With CHAT_PROVIDER=openai the model is fed by the same planner as the offline answer: a question as users type
 * it (a typo, a number in Chinese) reaches an OpenAI-compatible server (a local fake speaking its streaming
 * protocol) with the matched 问答库 entry and the reference document as passage [1]; a follow-up reaches it
 * resolved against the session; an out-of-scope question never reaches it.
 */
interface Sent {
  messages: { role: string; content: string }[];
}

describeEachDb('zsk answers through an OpenAI-compatible model', (dialect) => {
  const sent: Sent[] = [];
  let model: Server;
  let api: TestApi;

  beforeAll(async () => {
    model = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        sent.push(JSON.parse(body) as Sent);
        res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
        const delta = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake' };
        res.write(`data: ${JSON.stringify({ ...delta, choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
        res.write(
          `data: ${JSON.stringify({ ...delta, choices: [{ index: 0, delta: { content: '模型答复 [1]' } }] })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    api = await startTestApi(dialect, {
      CHAT_PROVIDER: 'openai',
      LLM_BASE_URL: base,
      LLM_MODEL: 'fake',
      LLM_API_KEY: 'sk-test',
    });
    const logger = createLogger('silent');
    await ensureSeeded(api.deps.db, logger, { demo: false });
    await ensureReference(api.deps.db, logger);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    model?.closeAllConnections();
    model?.close();
  });

  async function ask(token: string, question: string, sessionId?: number): Promise<ChatMessage & { sid: number }> {
    const r = await api.call<ChatAskResult>(
      ChatApi.ask,
      { mode: 'zsk', question, ...(sessionId ? { session_id: sessionId } : {}) },
      { token },
    );
    expect(r.body.code).toBe(200);
    const { session, answer } = r.body.data;
    for (;;) {
      const list = await api.call<ChatMessagesResult>(
        ChatApi.messages,
        { session_id: session.id },
        { token, method: 'GET' },
      );
      const m = list.body.data.list.find((x) => x.id === answer.id) as ChatMessage;
      if (m.status !== 'streaming') return { ...m, sid: session.id };
      await new Promise((res) => setTimeout(res, 10));
    }
  }

  it('sends the model the entry and the reference document the planner found, for a follow-up too', async () => {
    const u = await buildUser(api.deps.db.db);
    const first = await ask(u.token, '研发费用家计扣除是百分之百吗');
    expect(first.provider).toBe('llm');
    expect(first.content).toContain('模型答复');
    const system = sent.at(-1)?.messages[0]?.content ?? '';
    expect(system).toMatch(/知识库问答[\s\S]*100%/);
    expect(system).toMatch(
      /\[1\] 《财政部 税务总局关于进一步完善研发费用税前加计扣除政策的公告》（财政部 税务总局公告2023年第7号/,
    );
    expect(sent.at(-1)?.messages.at(-1)).toEqual({ role: 'user', content: '研发费用家计扣除是百分之百吗' });

    await ask(u.token, '那集成电路企业呢？', first.sid);
    const follow = sent.at(-1)?.messages ?? [];
    expect(follow[0]?.content).toMatch(/用户当前的问题是：[^\n]*集成电路企业/);
    expect(follow[0]?.content).toMatch(/知识库问答[\s\S]*120%/);
    expect(follow[0]?.content).toContain('公告2023年第44号');
    // The earlier turn goes along as history.
    expect(follow.map((m) => m.content)).toContain('研发费用家计扣除是百分之百吗');
  });

  it('never asks the model an out-of-scope question', async () => {
    const u = await buildUser(api.deps.db.db);
    const before = sent.length;
    const nf = await ask(u.token, '专利年费怎么交');
    expect(sent.length).toBe(before);
    expect(nf.provider).toBe('retrieval');
    expect(nf.sources).toEqual([]);
  });
});

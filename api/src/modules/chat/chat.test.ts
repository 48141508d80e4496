import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatApi } from '@aikc/shared/api-paths';
import { OPEN_STREAMS_MESSAGE, OPEN_STREAMS_PER_USER } from '@aikc/shared/constants';
import type { ChatAskResult, ChatMessagesResult, ChatSession } from '@aikc/shared/schemas/chat';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildPolicies } from '../../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { retrievalProvider } from './providers/retrieval-provider.ts';
import { setChatProvider } from './runtime.ts';
import { readSessionStream, scriptedProvider } from './testing.ts';

/** A question the test corpus answers (a zsk question that finds nothing never reaches the provider). */
const FOUND = '研发费用加计扣除比例是多少';

const RATIO =
  '企业开展研发活动中实际发生的研发费用，未形成无形资产计入当期损益的，在按规定据实扣除的基础上，自2023年1月1日起，再按照实际发生额的100%在税前加计扣除；形成无形资产的，按照无形资产成本的200%在税前摊销。';

describeEachDb('chat API', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await buildPolicies(api.deps, [
      {
        title: '财政部 税务总局关于进一步完善研发费用税前加计扣除政策的公告',
        doc_no: '财政部 税务总局公告2023年第7号',
        publish_date: '2023-03-26',
        body_html: `<p>为进一步激发企业加大研发投入，现将有关事项公告如下。</p><p>一、${RATIO}</p><p>二、本公告自2023年1月1日起执行。</p>`,
      },
      {
        title: '关于落实研发费用加计扣除政策有关事项的通知',
        body_html: '<p>企业可在预缴申报当年第3季度自行选择就当年上半年研发费用享受加计扣除优惠政策。</p>',
      },
      {
        title: '关于组织开展首台套装备推广应用的通知',
        body_html: '<p>对首台（套）重大技术装备给予保险补偿，补偿比例不超过保费的80%。</p>',
      },
    ]);
  });
  afterAll(() => api?.close());

  it('answers 研发费用加计扣除比例是多少 offline by quoting the ratio clause of the best document, cited and stored', async () => {
    setChatProvider(api.deps, retrievalProvider({ chunkMs: 15 }));
    const u = await buildUser(api.deps.db.db);
    const asked = await api.call<ChatAskResult>(
      ChatApi.ask,
      { mode: 'zsk', question: '  研发费用加计扣除比例是多少 ' },
      { token: u.token },
    );
    expect(asked.body.code).toBe(200);
    const { session, answer, question, remaining } = asked.body.data;
    expect(session.title).toBe('研发费用加计扣除比例是多少');
    expect(question?.content).toBe('研发费用加计扣除比例是多少');
    expect(remaining).toBe(9);
    const events = await readSessionStream(api.baseUrl, u.token, session.id, (e) => e.type === 'end');
    const seqs = events.filter((e) => e.type !== 'ping').map((e) => ('seq' in e ? e.seq : -1));
    expect(seqs).toEqual(seqs.map((_, i) => i));
    const start = events[0];
    expect(start?.type).toBe('start');
    const text = events.map((e) => (e.type === 'chunk' ? e.text : '')).join('');
    expect(text).toContain('100%在税前加计扣除');
    expect(text).toContain('[1]');
    const stored = await api.call<ChatMessagesResult>(
      ChatApi.messages,
      { session_id: session.id },
      { token: u.token, method: 'GET' },
    );
    const a = stored.body.data.list.find((m) => m.id === answer.id);
    expect(a?.status).toBe('done');
    expect(a?.content).toBe(text);
    expect(a?.provider).toBe('retrieval');
    expect(a?.sources[0]?.title).toContain('研发费用税前加计扣除');
    expect(a?.sources[0]?.doc_no).toBe('财政部 税务总局公告2023年第7号');
    expect(a?.sources[0]?.route).toMatch(/^\/policy\/detail\/\d+$/);
  });

  it("refuses another user's session everywhere, and bad questions with clear messages", async () => {
    const { provider } = scriptedProvider(['好的']);
    setChatProvider(api.deps, provider);
    const owner = await buildUser(api.deps.db.db);
    const other = await buildUser(api.deps.db.db);
    const asked = await api.call<ChatAskResult>(ChatApi.ask, { mode: 'zsk', question: '问题' }, { token: owner.token });
    const sid = asked.body.data.session.id;
    for (const [path, input, method] of [
      [ChatApi.messages, { session_id: sid }, 'GET'],
      [ChatApi.rename, { session_id: sid, title: '改名' }, 'POST'],
      [ChatApi.remove, { session_id: sid }, 'POST'],
      [ChatApi.ask, { mode: 'zsk', session_id: sid, question: '再问' }, 'POST'],
    ] as const) {
      const r = await api.call(path, input, { token: other.token, method });
      expect(r.body.code).toBe(404);
      expect(r.body.msg).toBe('对话不存在或已删除');
    }
    const stream = await fetch(`${api.baseUrl}${ChatApi.stream}?session_id=${sid}`, {
      headers: { Authorization: other.token, Platform: 'pc-web' },
    });
    expect(((await stream.json()) as { code: number }).code).toBe(404);
    const stop = await api.call<{ stopped: boolean }>(
      ChatApi.stop,
      { message_id: asked.body.data.answer.id },
      { token: other.token },
    );
    expect(stop.body.data.stopped).toBe(false);

    const empty = await api.call(ChatApi.ask, { mode: 'zsk', question: '   ' }, { token: owner.token });
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toContain('请输入问题');
    const long = await api.call(ChatApi.ask, { mode: 'zsk', question: '长'.repeat(2001) }, { token: owner.token });
    expect(long.body.code).toBe(400);
    expect(long.body.msg).toContain('问题不能超过2000个字符');
    const anon = await api.call(ChatApi.ask, { mode: 'zsk', question: '问题' });
    expect(anon.body.code).toBe(401);
  });

  it('limits a user to 2 streams at once and 10 questions a minute, and stops an answer as 已停止 with its partial text', async () => {
    const { provider, state } = scriptedProvider(
      Array.from({ length: 200 }, (_, i) => `第${i}段。`),
      { everyMs: 20 },
    );
    setChatProvider(api.deps, provider);
    const u = await buildUser(api.deps.db.db, { vip_level: 'svip' });
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_end_time: Date.now() + 86_400_000 })
      .where('id', '=', u.id)
      .execute();
    const a1 = await api.call<ChatAskResult>(ChatApi.ask, { mode: 'zsk', question: FOUND }, { token: u.token });
    const a2 = await api.call<ChatAskResult>(ChatApi.ask, { mode: 'zsk', question: FOUND }, { token: u.token });
    const a3 = await api.call(ChatApi.ask, { mode: 'zsk', question: FOUND }, { token: u.token });
    expect(a3.body.code).toBe(429);
    expect(a3.body.msg).toContain('2个回答正在生成');
    const sid = a1.body.data.session.id;
    await readSessionStream(api.baseUrl, u.token, sid, (_e, all) => all.filter((x) => x.type === 'chunk').length >= 3);
    for (const a of [a1, a2]) {
      const s = await api.call<{ stopped: boolean }>(
        ChatApi.stop,
        { message_id: a.body.data.answer.id },
        { token: u.token },
      );
      expect(s.body.data.stopped).toBe(true);
    }
    await until(
      async () =>
        (
          await api.call<ChatMessagesResult>(ChatApi.messages, { session_id: sid }, { token: u.token, method: 'GET' })
        ).body.data.list.at(-1)?.status === 'stopped',
    );
    const msgs = (
      await api.call<ChatMessagesResult>(ChatApi.messages, { session_id: sid }, { token: u.token, method: 'GET' })
    ).body.data.list;
    const stopped = msgs.at(-1);
    expect(stopped?.content).toMatch(/^第0段。/);
    expect(stopped?.content.length).toBeLessThan(200 * 4);
    expect(state.aborted).toBeGreaterThanOrEqual(1);
    // 2 asked (the one refused for streams is not counted), 8 more make 10 in the minute.
    for (let i = 0; i < 8; i++) {
      await until(async () =>
        (
          await api.call<ChatMessagesResult>(ChatApi.messages, { session_id: sid }, { token: u.token, method: 'GET' })
        ).body.data.list.every((m) => m.status !== 'streaming'),
      );
      const r = await api.call<ChatAskResult>(
        ChatApi.ask,
        { mode: 'zsk', session_id: sid, question: `${FOUND}（第${i}问）` },
        { token: u.token },
      );
      expect(r.body.code).toBe(200);
      await api.call(ChatApi.stop, { message_id: r.body.data.answer.id }, { token: u.token });
    }
    const over = await api.call(
      ChatApi.ask,
      { mode: 'zsk', session_id: sid, question: '第十一问' },
      { token: u.token },
    );
    expect(over.body.code).toBe(429);
    expect(over.body.msg).toContain('每分钟最多10个问题');
  });

  it('stores a provider failure as an error (never as complete) and gives the unit back; renames and deletes sessions', async () => {
    // Paced, so the stream is open before the failure: an answer that has ended is read from the database.
    const { provider } = scriptedProvider(['部分', '回答', '其余'], { failAfter: 2, everyMs: 300 });
    setChatProvider(api.deps, provider);
    const u = await buildUser(api.deps.db.db);
    const asked = await api.call<ChatAskResult>(ChatApi.ask, { mode: 'zsk', question: FOUND }, { token: u.token });
    expect(asked.body.data.remaining).toBe(9);
    const sid = asked.body.data.session.id;
    const events = await readSessionStream(api.baseUrl, u.token, sid, (e) => e.type === 'end');
    expect(events.at(-1)).toMatchObject({ type: 'end', status: 'error', error_msg: '回答生成失败，请重试' });
    const msgs = (
      await api.call<ChatMessagesResult>(ChatApi.messages, { session_id: sid }, { token: u.token, method: 'GET' })
    ).body.data.list;
    expect(msgs.at(-1)).toMatchObject({ status: 'error', content: '部分回答' });
    const rights = await api.call<{ rights: { key: string; remaining: number }[] }>(
      '/api/front/user/my_rights',
      {},
      { token: u.token, method: 'GET' },
    );
    expect(rights.body.data.rights.find((r) => r.key === 'ai_answer')?.remaining).toBe(10);

    const renamed = await api.call<ChatSession>(
      ChatApi.rename,
      { session_id: sid, title: ' 新名称 ' },
      { token: u.token },
    );
    expect(renamed.body.data.title).toBe('新名称');
    const list = await api.call<{ list: ChatSession[] }>(
      ChatApi.sessions,
      { mode: 'zsk' },
      { token: u.token, method: 'GET' },
    );
    expect(list.body.data.list.map((s) => s.title)).toEqual(['新名称']);
    expect((await api.call(ChatApi.sessions, { mode: 'qypj' }, { token: u.token, method: 'GET' })).body.data).toEqual({
      list: [],
    });
    expect((await api.call(ChatApi.remove, { session_id: sid }, { token: u.token })).body.code).toBe(200);
    expect((await api.call(ChatApi.messages, { session_id: sid }, { token: u.token, method: 'GET' })).body.code).toBe(
      404,
    );
  });

  it('holds at most OPEN_STREAMS_PER_USER open streams per user; the next is refused in Chinese, a closed one frees a place', async () => {
    const { provider } = scriptedProvider(['好的']);
    setChatProvider(api.deps, provider);
    const u = await buildUser(api.deps.db.db);
    const other = await buildUser(api.deps.db.db);
    const sid = (await api.call<ChatAskResult>(ChatApi.ask, { mode: 'zsk', question: '问题' }, { token: u.token })).body
      .data.session.id;
    const open = (token: string, session: number) => {
      const ctl = new AbortController();
      const res = fetch(`${api.baseUrl}${ChatApi.stream}?session_id=${session}`, {
        headers: { Authorization: token, Platform: 'pc-web' },
        signal: ctl.signal,
      });
      return { ctl, res };
    };
    const held = Array.from({ length: OPEN_STREAMS_PER_USER }, () => open(u.token, sid));
    for (const h of held) expect((await h.res).status).toBe(200);
    const extra = await open(u.token, sid).res;
    expect(extra.status).toBe(429);
    expect(await extra.json()).toMatchObject({ code: 429, msg: OPEN_STREAMS_MESSAGE });
    // Another user is not affected.
    const otherSid = (
      await api.call<ChatAskResult>(ChatApi.ask, { mode: 'zsk', question: '问题' }, { token: other.token })
    ).body.data.session.id;
    const theirs = open(other.token, otherSid);
    expect((await theirs.res).status).toBe(200);
    theirs.ctl.abort();
    // Closing one stream frees its place (the server notices the closed connection).
    held[0]?.ctl.abort();
    let again = 0;
    for (let i = 0; i < 50 && again !== 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const next = open(u.token, sid);
      again = (await next.res).status;
      if (again === 200) held.push(next);
    }
    expect(again).toBe(200);
    for (const h of held) h.ctl.abort();
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('chat API boundary', () => {
  it('has the limits in the shared contract', async () => {
    const { CHAT_QUESTIONS_PER_MINUTE, CHAT_CONCURRENT_STREAMS, QUESTION_MAX_CHARS } =
      await import('@aikc/shared/schemas/chat');
    expect([CHAT_QUESTIONS_PER_MINUTE, CHAT_CONCURRENT_STREAMS, QUESTION_MAX_CHARS]).toEqual([10, 2, 2000]);
  });
});

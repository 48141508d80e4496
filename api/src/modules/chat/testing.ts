import { ChatApi } from '@aikc/shared/api-paths';
import type { ChatMessage } from '@aikc/shared/schemas/chat';
import { ChatStreamEventSchema, type ChatStreamEvent } from '@aikc/shared/socket/chat';
import type { AnswerProvider, AnswerRequest } from './providers/provider.ts';

/**
 * A provider for tests and the bench: yields `pieces` `everyMs` apart, records what it was asked and
 * whether its request was aborted; `failAfter` throws after that many pieces (a provider error mid-answer).
 */
export function scriptedProvider(pieces: readonly string[], opts: { everyMs?: number; failAfter?: number } = {}) {
  const state = { requests: [] as AnswerRequest[], aborted: 0, started: 0 };
  const provider: AnswerProvider = {
    kind: 'llm',
    async *stream(req, signal) {
      state.requests.push(req);
      state.started++;
      for (let i = 0; i < pieces.length; i++) {
        if (opts.failAfter !== undefined && i === opts.failAfter) throw new Error('scripted failure');
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, opts.everyMs ?? 0);
          signal.addEventListener(
            'abort',
            () => {
              clearTimeout(t);
              resolve();
            },
            { once: true },
          );
        });
        if (signal.aborted) {
          state.aborted++;
          return;
        }
        yield pieces[i] as string;
      }
    },
  };
  return { provider, state };
}

/** Reads the API's session stream until `until` says stop (or the timeout); returns the events seen. */
export async function readSessionStream(
  baseUrl: string,
  token: string,
  sessionId: number,
  until: (e: ChatStreamEvent, all: ChatStreamEvent[]) => boolean,
  timeoutMs = 5000,
): Promise<ChatStreamEvent[]> {
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), timeoutMs);
  const res = await fetch(`${baseUrl}${ChatApi.stream}?session_id=${sessionId}`, {
    headers: { Authorization: token, Platform: 'pc-web' },
    signal: ac.signal,
  });
  const all: ChatStreamEvent[] = [];
  let rest = '';
  const decoder = new TextDecoder();
  try {
    for await (const bytes of res.body as AsyncIterable<Uint8Array>) {
      rest += decoder.decode(bytes, { stream: true });
      let nl: number;
      while ((nl = rest.indexOf('\n')) >= 0) {
        const e = ChatStreamEventSchema.parse(JSON.parse(rest.slice(0, nl)));
        rest = rest.slice(nl + 1);
        all.push(e);
        if (until(e, all)) return all;
      }
    }
  } catch (err) {
    if (!ac.signal.aborted) throw err;
  } finally {
    clearTimeout(timer);
    ac.abort();
  }
  return all;
}

/**
 * The answer once it has ended, read from the session's messages. An answer the offline provider gives at once may
 * end before a stream opened after the ask could see its end event: the list, not the stream, says it is done.
 */
export async function settledAnswer(
  baseUrl: string,
  token: string,
  sessionId: number,
  answerId: number,
  timeoutMs = 15_000,
): Promise<ChatMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}${ChatApi.messages}?session_id=${sessionId}`, {
      headers: { Authorization: token, Platform: 'pc-web' },
    });
    const body = (await res.json()) as { data: { list: ChatMessage[] } };
    const m = body.data.list.find((x) => x.id === answerId);
    if (m && m.status !== 'streaming') return m;
    if (Date.now() > deadline) throw new Error(`answer ${answerId} still streaming after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

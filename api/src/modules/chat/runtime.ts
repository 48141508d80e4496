import { CHAT_CONCURRENT_STREAMS, CHAT_QUESTIONS_PER_MINUTE } from '@aikc/shared/schemas/chat';
import { tooManyRequests } from '../../http/errors.ts';
import { ChatHub } from './live.ts';
import type { AnswerProvider } from './providers/provider.ts';

/**
 * Per-app chat state: the live answers, the provider, and the per-user limits. Limits are counted in this
 * process, like the answers they limit (an answer streams from the process that started it).
 */
export interface ChatRuntime {
  hub: ChatHub;
  provider: AnswerProvider;
  /** Throws 429 with a clear message when the user asked 10 questions in the last minute or 2 answers stream. */
  admit(userId: number, now?: number): void;
  /** Streams held open per user in this process (a held stream is a socket and a subscription: capped per user). */
  openStreams: Map<number, number>;
}

/** Tests (and the bench) put a provider of their own in before the app serves. */
export function setChatProvider(deps: { chat: ChatRuntime }, provider: AnswerProvider): ChatRuntime {
  return (deps.chat = createChatRuntime(provider));
}

/** The chat runtime of an app (composition.ts makes it on first use). */
export function createChatRuntime(provider: AnswerProvider): ChatRuntime {
  const hub = new ChatHub();
  const asked = new Map<number, number[]>();
  return {
    hub,
    provider,
    openStreams: new Map(),
    admit(userId, now = Date.now()) {
      if (hub.activeFor(userId) >= CHAT_CONCURRENT_STREAMS) {
        throw tooManyRequests(`您已有${CHAT_CONCURRENT_STREAMS}个回答正在生成，请等待完成或停止后再提问`);
      }
      const recent = (asked.get(userId) ?? []).filter((t) => now - t < 60_000);
      if (recent.length >= CHAT_QUESTIONS_PER_MINUTE) {
        asked.set(userId, recent);
        throw tooManyRequests(`提问过于频繁（每分钟最多${CHAT_QUESTIONS_PER_MINUTE}个问题），请稍后再试`);
      }
      recent.push(now);
      asked.set(userId, recent);
      if (asked.size > 10_000) for (const [k, v] of asked) if (v.every((t) => now - t >= 60_000)) asked.delete(k);
    },
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import { composeAnswer, pieces } from '../composer.ts';
import type { AnswerProvider, AnswerRequest } from './provider.ts';

/**
 * The default provider: no network, no model. The composed answer is streamed in small pieces at a reading
 * pace (`chunkMs` apart), through the same path as a model's answer, so stopping, reconnecting and two tabs
 * behave exactly as they will with a real model.
 */
export function retrievalProvider(opts: { chunkMs: number }): AnswerProvider {
  return {
    kind: 'retrieval',
    async *stream(req: AnswerRequest, signal: AbortSignal) {
      for (const piece of pieces(composeAnswer(req))) {
        if (signal.aborted) return;
        if (opts.chunkMs > 0) await sleep(opts.chunkMs, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) return;
        yield piece;
      }
    },
  };
}

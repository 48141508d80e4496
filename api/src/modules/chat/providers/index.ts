import type { Config } from '../../../config.ts';
import { openAiProvider } from './openai-provider.ts';
import type { AnswerProvider } from './provider.ts';
import { retrievalProvider } from './retrieval-provider.ts';

/** The provider configuration chooses: CHAT_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL (config.ts checks). */
export function createAnswerProvider(config: Config): AnswerProvider {
  if (config.CHAT_PROVIDER === 'openai') {
    return openAiProvider({
      baseURL: config.LLM_BASE_URL ?? '',
      apiKey: config.LLM_API_KEY ?? 'none',
      model: config.LLM_MODEL ?? '',
      idleTimeoutMs: config.LLM_TIMEOUT_MS,
    });
  }
  return retrievalProvider({ chunkMs: config.CHAT_OFFLINE_CHUNK_MS });
}

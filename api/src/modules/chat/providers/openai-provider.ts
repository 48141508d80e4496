import OpenAI from 'openai';
import { ProviderError, type AnswerProvider, type AnswerRequest } from './provider.ts';
import { buildMessages } from './prompt.ts';

export interface OpenAiProviderOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** No token for this long (before the first or between two) ends the answer as timed out. */
  idleTimeoutMs: number;
  temperature?: number;
}

/**
 * An OpenAI-compatible chat-completions endpoint with streaming (DeepSeek, 通义千问 compatible mode, 智谱,
 * Moonshot, vLLM, Ollama …) through the official SDK. Stopping aborts the SDK request's signal, which closes
 * the HTTP connection to the model server, so the model stops generating (and billing) too.
 */
export function openAiProvider(opts: OpenAiProviderOptions): AnswerProvider {
  // The SDK's own retries would resend a question after part of an answer was shown; a failure is the page's retry.
  const client = new OpenAI({ baseURL: opts.baseURL, apiKey: opts.apiKey, maxRetries: 0, timeout: opts.idleTimeoutMs });
  return {
    kind: 'llm',
    async *stream(req: AnswerRequest, signal: AbortSignal) {
      const idle = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(), opts.idleTimeoutMs);
      };
      arm();
      const both = AbortSignal.any([signal, idle.signal]);
      try {
        const stream = await client.chat.completions.create(
          { model: opts.model, messages: buildMessages(req), stream: true, temperature: opts.temperature ?? 0.3 },
          { signal: both },
        );
        for await (const chunk of stream) {
          arm();
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (err) {
        if (signal.aborted) return;
        if (idle.signal.aborted) throw new ProviderError('模型响应超时，请重试', { cause: err });
        throw new ProviderError(providerMessage(err), { cause: err });
      } finally {
        clearTimeout(timer);
      }
      if (idle.signal.aborted && !signal.aborted) throw new ProviderError('模型响应超时，请重试');
    },
  };
}

function providerMessage(err: unknown): string {
  if (err instanceof OpenAI.APIConnectionTimeoutError) return '模型响应超时，请重试';
  if (err instanceof OpenAI.APIConnectionError) return '无法连接模型服务，请稍后重试';
  if (err instanceof OpenAI.RateLimitError) return '模型服务繁忙，请稍后重试';
  if (err instanceof OpenAI.AuthenticationError) return '模型服务鉴权失败，请联系管理员';
  return '模型服务出错，回答未完成，请重试';
}

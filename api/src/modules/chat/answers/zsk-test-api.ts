import { afterAll, beforeAll, expect } from 'vitest';
import { ChatApi } from '@aikc/shared/api-paths';
import type { ChatAskResult } from '@aikc/shared/schemas/chat';
import { startTestApi, type TestApi } from '../../../../test-kit/harness.ts';
import { createLogger } from '../../../logger.ts';
import { ensureSeeded } from '../../../seed/ensure-seeded.ts';
import { ensureReference } from '../../../seed/reference/ensure-reference.ts';
import { retrievalProvider } from '../providers/retrieval-provider.ts';
import { setChatProvider } from '../runtime.ts';
import { settledAnswer } from '../testing.ts';

/**
 * The API as the 知识库 tests need it: labels and agencies only (no demo corpus), then the reference layer and the
 * 问答库 as on every start, answered offline at once.
 */
export async function startZskApi(dialect: Parameters<typeof startTestApi>[0]): Promise<TestApi> {
  const api = await startTestApi(dialect);
  const logger = createLogger('silent');
  await ensureSeeded(api.deps.db, logger, { demo: false });
  await ensureReference(api.deps.db, logger);
  setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
  return api;
}

/** Asks a 知识库 question as the portal does and returns the ask's result with the stored answer once it has ended. */
export async function askZsk(
  api: TestApi,
  token: string,
  question: string,
  extra: Record<string, number | string> = {},
) {
  const r = await api.call<ChatAskResult>(ChatApi.ask, { mode: 'zsk', question, ...extra }, { token });
  expect(r.body.code).toBe(200);
  const d = r.body.data;
  return { ...d, message: await settledAnswer(api.baseUrl, token, d.session.id, d.answer.id) };
}

/**
 * One API for a describe block's 知识库 tests (started before them, closed after), and asking on it as the portal
 * does: `zsk.api` once started, `zsk.ask(token, question, { session_id })`.
 */
export function zskApiFor(dialect: Parameters<typeof startTestApi>[0]) {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startZskApi(dialect);
  }, 120_000);
  afterAll(() => api?.close());
  return {
    get api(): TestApi {
      if (!api) throw new Error('the 知识库 test API has not started');
      return api;
    },
    ask(token: string, question: string, extra: Record<string, number | string> = {}) {
      return askZsk(this.api, token, question, extra);
    },
  };
}

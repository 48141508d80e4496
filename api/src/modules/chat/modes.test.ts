import { describe, expect, it } from 'vitest';
import { hasReport, needsCompany } from '@aikc/shared/chat-modes';
import { CHAT_MODES } from '@aikc/shared/routes';
import { CHAT_MODE_RUNTIME } from './modes.ts';

/** The API's row of each mode agrees with the shared table at run time too (the type says so at compile time). */
describe('chat mode runtime', () => {
  it.each(CHAT_MODES)('%s has a context builder iff it needs a company, a report builder iff it has a report', (m) => {
    const rt = CHAT_MODE_RUNTIME[m];
    expect(rt.context !== null).toBe(needsCompany(m));
    expect(rt.report !== null).toBe(hasReport(m));
  });

  it('only the knowledge-base mode adds its own rule to the prompt', () => {
    expect(CHAT_MODES.filter((m) => CHAT_MODE_RUNTIME[m].prompt !== '')).toEqual(['zsk']);
  });
});

import { describe, expect, it } from 'vitest';
import { ruleSetInForce } from './rule-sets.ts';

describe('rule sets by effective date', () => {
  it.each([
    ['zjtx', '2026-03-31', 'zjtx-2022'],
    ['zjtx', '2026-04-01', 'zjtx-2026'],
    ['xjr', '2026-03-31', 'xjr-2022'],
    ['xjr', '2026-04-01', 'xjr-2026'],
    ['cxxzx', '2026-11-25', 'cxxzx-2022'],
    ['gaoxin', '2026-11-25', 'gaoxin-2016'],
  ] as const)('%s on %s → %s', (kind, date, id) => expect(ruleSetInForce(kind, date).id).toBe(id));
});

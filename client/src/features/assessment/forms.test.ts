import { describe, expect, it } from 'vitest';
import { RULE_SETS, type RuleSetId } from '@aikc/shared/rules/rule-sets';
import { GAOXIN_STEPS } from './gaoxin-form.ts';
import { zhuanjingSteps } from './zhuanjing-form.ts';

const keysOf = (steps: { fields: { key: string }[] }[]) => steps.flatMap((s) => s.fields.map((f) => f.key));

/** The forms ask for exactly what each rule set reads: a field it reads and no form asks for fails every submit. */
describe('assessment forms against their rule sets', () => {
  it('the 高企 form asks for each field of its rule set once, in the rule set’s order', () => {
    expect(keysOf(GAOXIN_STEPS)).toEqual([...RULE_SETS['gaoxin-2016'].fields]);
  });

  it.each((Object.keys(RULE_SETS) as RuleSetId[]).filter((id) => !id.startsWith('gaoxin')))(
    'the 梯度培育 form of %s asks for each field it reads once',
    (id) => {
      const keys = keysOf(zhuanjingSteps(RULE_SETS[id].fields));
      expect([...keys].sort()).toEqual([...RULE_SETS[id].fields].sort());
      expect(new Set(keys).size).toBe(keys.length);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { GAOXIN_SHAPE } from './gaoxin-input.ts';
import { RULE_SETS, ruleSetInForce, type RuleSetId } from './rule-sets.ts';
import { ZHUANJING_SHAPE } from './zhuanjing-input.ts';

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

/**
 * Each rule set's fields, pinned. A field added to a schema, a form or a rule set changes what a submitted
 * assessment must hold and what the API refuses: it is meant to be a decision made here, in one visible diff.
 */
const PINNED: Record<RuleSetId, string[]> = {
  'gaoxin-2016': [
    'established',
    'techField',
    'staffTotal',
    'techStaff',
    'sales',
    'rd',
    'rdDomestic',
    'totalIncome',
    'hiTechIncome',
    'noAccident',
    'class1Count',
    'class2Count',
    'acquisition',
    'acquisitionPts',
    'advancePts',
    'corePts',
    'standardPts',
    'conversions',
    'mgmtSystem',
    'mgmtInstitution',
    'mgmtIncentive',
    'mgmtTalent',
    'netAssets',
  ],
  'cxxzx-2022': [
    'isSme',
    'notListed',
    'productsAllowed',
    'noIncidents',
    'revenue',
    'mainRevenue',
    'rd',
    'liabilities',
    'assets',
    'ipGrade',
    'strategicEmerging',
    'sciTechAward',
    'techTitle',
    'provincialRdCentre',
    'equity3y',
  ],
  'zjtx-2022': [
    'nicheYears',
    'revenue',
    'mainRevenue',
    'rd',
    'equity2y',
    'netProfit',
    'liabilities',
    'assets',
    'staffTotal',
    'rdStaff',
    'productField',
    'digitalLevel',
    'qualityItems',
    'featurePts',
    'ipGrade',
    'rdInstitution',
  ],
  'zjtx-2026': [
    'hasInnovativeTitle',
    'nicheYears',
    'revenue',
    'mainRevenue',
    'rd',
    'equity2y',
    'liabilities',
    'assets',
    'class1Count',
    'awardTop3',
    'rdInstitution',
    'leadingShare',
    'devScore',
  ],
  'xjr-2022': [
    'nicheYears',
    'revenue',
    'mainRevenue',
    'rd',
    'liabilities',
    'assets',
    'equity2y',
    'staffTotal',
    'rdStaff',
    'class1Count',
    'marketShare10',
  ],
  'xjr-2026': [
    'isZjtx',
    'nicheYears',
    'revenue',
    'mainRevenue',
    'rd',
    'liabilities',
    'assets',
    'class1Count',
    'nationalAwardTop3',
    'marketTop',
    'sixBases',
    'devScore',
  ],
};

describe('rule sets’ fields', () => {
  it.each(Object.keys(RULE_SETS) as RuleSetId[])('%s reads exactly its pinned fields, frozen', (id) => {
    expect([...RULE_SETS[id].fields]).toEqual(PINNED[id]);
    expect(Object.isFrozen(RULE_SETS[id].fields)).toBe(true);
  });

  it('高企 reads every field of its schema, and the schema has no field it does not read', () => {
    expect([...RULE_SETS['gaoxin-2016'].fields].sort()).toEqual(Object.keys(GAOXIN_SHAPE).sort());
  });

  it('梯度培育 rule sets read only fields of their schema, and every schema field is read by one of them', () => {
    const zhuanjing = (Object.keys(RULE_SETS) as RuleSetId[]).filter((id) => !id.startsWith('gaoxin'));
    const read = new Set<string>(zhuanjing.flatMap((id) => [...RULE_SETS[id].fields]));
    expect([...read].filter((f) => !(f in ZHUANJING_SHAPE))).toEqual([]);
    expect(Object.keys(ZHUANJING_SHAPE).filter((f) => !read.has(f))).toEqual([]);
  });
});

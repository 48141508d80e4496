/**
 * The engine's internals, for the API's integration tests and benches only (eslint allows this entrance in
 * test and bench files, nowhere else): cold runs empty the caches, oracle tests read match sets directly.
 */
export { matchSet } from './engine/match-sets.ts';
export { preloadUnits } from './engine/units.ts';
export { planQuery } from './engine/query-plan.ts';
export { clauseWeight } from './engine/weights.ts';
export { andSets, idSetOf, orSets, toIds } from './engine/id-sets.ts';
export { engineOf } from './port.ts';

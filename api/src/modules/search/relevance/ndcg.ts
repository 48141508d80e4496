/** Graded gain of a judged document (0 irrelevant, 1 relevant, 2 highly relevant): 2^grade - 1. */
function gain(grade: number): number {
  return 2 ** grade - 1;
}

/** Discounted cumulative gain of grades in rank order, cut at k. */
export function dcg(grades: readonly number[], k: number): number {
  let sum = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) sum += gain(grades[i] as number) / Math.log2(i + 2);
  return sum;
}

/**
 * nDCG@k of a result list: its DCG over the DCG of the best possible list, the judged grades of every
 * document in the corpus sorted down. A query nothing in the corpus answers scores 1 when it returns nothing
 * relevant either (there was nothing to find).
 */
export function ndcg(resultGrades: readonly number[], corpusGrades: readonly number[], k = 10): number {
  const ideal = dcg(
    [...corpusGrades].filter((g) => g > 0).sort((a, b) => b - a),
    k,
  );
  return ideal === 0 ? 1 : dcg(resultGrades, k) / ideal;
}

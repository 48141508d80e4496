import type { Kysely, Transaction } from 'kysely';
import type { AssessmentKind } from '@aikc/shared/rules/types';
import { evaluateAssessment, type RuleSetId } from '@aikc/shared/rules/rule-sets';
import type { GaoxinInput } from '@aikc/shared/rules/gaoxin-input';
import type { ZhuanjingInput } from '@aikc/shared/rules/zhuanjing-input';
import type { Database } from '../../db/schema.ts';
import { consumeRight } from '../rights/guard.ts';

/** Charges an assessment to the user's 'assessment' right, in the same transaction as the row it pays for. */
export async function chargeAssessment(trx: Transaction<Database>, userId: number): Promise<void> {
  await consumeRight(trx, userId, 'assessment');
}

export async function saveDraft(
  db: Kysely<Database>,
  userId: number,
  kind: AssessmentKind,
  ruleSet: string | null,
  input: unknown,
  now = Date.now(),
): Promise<void> {
  const input_json = JSON.stringify(input);
  await db
    .insertInto('assessment_drafts')
    .values({ user_id: userId, kind, rule_set: ruleSet, input_json, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ rule_set: ruleSet, input_json, updated_at: now }))
    .execute();
}

export async function getDraft(db: Kysely<Database>, userId: number, kind: AssessmentKind) {
  return db
    .selectFrom('assessment_drafts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export interface NewAssessment {
  kind: AssessmentKind;
  ruleSet: RuleSetId;
  input: GaoxinInput | ZhuanjingInput;
  asOf: string;
  companyId?: number | undefined;
  companyName?: string | undefined;
}

/**
 * Computes the result from the checked input under the rule set (never from anything the client computed),
 * stores both, charges the use and clears the kind's draft, all in one transaction.
 */
export async function createAssessment(
  db: Kysely<Database>,
  userId: number,
  a: NewAssessment,
  now = Date.now(),
): Promise<number> {
  const result = evaluateAssessment(a.ruleSet, a.input, a.asOf);
  return db.transaction().execute(async (trx) => {
    let companyName = a.companyName ?? '';
    if (a.companyId !== undefined) {
      const c = await trx.selectFrom('companies').select('name').where('id', '=', a.companyId).executeTakeFirst();
      companyName = c?.name ?? companyName;
    }
    await chargeAssessment(trx, userId);
    const row = await trx
      .insertInto('assessments')
      .values({
        user_id: userId,
        kind: a.kind,
        rule_set: a.ruleSet,
        company_id: a.companyId ?? null,
        company_name: companyName,
        as_of: a.asOf,
        input_json: JSON.stringify(a.input),
        result_json: JSON.stringify(result),
        score: result.score,
        verdict: result.verdict,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('assessment_drafts').where('user_id', '=', userId).where('kind', '=', a.kind).execute();
    return row.id;
  });
}

/** The caller's own assessment, or undefined (someone else's id looks exactly like a missing one). */
export async function getOwnAssessment(db: Kysely<Database>, userId: number, id: number) {
  return db.selectFrom('assessments').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function listAssessments(db: Kysely<Database>, userId: number, page: number, pageSize: number) {
  const base = db.selectFrom('assessments').where('user_id', '=', userId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'kind', 'rule_set', 'company_name', 'score', 'verdict', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { list: rows, current: page, pageSize, total: Number(n) };
}

export async function listFiles(db: Kysely<Database>, assessmentId: number) {
  return db
    .selectFrom('assessment_files')
    .selectAll()
    .where('assessment_id', '=', assessmentId)
    .orderBy('id', 'asc')
    .execute();
}

export async function addFile(
  db: Kysely<Database>,
  f: {
    assessmentId: number;
    userId: number;
    name: string;
    storedName: string;
    ext: string;
    mime: string;
    size: number;
  },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('assessment_files')
    .values({
      assessment_id: f.assessmentId,
      user_id: f.userId,
      name: f.name,
      stored_name: f.storedName,
      ext: f.ext,
      mime: f.mime,
      size_bytes: f.size,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getOwnFile(db: Kysely<Database>, userId: number, id: number) {
  return db
    .selectFrom('assessment_files')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deleteOwnFile(db: Kysely<Database>, userId: number, id: number): Promise<string | null> {
  const f = await getOwnFile(db, userId, id);
  if (!f) return null;
  await db.deleteFrom('assessment_files').where('id', '=', id).where('user_id', '=', userId).execute();
  return f.stored_name;
}

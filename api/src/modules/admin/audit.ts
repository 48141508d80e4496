import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Who acts, and from where: every staff write carries one. */
export interface Actor {
  staffId: number;
  ip: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  /** The entity's fields before the write (null for a creation). Only the changed ones are kept. */
  before: Record<string, unknown> | null;
  /** The fields after (null for a removal). */
  after: Record<string, unknown> | null;
}

/**
 * Keeps only the fields whose value changed. A creation (before null) or removal (after null) keeps its whole
 * side; an unchanged write leaves two empty objects, so it is still recorded.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

/** Appends one audit row inside a transaction the caller already holds (e.g. the content write door's). */
export async function appendAudit(
  trx: Kysely<Database>,
  actor: Actor,
  entry: AuditEntry,
  now = Date.now(),
): Promise<void> {
  const { before, after } = changedFields(entry.before, entry.after);
  await trx
    .insertInto('audit_log')
    .values({
      staff_id: actor.staffId,
      at: now,
      ip: actor.ip.slice(0, 64),
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before_json: before ? JSON.stringify(before) : null,
      after_json: after ? JSON.stringify(after) : null,
    })
    .execute();
}

/**
 * Performs a staff write and appends its audit row in the same transaction: either both are stored or
 * neither. `write` returns the entry (before/after of what it changed) and the call's result; it may throw
 * an AppError to refuse, and then nothing is written.
 */
export async function audited<T>(
  db: Kysely<Database>,
  actor: Actor,
  write: (trx: Transaction<Database>) => Promise<{ entry: AuditEntry; result: T }>,
  now = Date.now(),
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { entry, result } = await write(trx);
    await appendAudit(trx, actor, entry, now);
    return result;
  });
}

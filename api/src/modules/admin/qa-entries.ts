import crypto from 'node:crypto';
import type { QaEntryForm } from '@aikc/shared/admin/schemas/content';
import type { Db } from '../../db/database.ts';
import type { ContentWrites } from '../../content-writes.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { importContent } from '../content-import/importer.ts';
import { exportQaEntries } from '../content-import/qa.ts';
import { appendAudit, type Actor } from './audit.ts';

/**
 * 问答库 entries in the back office: read in the import format and written through the importer's own writer
 * (content-import/qa.ts: the cited facts must exist, citations rewritten, keyed by source_id), with the audit row
 * appended in the writer's transaction. A new entry is named admin-qa-<uuid>.
 */
export async function qaEntry(handle: Db, id: number): Promise<QaEntryForm> {
  const [item] = await exportQaEntries(handle.db, id);
  if (!item) throw notFound('知识库条目不存在');
  const { kind: _kind, ...rest } = item;
  return { id, ...rest };
}

export async function saveQaEntry(
  handle: Db,
  writes: ContentWrites,
  actor: Actor,
  id: number | undefined,
  raw: Record<string, unknown>,
  now = Date.now(),
): Promise<{ id: number; source_id: string }> {
  // The before picture is read ahead of the write; the writer's transaction then appends both.
  const before = id === undefined ? null : await qaEntry(handle, id);
  const sourceId = before?.source_id ?? `admin-qa-${crypto.randomUUID()}`;
  let written = 0;
  const report = await importContent(
    handle,
    writes,
    [{ line: 1, raw: { ...raw, kind: 'qa', source_id: sourceId } }],
    undefined,
    now,
    async (trx, _kind, ids) => {
      written = ids[0] ?? 0;
      const [after] = await exportQaEntries(trx, written);
      const { kind: _k, source_id: _s, ...fields } = after ?? { kind: 'qa', source_id: '' };
      const { id: _i, source_id: _bs, ...prev } = before ?? { id: 0, source_id: '' };
      await appendAudit(
        trx,
        actor,
        {
          action: before ? 'content.update' : 'content.create',
          entity: 'qa',
          entityId: written,
          before: before ? prev : null,
          after: fields,
        },
        now,
      );
    },
  );
  if (report.failed[0]) throw badRequest(report.failed[0].reason);
  if (report.unchanged) return { id: id ?? 0, source_id: sourceId };
  return { id: written, source_id: sourceId };
}

import crypto from 'node:crypto';
import { Router } from 'express';
import {
  ContentCreateBodySchema,
  ContentListQuerySchema,
  ContentPublishRefSchema,
  ContentRefSchema,
  ContentScheduleBodySchema,
  QaSaveBodySchema,
  ContentUpdateBodySchema,
  type ContentDetail,
} from '@aikc/shared/admin/schemas/content';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { importContent } from '../content-import/importer.ts';
import { appendAudit } from './audit.ts';
import { policyAttachments } from './content-attachments.ts';
import { editContent, editQa, fieldsOf, TABLE_OF } from './content-edit.ts';
import { contentRow, listContent } from './content-list.ts';
import { changeVisibility } from './content-publish.ts';
import { qaEntry, saveQaEntry } from './qa-entries.ts';
import { adminCall } from './guard.ts';

/** 内容编辑: find, read, create and correct policies, interpretations, news, projects and 知识库 entries. */
export function adminContentRoutes(deps: AppDeps): Router {
  const r = Router();
  const handle = deps.db;
  const db = handle.db;

  adminCall(r, deps, 'contentList', ContentListQuerySchema, ({ input }) => listContent(handle, deps.search, input));

  adminCall(r, deps, 'contentGet', ContentRefSchema, async ({ input }): Promise<ContentDetail> => {
    if (input.kind === 'qa') {
      const row = await db.selectFrom('qa_entries').selectAll().where('id', '=', input.id).executeTakeFirst();
      if (!row) throw notFound('知识库条目不存在');
      return {
        ...contentRow('qa', row as unknown as Record<string, unknown> & { id: number }),
        fields: { title: row.question, body_html: row.answer },
      };
    }
    const row = (await db
      .selectFrom(TABLE_OF[input.kind])
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirst()) as (Record<string, unknown> & { id: number }) | undefined;
    if (!row) throw notFound('内容不存在或已删除');
    return {
      ...contentRow(input.kind, row),
      fields: await fieldsOf(db, input.kind, row),
      ...(input.kind === 'policy' ? { attachments: await policyAttachments(db, row.id) } : {}),
    };
  });

  adminCall(r, deps, 'contentUpdate', ContentUpdateBodySchema, async ({ input, actor }) => {
    if (input.kind === 'qa') {
      await editQa(db, actor, input.id, input.fields);
      return null;
    }
    const row = await editContent(handle, deps, actor, input.kind, input.id, input.fields);
    return contentRow(input.kind, row);
  });

  adminCall(r, deps, 'contentCreate', ContentCreateBodySchema, async ({ input, actor }) => {
    const kind = input.item.kind;
    if (kind !== 'policy' && kind !== 'interpretation' && kind !== 'news' && kind !== 'project')
      throw badRequest('内容类型无效');
    const sourceId = `admin-${crypto.randomUUID()}`;
    const now = Date.now();
    let createdId = 0;
    const report = await importContent(
      handle,
      deps,
      [{ line: 1, raw: { ...input.item, source_id: sourceId } }],
      undefined,
      now,
      async (trx, k, ids) => {
        createdId = ids[0] ?? 0;
        await appendAudit(
          trx,
          actor,
          {
            action: 'content.create',
            entity: k,
            entityId: createdId,
            before: null,
            after: { source_id: sourceId, title: input.item.title ?? '' },
          },
          now,
        );
      },
    );
    if (report.failed[0]) throw badRequest(report.failed[0].reason);
    return { kind, id: createdId, source_id: sourceId };
  });

  adminCall(r, deps, 'contentTakeDown', ContentPublishRefSchema, async ({ input, actor }) =>
    contentRow(input.kind, await changeVisibility(handle, deps, actor, input.kind, input.id, 'take_down')),
  );
  adminCall(r, deps, 'contentPublish', ContentPublishRefSchema, async ({ input, actor }) =>
    contentRow(input.kind, await changeVisibility(handle, deps, actor, input.kind, input.id, 'publish')),
  );
  adminCall(r, deps, 'contentSchedule', ContentScheduleBodySchema, async ({ input, actor }) =>
    contentRow(input.kind, await changeVisibility(handle, deps, actor, input.kind, input.id, 'schedule', input.at)),
  );

  adminCall(r, deps, 'qaGet', ContentRefSchema, ({ input }) => qaEntry(handle, input.id));
  adminCall(r, deps, 'qaSave', QaSaveBodySchema, ({ input, actor }) =>
    saveQaEntry(handle, deps, actor, input.id, input.item),
  );

  return r;
}

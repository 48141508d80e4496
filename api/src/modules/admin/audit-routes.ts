import { Router } from 'express';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import { AuditExportQuerySchema, AuditQuerySchema, type AuditRow } from '@aikc/shared/admin/schemas/ops';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditLogTable } from '../../db/schema/admin.ts';
import { formatDateTime } from '../../lib/time.ts';
import { adminCall } from './guard.ts';
import { pagedList } from './paged-list.ts';
import { cstDayStart } from './orders-service.ts';

type Filter = z.output<typeof AuditExportQuerySchema>;
const EXPORT_MAX = 100_000;

function filtered(db: Kysely<Database>, f: Filter) {
  let sel = db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id');
  if (f.staff_id) sel = sel.where('audit_log.staff_id', '=', f.staff_id);
  if (f.action) sel = sel.where('audit_log.action', '=', f.action);
  if (f.entity) sel = sel.where('audit_log.entity', '=', f.entity);
  if (f.from) sel = sel.where('audit_log.at', '>=', cstDayStart(f.from));
  if (f.to) sel = sel.where('audit_log.at', '<', cstDayStart(f.to) + 86_400_000);
  return sel;
}

type Joined = Selectable<AuditLogTable> & { staff_name: string | null };

function auditRow(a: Joined): AuditRow {
  return {
    id: a.id,
    staff_id: a.staff_id,
    staff_name: a.staff_name ?? '',
    at: formatDateTime(a.at),
    ip: a.ip,
    action: a.action,
    entity: a.entity,
    entity_id: a.entity_id,
    before: a.before_json ? (JSON.parse(a.before_json) as Record<string, unknown>) : null,
    after: a.after_json ? (JSON.parse(a.after_json) as Record<string, unknown>) : null,
  };
}

/** 超级管理员 reads the audit log (it is append-only for everyone: the database refuses updates and deletes). */
export function adminAuditRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  adminCall(r, deps, 'auditList', AuditQuerySchema, async ({ input }): Promise<AdminList<AuditRow>> => {
    const { page, pageSize, ...f } = input;
    return pagedList(
      filtered(db, f),
      { page, pageSize },
      (q) => q.selectAll('audit_log').select('staff.name as staff_name').orderBy('audit_log.id', 'desc'),
      (rows) => rows.map(auditRow),
    );
  });
  adminCall(r, deps, 'auditExport', AuditExportQuerySchema, async ({ input }) => {
    const rows = await filtered(db, input)
      .selectAll('audit_log')
      .select('staff.name as staff_name')
      .orderBy('audit_log.id', 'desc')
      .limit(EXPORT_MAX)
      .execute();
    return {
      filename: '操作日志',
      rows: [
        ['编号', '时间', '人员', 'IP', '操作', '对象', '对象编号', '修改前', '修改后'],
        ...rows.map((a) => [
          a.id,
          formatDateTime(a.at),
          a.staff_name ?? String(a.staff_id),
          a.ip,
          a.action,
          a.entity,
          a.entity_id,
          a.before_json,
          a.after_json,
        ]),
      ],
    };
  });
  return r;
}

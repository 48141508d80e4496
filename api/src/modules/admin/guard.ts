import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { ADMIN_CALLS, type AdminCallName } from '@aikc/shared/admin/api-paths';
import { can, type Permission } from '@aikc/shared/admin/permissions';
import { ok } from '@aikc/shared/envelope';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { AppDeps } from '../../deps.ts';
import type { StaffRow } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { tokenFromRequest } from '../../http/auth.ts';
import { clientIp } from '../../http/ip-guard.ts';
import type { Actor } from './audit.ts';
import { staffForToken } from './session.ts';

export const NO_PERMISSION = '无权限执行此操作';

/**
 * The one guard of the back office: the staff session (401 when absent, ended or idle) and then the
 * permission, asked of the same table the admin UI asks (shared/src/admin/permissions.ts). A refused call
 * does nothing: the guard runs before the body is validated or any handler is reached. `null`: any staff.
 */
export function requirePermission(deps: AppDeps, perm: Permission | null): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    staffForToken(deps.db.db, tokenFromRequest(req), Date.now())
      .then((staff) => {
        if (perm && !can(staff.role, perm)) return next(forbidden(NO_PERMISSION));
        res.locals.staff = staff;
        next();
      })
      .catch(next);
  };
}

export interface AdminContext<I> {
  input: I;
  staff: StaffRow;
  actor: Actor;
  req: Request;
  res: Response;
}

/** A CSV answer: the file name (without .csv) and its rows, header first. */
export interface CsvFile {
  filename: string;
  rows: (string | number | null)[][];
}

function csvCell(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  // Cells starting with = + - @ are prefixed so a spreadsheet never runs them as formulas.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a BOM (Excel then reads the Chinese), CRLF lines as RFC 4180 has them. */
export function toCsv(rows: CsvFile['rows']): string {
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Declares one admin call from its entry in ADMIN_CALLS: guard (session, permission), then validation of the
 * query (GET) or JSON body (POST), then the handler; the answer is the {code,msg,data} envelope, or text/csv
 * for a csv call (the handler returns a CsvFile).
 */
export function adminCall<S extends z.ZodType>(
  r: Router,
  deps: AppDeps,
  name: AdminCallName,
  input: S,
  handler: (ctx: AdminContext<z.output<S>>) => Promise<unknown> | unknown,
): void {
  const spec = ADMIN_CALLS[name];
  const guard: RequestHandler[] = spec.perm === 'public' ? [] : [requirePermission(deps, spec.perm)];
  const method = spec.method === 'GET' ? 'get' : 'post';
  r[method](spec.path, ...guard, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const raw = spec.method === 'GET' ? req.query : (req.body ?? {});
      const parsed = input.safeParse(raw);
      if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
      const staff = res.locals.staff as StaffRow;
      const data = await handler({
        input: parsed.data,
        staff,
        actor: { staffId: staff?.id ?? 0, ip: clientIp(req) },
        req,
        res,
      });
      if (res.headersSent) return;
      if ('csv' in spec && spec.csv) {
        const file = data as CsvFile;
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${name}.csv"; filename*=UTF-8''${encodeURIComponent(file.filename)}.csv`,
        );
        res.send(toCsv(file.rows));
        return;
      }
      res.json(ok(data ?? null));
    } catch (err) {
      next(err);
    }
  });
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response, Router } from 'express';
import { ReportApi } from '@aikc/shared/api-paths';
import type { AppDeps } from '../../deps.ts';
import { tokenFromRequest, userForToken } from '../../http/auth.ts';
import { badRequest, notFound, unauthorized } from '../../http/errors.ts';
import { IdSchema } from '@aikc/shared/schemas/common';
import { getOwnReport, reportsDir } from './reports.ts';

/** GET ReportApi.download?id=: a generated report, to its owner only; also recorded downloads list it. */
export function mountReportRoutes(r: Router, deps: AppDeps): void {
  const db = deps.db.db;
  r.get(ReportApi.download, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = tokenFromRequest(req);
      const user = token ? await userForToken(db, token) : null;
      if (!user) throw unauthorized();
      const id = IdSchema.safeParse(req.query.id);
      if (!id.success) throw badRequest('报告ID无效');
      const rep = await getOwnReport(db, user.id, id.data);
      if (!rep) throw notFound('报告不存在或无权下载');
      const file = await fs.readFile(path.join(reportsDir(deps.config.DATA_DIR), rep.stored_name)).catch(() => null);
      if (!file) throw notFound('报告文件已失效，请重新生成');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${rep.title}.pdf`)}`);
      res.send(file);
    } catch (err) {
      next(err);
    }
  });
}

import fs from 'node:fs/promises';
import { Router } from 'express';
import { ExportApi } from '@aikc/shared/api-paths';
import { ExportJobQuerySchema, ExportPreviewSchema, ExportStartSchema } from '@aikc/shared/schemas/export';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 数据导出: count, start, poll, download; every call is the signed-in user's own. */
export function exportRoutes(deps: AppDeps): Router {
  const r = Router();
  const service = deps.exports;

  defineCall(
    r,
    deps,
    ExportApi.preview,
    { input: ExportPreviewSchema, auth: 'user', methods: ['POST'] },
    ({ input, user }) => service.preview(user.id, input.source),
  );

  defineCall(
    r,
    deps,
    ExportApi.start,
    { input: ExportStartSchema, auth: 'user', methods: ['POST'] },
    ({ input, user }) => service.start(user, input),
  );

  defineCall(
    r,
    deps,
    ExportApi.job,
    { input: ExportJobQuerySchema, auth: 'user', methods: ['GET'] },
    ({ input, user }) => service.jobs.get(user.id, input.id),
  );

  defineCall(
    r,
    deps,
    ExportApi.download,
    { input: ExportJobQuerySchema, auth: 'user', methods: ['GET'] },
    async ({ input, user, res }) => {
      const f = await service.jobs.file(user.id, input.id);
      const body = await fs.readFile(f.path).catch(() => null);
      if (!body) throw notFound('导出文件已失效，请重新导出');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Type', XLSX);
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(f.name)}`,
      );
      res.send(body);
    },
  );

  return r;
}

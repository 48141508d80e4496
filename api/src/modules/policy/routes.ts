import { Router } from 'express';
import { PolicyApi } from '@aikc/shared/api-paths';
import { AttachmentQuerySchema, DetailQuerySchema, PolicyListBodySchema } from '@aikc/shared/schemas/policy';
import type { PolicyListResult } from '@aikc/shared/schemas/search-help';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { logSearch } from '../search/search-log.ts';
import { notFound } from '../../http/errors.ts';
import { todayCst } from '../../lib/time.ts';
import { recordView } from '../collect/service.ts';
import { POLICY_FILE_TYPES, policyFilesDir, readPolicyFile } from './files.ts';
import { attachmentStandIn, chargeDownload, findAttachment, policyDetail } from './detail.ts';
import { policyAdvice } from './advice.ts';
import { presentPolicyItem } from './presenter.ts';
import { searchPolicies } from './service.ts';
import { readPolicyPush } from '../subscription/pushes.ts';

export function policyRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db, dialect } = deps.db;

  defineCall(
    r,
    deps,
    PolicyApi.list,
    { input: PolicyListBodySchema, methods: ['POST'] },
    async ({ input }): Promise<PolicyListResult> => {
      const res = await searchPolicies(deps.search, db, dialect, input);
      logSearch(deps, 'policy', input.keyword, res.total, input.page);
      const today = todayCst();
      const list = {
        list: res.rows.map((p) => presentPolicyItem(p, today, res.query)),
        current: input.page,
        pageSize: input.pageSize,
        total: res.total,
        facets: res.facets,
      };
      // No dead ends: a keyword that finds nothing gets partial matches, narrower queries and a correction.
      return res.total === 0 && res.query
        ? { ...list, advice: await policyAdvice(deps.search, db, dialect, input, today) }
        : list;
    },
  );

  defineCall(r, deps, PolicyApi.detail, { input: DetailQuerySchema, auth: 'optional' }, async ({ input, user }) => {
    const detail = await policyDetail(deps.search, db, input.id);
    if (!detail) throw notFound('该政策不存在或已下架');
    if (user) await recordView(db, user.id, 'policy', input.id);
    if (user) await readPolicyPush(db, user.id, input.id);
    return detail;
  });

  // A download spends the `download` right (rights table in shared/src/rights.ts), so it needs a login.
  defineCall(
    r,
    deps,
    PolicyApi.attachment,
    { input: AttachmentQuerySchema, auth: 'user', methods: ['GET'] },
    async ({ input, user, res }) => {
      const a = await findAttachment(db, input.id);
      if (!a) throw notFound('附件不存在');
      const held = a.stored_name ? await readPolicyFile(policyFilesDir(deps.config.DATA_DIR), a.stored_name) : null;
      await chargeDownload(db, user.id, a);
      if (held) {
        const name = a.name.toLowerCase().endsWith(`.${a.file_type}`) ? a.name : `${a.name}.${a.file_type}`;
        res.setHeader('Content-Type', POLICY_FILE_TYPES[a.file_type] ?? 'application/octet-stream');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="attachment.${a.file_type}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
        res.send(held);
        return;
      }
      const file = attachmentStandIn(a);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="attachment.txt"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      );
      res.send(file.body);
    },
  );

  return r;
}

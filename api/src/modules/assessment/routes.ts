import { Router } from 'express';
import { EvaluateApi } from '@aikc/shared/api-paths';
import { KIND_TITLES } from '@aikc/shared/rules/rule-sets';
import type { AssessmentKind } from '@aikc/shared/rules/types';
import { z } from 'zod';
import { checkAssessmentInput } from '@aikc/shared/rules/validate';
import {
  AssessmentDraftGetSchema,
  AssessmentDraftSaveSchema,
  AssessmentIdSchema,
  AssessmentListSchema,
  AssessmentSubmitSchema,
  type EvaluatePdfProgress,
} from '@aikc/shared/schemas/assessment';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { ResultCode } from '@aikc/shared/result-codes';
import { mountReportRoutes } from '../pdf/mount-reports.ts';
import { createReport, latestReport } from '../pdf/reports.ts';
import { consumeRight, releaseRight } from '../rights/guard.ts';
import { PdfRenderError } from '../pdf/renderer.ts';
import { renderPageUrl } from '../pdf/services.ts';
import { todayCst } from '../../lib/time.ts';
import { mountEvaluateFileRoutes } from './files.ts';
import { presentDetail, presentDraft, presentListItem } from './presenter.ts';
import { createAssessment, getDraft, getOwnAssessment, listAssessments, listFiles, saveDraft } from './service.ts';

const RENDER_PURPOSE = 'evaluate';
const RenderDataSchema = z.object({
  id: AssessmentIdSchema.shape.id,
  rt: z.string().min(10, '报告链接已失效').max(400, '报告链接已失效'),
});

/** Someone else's id and a missing id get the same answer, so ids reveal nothing. */
export const ASSESSMENT_NOT_FOUND = '测评结果不存在或无权查看';

/** Self-assessments of the logged-in user: drafts, submissions, results, the list, supporting documents. */
export function assessmentRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  defineCall(
    r,
    deps,
    EvaluateApi.saveDraft,
    { input: AssessmentDraftSaveSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      const checked = checkAssessmentInput(input.kind, input.input, todayCst(), { ruleSet: input.rule_set });
      if (!checked.ok) throw badRequest(checked.message);
      await saveDraft(db, user.id, input.kind, checked.ruleSet, checked.input);
      return { saved: true };
    },
  );

  defineCall(
    r,
    deps,
    EvaluateApi.getDraft,
    { input: AssessmentDraftGetSchema, auth: 'user' },
    async ({ input, user }) => {
      const d = await getDraft(db, user.id, input.kind);
      return d ? presentDraft(d) : null;
    },
  );

  defineCall(
    r,
    deps,
    EvaluateApi.submit,
    { input: AssessmentSubmitSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      const today = todayCst();
      const checked = checkAssessmentInput(input.kind, input.input, today, { ruleSet: input.rule_set, submit: true });
      if (!checked.ok) throw badRequest(checked.message);
      const id = await createAssessment(db, user.id, {
        kind: input.kind,
        ruleSet: checked.ruleSet,
        input: checked.input,
        asOf: today,
        companyId: input.company_id,
        companyName: input.company_name,
      });
      return { id };
    },
  );

  defineCall(r, deps, EvaluateApi.result, { input: AssessmentIdSchema, auth: 'user' }, async ({ input, user }) => {
    const a = await getOwnAssessment(db, user.id, input.id);
    if (!a) throw notFound(ASSESSMENT_NOT_FOUND);
    return presentDetail(a, await listFiles(db, a.id));
  });

  defineCall(r, deps, EvaluateApi.list, { input: AssessmentListSchema, auth: 'user' }, async ({ input, user }) => {
    const page = await listAssessments(db, user.id, input.page, input.page_size);
    return { ...page, list: page.list.map(presentListItem) };
  });

  // The result as a PDF through the one renderer (its fair queue), charged one 'report' like the chat's reports and
  // given back if the render fails; the hidden page reads its data with a render token issued when rendering starts.
  defineCall(
    r,
    deps,
    EvaluateApi.pdf,
    { input: AssessmentIdSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      const a = await getOwnAssessment(db, user.id, input.id);
      if (!a) throw notFound(ASSESSMENT_NOT_FOUND);
      const title = `${a.company_name ? `${a.company_name}-` : ''}${KIND_TITLES[a.kind as AssessmentKind] ?? ''}自评报告-${a.as_of}`;
      // A result is fixed once submitted: a report made of it before is handed out again, charging nothing.
      const made = await latestReport(db, user.id, 'evaluate', a.id);
      if (made) return { report_id: Number(made.id), title: made.title, size: Number(made.size_bytes) };
      const { renderer, tokens, progress } = deps.pdf;
      await db.transaction().execute((trx) => consumeRight(trx, user.id, 'report', 1));
      // The button asks EvaluateApi.pdfProgress for the queue position while this request waits.
      const tracked = progress.track(user.id, 'evaluate', a.id);
      try {
        const rep = await createReport(db, renderer, deps.config.DATA_DIR, {
          userId: user.id,
          kind: 'evaluate',
          sourceId: a.id,
          title,
          url: () => renderPageUrl(deps, `/hideHt/pdf/evaluate/${a.id}`, tokens.issue(RENDER_PURPOSE, a.id, user.id)),
          onStage: tracked.onStage,
        });
        return { report_id: rep.id, title, size: rep.size };
      } catch (err) {
        await db.transaction().execute((trx) => releaseRight(trx, user.id, 'report'));
        if (err instanceof PdfRenderError) throw new AppError(ResultCode.UPSTREAM_UNAVAILABLE, err.message);
        throw err;
      } finally {
        tracked.done();
      }
    },
  );

  defineCall(
    r,
    deps,
    EvaluateApi.pdfProgress,
    { input: AssessmentIdSchema, auth: 'user', methods: ['GET'] },
    ({ input, user }): EvaluatePdfProgress => deps.pdf.progress.get(user.id, 'evaluate', input.id),
  );

  defineCall(r, deps, EvaluateApi.renderData, { input: RenderDataSchema, methods: ['GET'] }, async ({ input }) => {
    const t = deps.pdf.tokens.verify(input.rt, RENDER_PURPOSE);
    if (!t || t.id !== input.id) throw new AppError(ResultCode.FORBIDDEN, '报告链接已失效');
    const a = await getOwnAssessment(db, t.userId, t.id);
    if (!a) throw notFound(ASSESSMENT_NOT_FOUND);
    return presentDetail(a, []);
  });

  mountEvaluateFileRoutes(r, deps);
  mountReportRoutes(r, deps);
  return r;
}

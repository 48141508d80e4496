import { Router } from 'express';
import { ChatApi } from '@aikc/shared/api-paths';
import {
  ChatAskSchema,
  ChatCompanySearchSchema,
  ChatReportDataRefSchema,
  ChatReportJobRefSchema,
  ChatReportStartSchema,
  ChatRenameSchema,
  ChatSessionListSchema,
  ChatSessionRefSchema,
  ChatStopSchema,
} from '@aikc/shared/schemas/chat';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { findCompanies } from './company-facts.ts';
import { reportData, startReport } from './report.ts';
import { ask, stop } from './service.ts';
import { deleteSession, listMessages, listSessions, renameSession } from './sessions.ts';
import { streamSession } from './stream.ts';

/** The AI assistant. Every call needs a login and touches only the caller's own sessions. */
export function chatRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const rt = () => deps.chat;

  defineCall(r, deps, ChatApi.sessions, { input: ChatSessionListSchema, auth: 'user' }, async ({ input, user }) => ({
    list: await listSessions(db, user.id, input.mode),
  }));
  defineCall(r, deps, ChatApi.messages, { input: ChatSessionRefSchema, auth: 'user' }, ({ input, user }) =>
    listMessages(db, rt(), user.id, input.session_id),
  );
  defineCall(r, deps, ChatApi.rename, { input: ChatRenameSchema, auth: 'user', methods: ['POST'] }, ({ input, user }) =>
    renameSession(db, user.id, input.session_id, input.title),
  );
  defineCall(
    r,
    deps,
    ChatApi.remove,
    { input: ChatSessionRefSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      await deleteSession(db, rt(), user.id, input.session_id);
      return { deleted: true };
    },
  );
  defineCall(r, deps, ChatApi.ask, { input: ChatAskSchema, auth: 'user', methods: ['POST'] }, ({ input, user }) =>
    ask(deps, rt(), user.id, input),
  );
  defineCall(r, deps, ChatApi.stop, { input: ChatStopSchema, auth: 'user', methods: ['POST'] }, ({ input, user }) =>
    stop(rt(), user.id, input.message_id),
  );
  defineCall(
    r,
    deps,
    ChatApi.stream,
    { input: ChatSessionRefSchema, auth: 'user', methods: ['GET'] },
    ({ input, user, req, res }) => streamSession(db, rt(), user.id, input.session_id, req, res),
  );
  defineCall(r, deps, ChatApi.companies, { input: ChatCompanySearchSchema, auth: 'user' }, async ({ input }) => ({
    list: await findCompanies(db, input.keyword, input.id),
  }));
  // 下载报告: a job (the page polls its progress), then the file through ReportApi.download.
  defineCall(
    r,
    deps,
    ChatApi.report,
    { input: ChatReportStartSchema, auth: 'user', methods: ['POST'] },
    ({ input, user }) => startReport(deps, user.id, input.message_id),
  );
  defineCall(
    r,
    deps,
    ChatApi.reportJob,
    { input: ChatReportJobRefSchema, auth: 'user', methods: ['GET'] },
    ({ input, user }) => deps.reportJobs.get(user.id, input.job_id),
  );
  // The hidden /hideHt/pdf pages: no session, a render token of one answer.
  defineCall(r, deps, ChatApi.reportData, { input: ChatReportDataRefSchema, methods: ['GET'] }, ({ input }) =>
    reportData(deps, input.rt),
  );
  return r;
}

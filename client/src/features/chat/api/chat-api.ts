import { queryOptions } from '@tanstack/react-query';
import { ChatApi, UserApi } from '@aikc/shared/api-paths';
import type { ChatMode } from '@aikc/shared/routes';
import type {
  ChatAskResult,
  ChatCompanyOption,
  ChatMessagesResult,
  ChatReportData,
  ChatReportJob,
  ChatSession,
} from '@aikc/shared/schemas/chat';
import type { RightStatus } from '@aikc/shared/schemas/membership';
import { httpGet, httpPost } from '../../../lib/http.ts';

/** Under `['user', …]`: a logout drops them with the rest of the user's data. */
export const chatKeys = {
  all: ['user', 'chat'] as const,
  sessions: (mode: ChatMode) => [...chatKeys.all, 'sessions', mode] as const,
  messages: (sessionId: number) => [...chatKeys.all, 'messages', sessionId] as const,
  quota: () => ['user', 'rights', 'ai_answer'] as const,
};

export function chatSessionsQuery(mode: ChatMode) {
  return queryOptions({
    queryKey: chatKeys.sessions(mode),
    queryFn: ({ signal }) => httpGet<{ list: ChatSession[] }>(ChatApi.sessions, { mode }, { signal }),
  });
}

export function chatMessagesQuery(sessionId: number) {
  return queryOptions({
    queryKey: chatKeys.messages(sessionId),
    queryFn: ({ signal }) => httpGet<ChatMessagesResult>(ChatApi.messages, { session_id: sessionId }, { signal }),
  });
}

/** AI问答 left today (is_have_rights_count). */
export function aiQuotaQuery() {
  return queryOptions({
    queryKey: chatKeys.quota(),
    queryFn: ({ signal }) =>
      httpGet<RightStatus>(UserApi.isHaveRightsCount, { right: 'ai_answer' }, { signal, silent: true }),
  });
}

export function askQuestion(body: {
  mode: ChatMode;
  session_id?: number;
  question: string;
  retry_of?: number;
  company_id?: number;
}) {
  return httpPost<ChatAskResult>(ChatApi.ask, body, { silent: true });
}

export function stopAnswer(messageId: number) {
  return httpPost<{ stopped: boolean }>(ChatApi.stop, { message_id: messageId });
}

export function renameSession(sessionId: number, title: string) {
  return httpPost<ChatSession>(ChatApi.rename, { session_id: sessionId, title });
}

export function deleteSession(sessionId: number) {
  return httpPost<{ deleted: boolean }>(ChatApi.remove, { session_id: sessionId });
}

/** Companies for the qypj / zcpp picker, by name or credit code. */
export function chatCompaniesQuery(keyword: string) {
  return queryOptions({
    queryKey: [...chatKeys.all, 'companies', 'search', keyword] as const,
    queryFn: ({ signal }) => httpGet<{ list: ChatCompanyOption[] }>(ChatApi.companies, { keyword }, { signal }),
    staleTime: 60_000,
  });
}

/** The session's company by id (the picker shows its name when it is not among the search results). */
export function chatCompanyQuery(id: number) {
  return queryOptions({
    queryKey: [...chatKeys.all, 'companies', 'id', id] as const,
    queryFn: ({ signal }) => httpGet<{ list: ChatCompanyOption[] }>(ChatApi.companies, { id }, { signal }),
    staleTime: 60_000,
  });
}

/** 下载报告: starts the report job of a qypj / zcpp answer. */
export function startChatReport(messageId: number) {
  return httpPost<ChatReportJob>(ChatApi.report, { message_id: messageId }, { silent: true });
}

export function chatReportJob(jobId: string) {
  return httpGet<ChatReportJob>(ChatApi.reportJob, { job_id: jobId }, { silent: true });
}

/** The hidden report pages' data, read with the render token (no session). */
export function chatReportDataQuery(rt: string) {
  return queryOptions({
    queryKey: ['pdf', 'chat-report', rt] as const,
    queryFn: () => httpGet<ChatReportData>(ChatApi.reportData, { rt }, { silent: true }),
    retry: false,
  });
}

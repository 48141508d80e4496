import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { observer } from 'mobx-react-lite';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { CHAT_MODE_INFO, companyMissingMessage, hasReport, needsCompany } from '@aikc/shared/chat-modes';
import { ResultCode } from '@aikc/shared/result-codes';
import { UPGRADE_PATH } from '@aikc/shared/rights';
import { CHAT_MODES, type ChatMode } from '@aikc/shared/routes';
import type { ChatAskResult, ChatMessage, ChatMessagesResult } from '@aikc/shared/schemas/chat';
import {
  aiQuotaQuery,
  askQuestion,
  chatKeys,
  chatMessagesQuery,
  stopAnswer,
} from '../../features/chat/api/chat-api.ts';
import { confirm, toast } from '../../lib/antd/feedback.ts';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';
import { Icon } from '../../components/common/icon.tsx';
import { LazySideDrawer } from '../../components/common/lazy-side-drawer.tsx';
import { ChatInput } from '../../features/chat/chat-input.tsx';
import { ChatThreadStore } from '../../features/chat/chat-store.ts';
import { ModeTabs, Suggestions } from '../../features/chat/mode-intro.tsx';
import { useMyLinkedCompanies } from '../../features/chat/my-companies.ts';
import { SessionList } from '../../features/chat/session-list.tsx';
import { ApiError } from '../../lib/http.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { chatEvents } from '../../realtime/chat-stream.ts';
import { useStores } from '../../stores/store-context.tsx';
import { parseId } from '../route-params.ts';
import '../../components/common/plain-button.css';
import '../../features/chat/chat.css';
import './chat-page.css';

// The page's frame, its empty state and the question box are plain elements, so a new chat paints and answers typing
// from the server render without antd (issue 31). The parts built on antd come with antd when they are shown: a
// conversation's thread, the company picker of 企业评价 / 政策匹配, the phone's drawer, toasts and dialogs.
const ChatThread = lazy(() =>
  withAntdLazy(() => import('../../features/chat/chat-thread.tsx').then((m) => m.ChatThread)),
);
const CompanyPicker = lazy(() =>
  withAntdLazy(() => import('../../features/chat/company-picker.tsx').then((m) => m.CompanyPicker)),
);

/** /match/chat/{zsk,qypj,zcpp}/:session_id?: the AI assistant in its three modes. */
export function ChatPage() {
  const segment = useLocation().pathname.split('/')[3];
  const mode: ChatMode = CHAT_MODES.find((m) => m === segment) ?? 'zsk';
  const sessionId = parseId(useParams().session_id) ?? undefined;
  useDocumentTitle(`${CHAT_MODE_INFO[mode].name} - AI问答`);
  // On a phone (below 768 px, CSS) the session list leaves the row and opens in a drawer; the drawer belongs to
  // the page it was opened on, so choosing a conversation (a new URL) closes it.
  const { pathname } = useLocation();
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const sessionsButton = (
    <button
      type="button"
      className="plain-button chat-main__sessions"
      onClick={() => setDrawerOn(pathname)}
      aria-expanded={drawerOn === pathname}
      aria-controls="chat-sessions-drawer"
    >
      <Icon icon={UnorderedListOutlined} />
      <span>历史对话</span>
    </button>
  );
  return (
    <div className="chat-page">
      <SessionList mode={mode} activeId={sessionId} />
      <LazySideDrawer
        id="chat-sessions-drawer"
        title="历史对话"
        open={drawerOn === pathname}
        onClose={() => setDrawerOn(null)}
        className="chat-drawer"
      >
        <SessionList mode={mode} activeId={sessionId} />
      </LazySideDrawer>
      {/* A new store per session: nothing of one conversation's stream leaks into another. */}
      <ChatMain
        key={`${mode}:${sessionId ?? 'new'}`}
        mode={mode}
        sessionId={sessionId}
        sessionsButton={sessionsButton}
      />
    </div>
  );
}

const ChatMain = observer(function ChatMain({
  mode,
  sessionId,
  sessionsButton,
}: {
  mode: ChatMode;
  sessionId: number | undefined;
  sessionsButton: ReactNode;
}) {
  const info = CHAT_MODE_INFO[mode];
  const { realtime, city } = useStores();
  // zsk answers add the implementing documents of the region chosen in the header's city selector.
  const regionCode = city.city.cityId
    ? String(city.city.cityId)
    : city.city.provinceId
      ? String(city.city.provinceId)
      : '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const quota = useQuery(aiQuotaQuery());
  const messages = useQuery({ ...chatMessagesQuery(sessionId ?? 0), enabled: sessionId !== undefined });

  const store = useMemo(
    () =>
      sessionId === undefined
        ? undefined
        : new ChatThreadStore(sessionId, () => {
            void queryClient.invalidateQueries({ queryKey: chatKeys.messages(sessionId) });
            void queryClient.invalidateQueries({ queryKey: chatKeys.quota() });
          }),
    [sessionId, queryClient],
  );
  useEffect(() => {
    if (!store) return;
    store.attach(chatEvents(realtime, store.sessionId, () => store.resumeFrom()));
    // An answer that ended before the page followed the session (a short one, such as a not-found answer)
    // sends nothing more: read the stored messages again once the watch is under way.
    const reread = () => void queryClient.invalidateQueries({ queryKey: chatKeys.messages(store.sessionId) });
    const timers = [setTimeout(reread, 300), setTimeout(reread, 1500)];
    return () => {
      timers.forEach(clearTimeout);
      store.dispose();
    };
  }, [store, realtime, queryClient]);
  useEffect(() => {
    if (store && messages.data) store.setServer(messages.data.list);
  }, [store, messages.data]);

  // A new chat of a company mode starts on the user's default company (我的企业, when linked to the company database).
  const mine = useMyLinkedCompanies();
  const companyMode = needsCompany(mode);
  const companyId =
    picked ??
    (sessionId === undefined
      ? companyMode
        ? mine.defaultId
        : undefined
      : (messages.data?.session.company_id ?? undefined));
  const ask = async (question: string, retryOf?: ChatMessage): Promise<boolean> => {
    const missing = companyMissingMessage(mode);
    if (missing !== null && companyId === undefined) {
      toast('warning', missing);
      return false;
    }
    setSending(true);
    try {
      const res: ChatAskResult = await askQuestion({
        mode,
        question,
        ...(sessionId ? { session_id: sessionId } : {}),
        ...(retryOf ? { retry_of: retryOf.id } : {}),
        ...(companyId !== undefined ? { company_id: companyId } : {}),
        ...(info.knowledgeBase && regionCode ? { region_code: regionCode } : {}),
      });
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions(mode) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.quota() });
      if (sessionId === undefined) {
        const seed: ChatMessagesResult = {
          session: res.session,
          list: [res.question, res.answer].filter((m): m is ChatMessage => m !== null),
        };
        queryClient.setQueryData(chatKeys.messages(res.session.id), seed);
        void navigate(`/match/chat/${mode}/${res.session.id}`);
      } else if (store) {
        store.addLocal(res.question, res.answer);
      }
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.code === ResultCode.FORBIDDEN) {
        confirm({
          title: 'AI问答次数已用完',
          content: err.message,
          okText: '升级会员',
          cancelText: '知道了',
          onOk: () => void navigate(UPGRADE_PATH),
        });
      } else {
        toast('warning', err instanceof Error ? err.message : '提问失败，请稍后重试');
      }
      return false;
    } finally {
      setSending(false);
    }
  };

  const regenerate = (answer: ChatMessage) => {
    const list = store?.messages ?? [];
    const q = [...list].reverse().find((m) => m.role === 'user' && m.id < answer.id);
    if (q) void ask(q.content, answer);
  };

  const streamingId = store?.streamingId;
  const empty = sessionId === undefined || (messages.data?.list.length ?? 0) === 0;
  return (
    <section className="chat-main">
      <header className="chat-main__head">
        <div className="chat-main__bar">
          {sessionsButton}
          <ModeTabs mode={mode} />
        </div>
        <p className="chat-main__desc">{info.description}</p>
        {companyMode && (
          <Suspense fallback={null}>
            <CompanyPicker value={companyId} onChange={setPicked} disabled={streamingId !== undefined} />
          </Suspense>
        )}
      </header>
      <div className="chat-main__scroll">
        {sessionId !== undefined && messages.isError ? (
          <div className="chat-main__missing">对话不存在或已删除</div>
        ) : empty ? (
          <Suggestions mode={mode} disabled={sending} onPick={(q) => void ask(q)} />
        ) : (
          store && (
            <Suspense fallback={null}>
              <ChatThread
                store={store}
                onRegenerate={regenerate}
                onAsk={(q) => void ask(q)}
                reportable={hasReport(mode)}
                exportCompanyId={info.exportsMatches ? companyId : undefined}
              />
            </Suspense>
          )
        )}
      </div>
      <ChatInput
        placeholder={info.placeholder}
        streaming={streamingId !== undefined}
        sending={sending}
        quota={quota.data}
        onSend={(q) => ask(q)}
        onStop={() => {
          if (streamingId !== undefined) void stopAnswer(streamingId);
        }}
      />
    </section>
  );
});

import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { UserOutlined } from '@ant-design/icons';
import type { ChatMessage } from '@aikc/shared/schemas/chat';
import { AnswerItem } from './answer-item.tsx';
import type { ChatThreadStore } from './chat-store.ts';

export interface ChatThreadProps {
  store: ChatThreadStore;
  onRegenerate(answer: ChatMessage): void;
  /** Asks a related question offered by a not-found answer. */
  onAsk(question: string): void;
  /** Answers of this session offer 下载报告 (qypj / zcpp). */
  reportable?: boolean;
  /** zcpp: the session's company, whose match list its answers export. */
  exportCompanyId?: number | undefined;
}

/** The questions and answers of a session; follows the newest text while the reader is near the bottom. */
export const ChatThread = observer(function ChatThread({
  store,
  onRegenerate,
  onAsk,
  reportable,
  exportCompanyId,
}: ChatThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  const views = store.messages.map((m) => store.view(m));
  const streaming = store.streamingId !== undefined;
  const lastText = views.at(-1)?.content.length ?? 0;
  useEffect(() => {
    const el = end.current;
    const scroller = el?.closest('.chat-main__scroll');
    if (!el || !scroller) return;
    const near = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 240;
    if (near || !streaming) el.scrollIntoView({ block: 'end' });
  }, [views.length, lastText, streaming]);

  return (
    <div className="chat-thread">
      {views.map((m) =>
        m.role === 'user' ? (
          <div key={m.id} className="chat-question">
            <div className="chat-question__text">{m.content}</div>
            <div className="chat-question__avatar" aria-hidden>
              <UserOutlined />
            </div>
          </div>
        ) : (
          <AnswerItem
            key={m.id}
            message={m}
            reportable={reportable ?? false}
            exportCompanyId={exportCompanyId}
            {...(streaming ? {} : { onRegenerate: () => onRegenerate(m), onAsk })}
          />
        ),
      )}
      <div ref={end} />
    </div>
  );
});

import { lazy, Suspense, useState } from 'react';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MoreOutlined from '@ant-design/icons-svg/es/asn/MoreOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { ChatMode } from '@aikc/shared/routes';
import type { ChatSession } from '@aikc/shared/schemas/chat';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';
import { Icon } from '../../components/common/icon.tsx';
import { chatSessionsQuery } from './api/chat-api.ts';
import { groupSessions } from './group-sessions.ts';
import '../../components/common/plain-button.css';
import './session-list.css';

const loadActions = () => withAntdLazy(() => import('./session-actions.tsx').then((m) => m.SessionActions));
const SessionActions = lazy(loadActions);

/**
 * A conversation's 更多操作 button. Plain until it is first pressed: then its antd menu (session-actions.tsx) is
 * fetched and opens in its place, so the chat paints and hydrates without antd's core (issue 31). Pointing at it
 * starts the fetch early.
 */
function SessionMore(props: { session: ChatSession; mode: ChatMode; activeId: number | undefined }) {
  const [armed, setArmed] = useState(false);
  const plain = (
    <button
      type="button"
      className="plain-button plain-button--text plain-button--icon chat-sessions__more"
      aria-label={`${props.session.title} 更多操作`}
      onPointerEnter={() => void loadActions()}
      onFocus={() => void loadActions()}
      onClick={() => setArmed(true)}
    >
      <Icon icon={MoreOutlined} />
    </button>
  );
  if (!armed) return plain;
  return (
    <Suspense fallback={plain}>
      <SessionActions {...props} />
    </Suspense>
  );
}

/** The user's conversations of one mode: 新建对话, then 今天 / 近7天 / 更早, each renamable and deletable. */
export function SessionList({ mode, activeId }: { mode: ChatMode; activeId: number | undefined }) {
  const { data } = useQuery(chatSessionsQuery(mode));
  const navigate = useNavigate();
  const groups = groupSessions(data?.list ?? []);
  return (
    <aside className="chat-sessions" aria-label="对话列表">
      <button
        type="button"
        className="plain-button plain-button--primary plain-button--block chat-sessions__new"
        onClick={() => void navigate(`/match/chat/${mode}`)}
      >
        <Icon icon={PlusOutlined} />
        <span>新建对话</span>
      </button>
      <div className="chat-sessions__scroll">
        {groups.length === 0 && <div className="chat-sessions__empty">暂无历史对话</div>}
        {groups.map((g) => (
          <section key={g.label}>
            <div className="chat-sessions__group">{g.label}</div>
            {g.sessions.map((s) => (
              <div key={s.id} className={`chat-sessions__item${s.id === activeId ? ' is-active' : ''}`}>
                <Link to={`/match/chat/${mode}/${s.id}`} title={s.title} className="chat-sessions__link">
                  <Icon icon={MessageOutlined} /> <span>{s.title}</span>
                </Link>
                <SessionMore session={s} mode={mode} activeId={activeId} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </aside>
  );
}

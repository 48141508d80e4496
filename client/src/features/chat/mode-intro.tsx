import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import { NavLink } from 'react-router-dom';
import { CHAT_MODE_INFO } from '@aikc/shared/chat-modes';
import { CHAT_MODES, type ChatMode } from '@aikc/shared/routes';
import { Icon } from '../../components/common/icon.tsx';
import '../../components/common/plain-button.css';
import './mode-intro.css';

/** The three modes as tabs (each its own route and session list). */
export function ModeTabs({ mode }: { mode: ChatMode }) {
  return (
    <nav className="chat-modes" aria-label="对话模式">
      {CHAT_MODES.map((m) => (
        <NavLink key={m} to={`/match/chat/${m}`} className={`chat-modes__tab${m === mode ? ' is-active' : ''}`}>
          {CHAT_MODE_INFO[m].name}
        </NavLink>
      ))}
    </nav>
  );
}

/** An empty session: what the mode does and questions to start with (plain elements: the chat's first paint). */
export function Suggestions({
  mode,
  disabled,
  onPick,
}: {
  mode: ChatMode;
  disabled: boolean;
  onPick(q: string): void;
}) {
  const info = CHAT_MODE_INFO[mode];
  return (
    <div className="chat-welcome">
      <h2 className="chat-welcome__title">您好，我是AI科策云{info.name}助手</h2>
      <p className="chat-welcome__desc">{info.description}</p>
      <div className="chat-welcome__label">
        <Icon icon={BulbOutlined} /> 您可以这样问
      </div>
      <div className="chat-welcome__list">
        {info.suggestions.map((q) => (
          <button
            key={q}
            type="button"
            className="plain-button chat-welcome__item"
            disabled={disabled}
            onClick={() => onPick(q)}
          >
            {q}
          </button>
        ))}
      </div>
    </div>
  );
}

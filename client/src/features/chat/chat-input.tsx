import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { Link } from 'react-router-dom';
import { UPGRADE_PATH } from '@aikc/shared/rights';
import { QUESTION_MAX_CHARS } from '@aikc/shared/schemas/chat';
import type { RightStatus } from '@aikc/shared/schemas/membership';
import { Icon } from '../../components/common/icon.tsx';
import '../../components/common/plain-button.css';
import './chat-input.css';

export interface ChatInputProps {
  placeholder: string;
  streaming: boolean;
  sending: boolean;
  quota: RightStatus | undefined;
  onSend(text: string): Promise<boolean>;
  onStop(): void;
}

/** The question box: Enter sends, Shift+Enter breaks the line; 停止生成 while an answer streams; quota beside. */
export function ChatInput({ placeholder, streaming, sending, quota, onSend, onStop }: ChatInputProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // The box of a server-rendered chat takes typing before the app has hydrated it; React keeps the typed text in
  // the box but not in this state: take it over, so it is neither lost nor sent short.
  useEffect(() => {
    const typed = box.current?.value;
    if (typed) setText(typed);
  }, []);
  const length = [...text.trim()].length;
  const tooLong = length > QUESTION_MAX_CHARS;
  const blocked = streaming || sending;

  const send = async () => {
    if (blocked || length === 0 || tooLong) return;
    if (await onSend(text)) setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <div className="chat-input">
      {/* Plain: typed into from the server render's first paint on, before antd is fetched (if ever). Its height
          follows the text from two to eight lines (CSS field-sizing, as antd's autoSize did). */}
      <textarea
        ref={box}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        rows={2}
        aria-label="输入问题"
        className="chat-input__box"
      />
      <div className="chat-input__bar">
        <span className="chat-input__hint">
          <Quota quota={quota} />
          <span className={tooLong ? 'chat-input__over' : undefined}>
            {length}/{QUESTION_MAX_CHARS}
            {tooLong ? `，问题不能超过${QUESTION_MAX_CHARS}个字符` : ''}
          </span>
          <span className="chat-input__keys">Enter 发送，Shift+Enter 换行</span>
        </span>
        {streaming ? (
          <button
            key="stop"
            type="button"
            onClick={onStop}
            className="plain-button plain-button--danger chat-input__stop"
          >
            停止生成
          </button>
        ) : (
          <button
            key="send"
            type="button"
            className={`plain-button plain-button--primary chat-input__send${sending ? '' : ' plain-button--off'}`}
            disabled={sending || length === 0 || tooLong}
            aria-busy={sending || undefined}
            onClick={() => void send()}
          >
            <Icon icon={SendOutlined} />
            <span>发送</span>
          </button>
        )}
      </div>
    </div>
  );
}

function Quota({ quota }: { quota: RightStatus | undefined }) {
  // Until the rights answer, an invisible line of the same length holds its place: the bar does not re-wrap and
  // move the question box when it comes (a phone's first paint, issue 31).
  if (!quota)
    return (
      <span className="chat-input__quota chat-input__quota--pending" aria-hidden="true">
        今日剩余AI问答 00/00 次
      </span>
    );
  if (quota.remaining === null) return <span className="chat-input__quota">今日AI问答次数：不限</span>;
  return (
    <span className={`chat-input__quota${quota.remaining === 0 ? ' is-empty' : ''}`}>
      今日剩余AI问答 {quota.remaining}/{quota.limit} 次
      {quota.remaining <= 3 && (
        <>
          ，<Link to={UPGRADE_PATH}>升级会员</Link>获取更多次数
        </>
      )}
    </span>
  );
}

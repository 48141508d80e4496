import { useState, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { UPGRADE_PATH } from '@aikc/shared/rights';
import { QUESTION_MAX_CHARS } from '@aikc/shared/schemas/chat';
import type { RightStatus } from '@aikc/shared/schemas/membership';

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
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoSize={{ minRows: 2, maxRows: 8 }}
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
          <span>Enter 发送，Shift+Enter 换行</span>
        </span>
        {streaming ? (
          <Button key="stop" onClick={onStop} danger className="chat-input__stop">
            停止生成
          </Button>
        ) : (
          <Button
            key="send"
            type="primary"
            icon={<SendOutlined />}
            loading={sending}
            disabled={length === 0 || tooLong}
            onClick={() => void send()}
          >
            发送
          </Button>
        )}
      </div>
    </div>
  );
}

function Quota({ quota }: { quota: RightStatus | undefined }) {
  if (!quota) return null;
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

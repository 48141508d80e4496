import { lazy, Suspense } from 'react';
import { Alert, App, Button, Tag, Tooltip } from 'antd';
import { CopyOutlined, ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import type { ChatMessage } from '@aikc/shared/schemas/chat';
import { ExportButton } from '../export/export-button.tsx';
import { ReportButton } from './report-button.tsx';
import { SourcesList } from './sources-list.tsx';
import { plainText } from './plain-text.ts';

const AnswerMarkdown = lazy(() => import('./markdown.tsx').then((m) => ({ default: m.AnswerMarkdown })));

export interface AnswerItemProps {
  message: ChatMessage;
  /** Regenerate (重新生成) or retry (重试) this answer; absent while another answer streams. */
  onRegenerate?: () => void;
  /** Asks one of a not-found answer's related questions; absent while an answer streams. */
  onAsk?: (question: string) => void;
  /** qypj / zcpp: a finished answer offers 下载报告 (a PDF of the evaluation or the match list). */
  reportable?: boolean;
  /** zcpp: the match list of this company can be exported to Excel. */
  exportCompanyId?: number | undefined;
}

/** One answer: provider label, markdown (streaming cursor while it grows), status, sources, copy / 重新生成. */
export function AnswerItem({ message: m, onRegenerate, onAsk, reportable, exportCompanyId }: AnswerItemProps) {
  const { message } = App.useApp();
  const streaming = m.status === 'streaming';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(m.content);
      message.success('已复制');
    } catch {
      message.error('复制失败，请手动选择文本复制');
    }
  };
  return (
    <div className={`chat-answer chat-answer--${m.status}`} data-message-id={m.id} data-status={m.status}>
      <div className="chat-answer__avatar" aria-hidden>
        <RobotOutlined />
      </div>
      <div className="chat-answer__body">
        <div className="chat-answer__label">
          {m.provider === 'retrieval' ? (
            <Tooltip title="由政策库检索摘录原文条款组成，并非大模型生成">
              <Tag color="blue">检索式回答</Tag>
            </Tooltip>
          ) : m.provider === 'llm' ? (
            <Tag color="purple">AI生成 · 内容仅供参考</Tag>
          ) : null}
          {m.status === 'stopped' && <Tag>已停止</Tag>}
        </div>
        {m.content ? (
          // The plain text shown while the renderer loads, without its markdown marks: a growing answer's text as it
          // comes (.chat-md); a finished one's is not its rendering, so a reader (or a test) comparing renderings waits
          // for the real one.
          <Suspense
            fallback={
              <div className={streaming ? 'chat-md chat-answer__plain' : 'chat-answer__plain'}>
                {plainText(m.content)}
              </div>
            }
          >
            <AnswerMarkdown text={m.content} sources={m.sources} />
          </Suspense>
        ) : streaming ? (
          <div className="chat-answer__thinking">正在检索政策原文并组织回答…</div>
        ) : null}
        {streaming && m.content && <span className="chat-answer__cursor" aria-hidden />}
        {m.status === 'error' && (
          <Alert
            type="error"
            showIcon
            className="chat-answer__error"
            title={m.error_msg || '回答生成失败，请重试'}
            action={
              onRegenerate && (
                <Button size="small" onClick={onRegenerate}>
                  重试
                </Button>
              )
            }
          />
        )}
        {!streaming && <SourcesList sources={m.sources} />}
        {!streaming && m.related && m.related.length > 0 && (
          <div className="chat-answer__related" aria-label="相关问题">
            <div className="chat-answer__related-title">相关问题</div>
            {m.related.map((q) => (
              <Button key={q} size="small" disabled={!onAsk} onClick={() => onAsk?.(q)}>
                {q}
              </Button>
            ))}
          </div>
        )}
        {!streaming && m.status !== 'error' && (
          <div className="chat-answer__actions">
            <Button type="text" size="small" icon={<CopyOutlined />} onClick={() => void copy()} disabled={!m.content}>
              复制
            </Button>
            {onRegenerate && (
              <Button type="text" size="small" icon={<ReloadOutlined />} onClick={onRegenerate}>
                重新生成
              </Button>
            )}
            {reportable && m.status === 'done' && <ReportButton messageId={m.id} />}
            {exportCompanyId !== undefined && m.status === 'done' && (
              <ExportButton source={{ kind: 'zcpp', company_id: exportCompanyId }} rowKind="zcpp" compact />
            )}
          </div>
        )}
      </div>
    </div>
  );
}

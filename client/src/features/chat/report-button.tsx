import { useEffect, useRef, useState } from 'react';
import { App, Button, Progress } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ResultCode } from '@aikc/shared/result-codes';
import { UPGRADE_PATH } from '@aikc/shared/rights';
import type { ChatReportJob } from '@aikc/shared/schemas/chat';
import { ApiError } from '../../lib/http.ts';
import { downloadReport } from '../assessment/download-report.ts';
import { chatReportJob, startChatReport } from './api/chat-api.ts';

const POLL_MS = 400;

/**
 * 下载报告 on a qypj / zcpp answer: starts the server's report job, shows its stage and progress while it
 * queues and renders, then downloads the PDF (also listed in 下载记录). A failure shows the server's message.
 */
export function ReportButton({ messageId }: { messageId: number }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [job, setJob] = useState<ChatReportJob | null>(null);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = async () => {
    setBusy(true);
    setJob(null);
    try {
      let j = await startChatReport(messageId);
      while (alive.current && j.stage !== 'done' && j.stage !== 'failed') {
        setJob(j);
        await new Promise((r) => setTimeout(r, POLL_MS));
        j = await chatReportJob(j.job_id);
      }
      if (!alive.current) return;
      setJob(j);
      if (j.stage === 'done' && j.report_id !== null) {
        await downloadReport(j.report_id, j.title);
        void queryClient.invalidateQueries({ queryKey: ['user', 'records'] });
        void queryClient.invalidateQueries({ queryKey: ['user', 'rights'] });
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === ResultCode.FORBIDDEN) {
        modal.confirm({
          title: '报告次数已用完',
          content: err.message,
          okText: '升级会员',
          cancelText: '知道了',
          onOk: () => void navigate(UPGRADE_PATH),
        });
      } else message.error(err instanceof ApiError ? err.message : '报告下载失败，请稍后再试');
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  const failed = job?.stage === 'failed';
  return (
    <span className="chat-report" data-testid="chat-report">
      <Button
        type="text"
        size="small"
        icon={<FilePdfOutlined />}
        loading={busy}
        onClick={() => void run()}
        data-testid="chat-report-button"
      >
        {busy ? '正在生成报告…' : failed ? '重新生成报告' : '下载报告'}
      </Button>
      {job && (
        <span className="chat-report__status" data-testid="chat-report-status" data-stage={job.stage} role="status">
          <Progress
            percent={job.progress}
            size="small"
            status={failed ? 'exception' : job.stage === 'done' ? 'success' : 'active'}
            showInfo={false}
            style={{ width: 120 }}
          />
          <span className={failed ? 'chat-report__error' : undefined}>{job.message}</span>
        </span>
      )}
    </span>
  );
}

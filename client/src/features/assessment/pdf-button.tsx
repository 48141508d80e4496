import { useState } from 'react';
import { App, Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EvaluateApi } from '@aikc/shared/api-paths';
import type { EvaluatePdfProgress } from '@aikc/shared/schemas/assessment';
import { ApiError, httpGet, httpPost } from '../../lib/http.ts';
import { downloadReport } from './download-report.ts';

/** How often the button asks where its render stands while the PDF request waits. */
const PROGRESS_POLL_MS = 1000;

/** The button's words while it waits: the queue position first, as the chat's report jobs show it. */
function progressLabel(p: EvaluatePdfProgress | undefined): string {
  if (p?.stage === 'queued' && p.ahead > 0) return `排队等待生成（前面还有${p.ahead}份）`;
  if (p?.stage === 'saving') return '正在保存报告…';
  return '正在生成PDF…';
}

/** 导出PDF: the server renders the result (modules/pdf) and records it in the download list; then it downloads. */
export function PdfButton({ assessmentId }: { assessmentId: number }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const progress = useQuery({
    queryKey: ['evaluate', 'pdf-progress', assessmentId],
    queryFn: () => httpGet<EvaluatePdfProgress>(EvaluateApi.pdfProgress, { id: assessmentId }, { silent: true }),
    enabled: busy,
    refetchInterval: PROGRESS_POLL_MS,
    gcTime: 0,
  });
  const run = async () => {
    // A position from an earlier render is not shown for this one.
    queryClient.removeQueries({ queryKey: ['evaluate', 'pdf-progress', assessmentId] });
    setBusy(true);
    try {
      const { report_id, title } = await httpPost<{ report_id: number; title: string }>(EvaluateApi.pdf, {
        id: assessmentId,
      });
      await downloadReport(report_id, title);
      await queryClient.invalidateQueries({ queryKey: ['user', 'records'] });
    } catch (err) {
      if (!(err instanceof ApiError)) message.error('报告下载失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void run()} data-testid="export-pdf">
      {busy ? progressLabel(progress.data) : '导出PDF报告'}
    </Button>
  );
}

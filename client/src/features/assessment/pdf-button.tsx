import { useState } from 'react';
import { App, Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { EvaluateApi } from '@aikc/shared/api-paths';
import { ApiError, httpPost } from '../../lib/http.ts';
import { downloadReport } from './download-report.ts';

/** 导出PDF: the server renders the result (modules/pdf) and records it in the download list; then it downloads. */
export function PdfButton({ assessmentId }: { assessmentId: number }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
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
      {busy ? '正在生成PDF…' : '导出PDF报告'}
    </Button>
  );
}

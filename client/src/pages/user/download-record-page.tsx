import { useState } from 'react';
import { App, Button, Empty, Pagination, Skeleton } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { DownloadItem } from '@aikc/shared/schemas/collect';
import { collectKeys, downloadListQuery } from '../../features/collect/api/collect.ts';
import { RECORD_PAGE_SIZE } from '../../features/collect/record-list.tsx';
import { downloadAttachment } from '../../features/policy/api/policies.ts';
import { downloadReport } from '../../features/assessment/download-report.ts';
import { downloadExport } from '../../features/export/api/export-api.ts';
import { ApiError } from '../../lib/http.ts';
import { useRightsError } from '../../features/membership/use-rights-error.tsx';
import { CentreFrame } from '../user-centre/centre-frame.tsx';
import '../../features/collect/records.css';

const fileName = (d: DownloadItem) =>
  d.kind === 'export'
    ? (d.export_name ?? '')
    : d.kind === 'report'
      ? `${d.report_title ?? '报告'}.pdf`
      : d.attachment_name;

/** /user/download_record: attachments, reports and exports the user downloaded, with 再次下载. */
export function DownloadRecordPage() {
  const [page, setPage] = useState(1);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const onRightsError = useRightsError();
  const q = useQuery(downloadListQuery(page, RECORD_PAGE_SIZE));
  const again = useMutation({
    mutationFn: (d: DownloadItem) =>
      d.kind === 'export' && d.export_id !== null
        ? downloadExport(d.export_id, d.export_name ?? '导出文件.xlsx')
        : d.kind === 'report' && d.report_id !== null
          ? downloadReport(d.report_id, d.report_title ?? '报告')
          : downloadAttachment(d.attachment_id, d.attachment_name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...collectKeys.all, 'downloads'] }),
    onError: (err) => {
      if (!onRightsError(err)) void message.error(err instanceof ApiError ? err.message : '下载失败，请稍后再试');
    },
  });
  const data = q.data;
  return (
    <CentreFrame title="下载记录">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : q.isError || !data || data.list.length === 0 ? (
        <Empty
          style={{ padding: '64px 0' }}
          description={
            q.isError ? '记录加载失败，请稍后刷新重试' : '暂无下载记录，下载政策附件、生成报告或导出数据后可在此查看'
          }
        />
      ) : (
        <>
          <ul className="record-list" data-testid="download-list">
            {data.list.map((d) => (
              <li key={d.id} className="record-item">
                <PaperClipOutlined style={{ color: '#667085', fontSize: 18 }} />
                <div className="record-item__main">
                  <span className="record-item__title" title={fileName(d)}>
                    {fileName(d)}
                  </span>
                  <div className="record-item__meta">
                    {d.kind === 'export' ? (
                      <span>类型：数据导出（{d.export_rows ?? 0}条）</span>
                    ) : d.kind === 'report' ? (
                      <span>类型：测评报告</span>
                    ) : (
                      <span>
                        所属政策：<Link to={`/policy/detail/${d.policy_id}`}>{d.policy_title}</Link>
                      </span>
                    )}
                    <span>下载时间：{d.time}</span>
                  </div>
                </div>
                <div className="record-item__action">
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    loading={again.isPending && again.variables?.id === d.id}
                    onClick={() => again.mutate(d)}
                  >
                    再次下载
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            style={{ marginTop: 20, justifyContent: 'flex-end' }}
            current={data.current}
            pageSize={data.pageSize}
            total={data.total}
            onChange={setPage}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 条`}
          />
        </>
      )}
    </CentreFrame>
  );
}

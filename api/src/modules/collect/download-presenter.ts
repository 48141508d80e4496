import type { DownloadItem } from '@aikc/shared/schemas/collect';
import { formatDateTime } from '../../lib/time.ts';

/** A download record row (listDownloads): an attachment, a generated report or an export, possibly gone since. */
export interface DownloadRow {
  id: number;
  policy_id: number;
  attachment_id: number;
  created_at: number | string;
  policy_title: string | null;
  attachment_name: string | null;
  /** 'attachment' or 'report' (migration 0012), or 'export' (0020). */
  kind: string;
  report_id: number | null;
  report_title: string | null;
  export_id: number | null;
  export_name: string | null;
  export_rows: number | string | null;
}

/** 下载记录 as the user centre lists them. */
export function presentDownload(d: DownloadRow): DownloadItem {
  return {
    id: d.id,
    policy_id: d.policy_id,
    policy_title: d.policy_title ?? '该政策已下架',
    attachment_id: d.attachment_id,
    attachment_name: d.attachment_name ?? '附件已删除',
    time: formatDateTime(Number(d.created_at)),
    kind: d.kind === 'report' || d.kind === 'export' ? d.kind : 'attachment',
    report_id: d.report_id,
    report_title: d.kind === 'report' ? (d.report_title ?? '报告已删除') : null,
    export_id: d.kind === 'export' ? d.export_id : null,
    export_name: d.kind === 'export' ? (d.export_name ?? '导出文件已删除') : null,
    export_rows: d.kind === 'export' && d.export_rows !== null ? Number(d.export_rows) : null,
  };
}

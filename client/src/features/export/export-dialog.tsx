import { useEffect, useRef, useState } from 'react';
import { Alert, Checkbox, InputNumber, Modal, Progress, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ResultCode } from '@aikc/shared/result-codes';
import { rightDef, UPGRADE_PATH } from '@aikc/shared/rights';
import {
  EXPORT_COLUMNS,
  EXPORT_SYNC_MAX_ROWS,
  type ExportJob,
  type ExportRowKind,
  type ExportSource,
} from '@aikc/shared/schemas/export';
import { toast } from '../../lib/antd/feedback.ts';
import { ApiError } from '../../lib/http.ts';
import { useRightsError } from '../membership/use-rights-error.tsx';
import { downloadExport, exportJob, exportPreviewQuery, startExport } from './api/export-api.ts';

const POLL_MS = 800;
const RIGHT = rightDef('export');

/**
 * The 导出Excel dialog (antd): fetched with antd's context when 导出 is pressed (export-button.tsx), so the lists that
 * show the button are drawn without antd before any interaction (issue 31).
 */
export function ExportDialog({
  source,
  rowKind,
  onClose,
}: {
  source: ExportSource;
  rowKind: ExportRowKind;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const onRightsError = useRightsError();
  const preview = useQuery(exportPreviewQuery(source, true));
  const columns = EXPORT_COLUMNS[rowKind];
  const [chosen, setChosen] = useState<string[]>(() => columns.filter((c) => c.default).map((c) => c.key));
  const [rows, setRows] = useState<number | null>(null);
  const [job, setJob] = useState<ExportJob | null>(null);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const p = preview.data;
  const max = p ? Math.min(p.total, p.remaining ?? p.total) : 0;
  const count = rows ?? max;
  const noRight = p?.limit === 0;

  const run = async () => {
    setBusy(true);
    try {
      let j = await startExport({ source, columns: chosen, rows: count });
      while (alive.current && j.stage === 'running') {
        setJob(j);
        await new Promise((r) => setTimeout(r, POLL_MS));
        j = await exportJob(j.id);
      }
      if (!alive.current) return;
      setJob(j);
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      if (j.stage === 'done') {
        await downloadExport(j.id, j.file_name);
        toast('success', `已导出${j.rows}条，文件已保存到“我的下载”`);
        onClose();
      } else toast('error', j.message);
    } catch (err) {
      if (err instanceof ApiError && err.code === ResultCode.UNAUTHORIZED) return onClose();
      if (onRightsError(err)) return onClose();
      toast('error', err instanceof ApiError ? err.message : '导出失败，请稍后再试');
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  const body = preview.isLoading ? (
    <Skeleton active paragraph={{ rows: 4 }} />
  ) : preview.isError || !p ? (
    <Alert
      type="error"
      showIcon
      title={preview.error instanceof ApiError ? preview.error.message : '导出信息加载失败，请稍后再试'}
    />
  ) : noRight ? (
    <Alert
      type="warning"
      showIcon
      title="数据导出为会员权益"
      description={
        <>
          开通VIP会员每月可导出{RIGHT.allowance.vip}
          {RIGHT.unit}，SVIP会员每月可导出{RIGHT.allowance.svip}
          {RIGHT.unit}。<Link to={UPGRADE_PATH}>开通会员</Link>
        </>
      }
      data-testid="export-upgrade"
    />
  ) : (
    <div className="export-dialog" data-testid="export-dialog">
      <p data-testid="export-counts">
        当前条件共 <b>{p.total.toLocaleString('zh-CN')}</b> 条数据，本月剩余导出额度{' '}
        <b>{p.remaining === null ? '不限' : `${p.remaining.toLocaleString('zh-CN')} 条`}</b>
      </p>
      {p.remaining === 0 ? (
        <Alert
          type="warning"
          showIcon
          title={
            <>
              本月导出额度已用完，<Link to={UPGRADE_PATH}>升级会员</Link>可获得更多额度
            </>
          }
        />
      ) : null}
      <div style={{ margin: '12px 0 6px', fontWeight: 600 }}>导出列</div>
      <Checkbox.Group
        value={chosen}
        onChange={(v) => setChosen(v)}
        options={columns.map((c) => ({ label: c.label, value: c.key }))}
      />
      <div style={{ margin: '14px 0 6px', fontWeight: 600 }}>导出条数</div>
      <InputNumber
        min={1}
        max={Math.max(1, max)}
        precision={0}
        value={count}
        disabled={max === 0}
        onChange={(v) => setRows(v)}
        aria-label="导出条数"
        suffix="条"
      />
      <span style={{ marginLeft: 8, color: '#667085' }}>
        最多 {max.toLocaleString('zh-CN')} 条（按列表顺序从第1条起）
      </span>
      {count > EXPORT_SYNC_MAX_ROWS ? (
        <p style={{ color: '#667085', marginTop: 8 }}>
          超过{EXPORT_SYNC_MAX_ROWS.toLocaleString('zh-CN')}
          条的导出将在后台生成，完成后自动下载，也可在“我的下载”中获取。
        </p>
      ) : null}
      {job && job.stage === 'running' ? (
        <div data-testid="export-progress" style={{ marginTop: 12 }}>
          <Progress percent={job.progress} size="small" />
          <span style={{ color: '#667085' }}>{job.message}</span>
        </div>
      ) : null}
    </div>
  );

  return (
    <Modal
      open
      title="导出Excel"
      okText="导出"
      cancelText="取消"
      onCancel={onClose}
      onOk={() => void run()}
      confirmLoading={busy}
      okButtonProps={{ disabled: !p || noRight || max === 0 || chosen.length === 0 || !count || count > max }}
      destroyOnHidden
      width={560}
    >
      {body}
    </Modal>
  );
}

import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import type { ExportRowKind, ExportSource } from '@aikc/shared/schemas/export';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';
import { Icon } from '../../components/common/icon.tsx';
import { useStores } from '../../stores/store-context.tsx';
import '../../components/common/plain-button.css';

// The dialog and antd come with the first press: the policy, project and company lists draw this button on their
// first render, and antd's core would otherwise be fetched for it alone (issue 31).
const ExportDialog = lazy(() => withAntdLazy(() => import('./export-dialog.tsx').then((m) => m.ExportDialog)));

/**
 * 导出 on a list: a dialog with the rows the search holds and the rows left this month, the columns (the kind's
 * defaults ticked) and how many rows; then the file downloads at once, or, above EXPORT_SYNC_MAX_ROWS, the
 * dialog follows the job's progress and downloads it when done (it is in 我的下载 either way).
 */
export const ExportButton = observer(function ExportButton({
  source,
  rowKind,
  disabled = false,
  compact = false,
}: {
  source: ExportSource;
  /** The kind of rows (for the columns before the count has answered). */
  rowKind: ExportRowKind;
  disabled?: boolean;
  /** A small text button among an answer's actions. */
  compact?: boolean;
}) {
  const { session, loginDialog } = useStores();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`plain-button plain-button--off${compact ? ' plain-button--text' : ''}`}
        disabled={disabled}
        data-testid="export-button"
        onClick={() =>
          session.isLoggedIn
            ? setOpen(true)
            : loginDialog.open({ redirect: `${window.location.pathname}${window.location.search}` })
        }
      >
        <Icon icon={ExportOutlined} />
        <span>{compact ? '导出Excel' : '导出'}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ExportDialog source={source} rowKind={rowKind} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
});

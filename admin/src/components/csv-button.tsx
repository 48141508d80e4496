import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { download } from '../net/http.ts';

/** Exports what the table shows (its current filters) as CSV, with the session's credentials. */
export function CsvButton(props: { path: string; query?: Record<string, string | number>; filename: string }) {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await download(props.path, props.query, props.filename);
        } catch (e) {
          message.error((e as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      导出CSV
    </Button>
  );
}

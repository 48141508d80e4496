import { useState } from 'react';
import { App, DatePicker, Popconfirm, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { ContentRow, PublishableContentKind } from '@aikc/shared/admin/schemas/content';
import { http } from '../../net/http.ts';
import { Can } from '../../auth/session.tsx';

/**
 * 下线 / 重新上线 / 定时发布 of one row, for a role holding content.publish (the server checks the same permission).
 * Each asks for confirmation; the time of 定时发布 must be in the future (the server checks it by its own clock).
 */
export function PublishActions({
  kind,
  row,
  done,
}: {
  kind: PublishableContentKind;
  row: Pick<ContentRow, 'id' | 'state'>;
  done: () => void;
}) {
  const { message } = App.useApp();
  const [at, setAt] = useState<Dayjs | null>(null);
  const run = async (path: string, body: Record<string, unknown>, ok: string) => {
    try {
      await http.post(path, { kind, id: row.id, ...body });
      message.success(ok);
      done();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Can perm="content.publish">
      <Space size="small">
        {row.state !== 'offline' && (
          <Popconfirm
            title={row.state === 'scheduled' ? '取消定时发布并保持下线？' : '确定下线？下线后门户将不再显示该内容。'}
            onConfirm={() => run(AdminPaths.contentTakeDown, {}, '已下线')}
          >
            <a>下线</a>
          </Popconfirm>
        )}
        {row.state !== 'published' && (
          <Popconfirm
            title="确定重新上线？上线后门户立即显示该内容。"
            onConfirm={() => run(AdminPaths.contentPublish, {}, '已上线')}
          >
            <a>重新上线</a>
          </Popconfirm>
        )}
        <Popconfirm
          title="定时发布"
          description={
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              placeholder="选择发布时间"
              value={at}
              onChange={setAt}
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              aria-label="发布时间"
            />
          }
          okButtonProps={{ disabled: !at || !at.isAfter(dayjs()) }}
          onOpenChange={(open) => !open && setAt(null)}
          onConfirm={() =>
            at
              ? run(
                  AdminPaths.contentSchedule,
                  { at: at.valueOf() },
                  `将于${at.format('YYYY-MM-DD HH:mm')}发布，届时之前门户不显示`,
                )
              : undefined
          }
        >
          <a>定时发布</a>
        </Popconfirm>
      </Space>
    </Can>
  );
}

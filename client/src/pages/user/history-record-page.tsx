import { useState } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { ClearOutlined, DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collectKeys, deleteHistory, historyListQuery, type RecordTab } from '../../features/collect/api/collect.ts';
import { RECORD_PAGE_SIZE, RecordList, RecordTabs } from '../../features/collect/record-list.tsx';
import { CentreFrame } from '../user-centre/centre-frame.tsx';

/** /user/history_record: what the user viewed (the API records detail views), by kind, with delete and 清空. */
export function HistoryRecordPage() {
  const [tab, setTab] = useState<RecordTab>('all');
  const [page, setPage] = useState(1);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const q = useQuery(historyListQuery(tab, page, RECORD_PAGE_SIZE));
  const del = useMutation({
    mutationFn: deleteHistory,
    onSuccess: async (_res, target) => {
      message.success('all' in target ? '浏览记录已清空' : '已删除该条记录');
      if ('all' in target) setPage(1);
      else if (q.data && q.data.list.length === 1 && page > 1) setPage(page - 1);
      await queryClient.invalidateQueries({ queryKey: [...collectKeys.all, 'history'] });
    },
  });
  return (
    <CentreFrame
      title="浏览记录"
      extra={
        <Popconfirm
          title="确定清空全部浏览记录吗？"
          description="清空后不可恢复"
          okText="清空"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => del.mutateAsync({ all: true })}
        >
          <Button icon={<ClearOutlined />} disabled={!q.data || q.data.total === 0}>
            清空记录
          </Button>
        </Popconfirm>
      }
    >
      <RecordTabs
        value={tab}
        onChange={(v) => {
          setTab(v);
          setPage(1);
        }}
      />
      <RecordList
        page={q.data}
        loading={q.isLoading}
        error={q.isError}
        emptyText="暂无浏览记录"
        timeLabel="浏览时间"
        onPage={setPage}
        action={(r) => (
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除浏览记录 ${r.title}`}
            onClick={() => del.mutate({ ids: [r.id] })}
          >
            删除
          </Button>
        )}
      />
    </CentreFrame>
  );
}

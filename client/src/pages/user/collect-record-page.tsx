import { useState } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordItem } from '@aikc/shared/schemas/collect';
import { collectKeys, collectListQuery, removeCollect, type RecordTab } from '../../features/collect/api/collect.ts';
import { RECORD_PAGE_SIZE, RecordList, RecordTabs } from '../../features/collect/record-list.tsx';
import { ExportButton } from '../../features/export/export-button.tsx';
import { CentreFrame } from '../user-centre/centre-frame.tsx';

/** /user/collect_record: the user's collections by kind, with 取消收藏. */
export function CollectRecordPage() {
  const [tab, setTab] = useState<RecordTab>('all');
  const [page, setPage] = useState(1);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const q = useQuery(collectListQuery(tab, page, RECORD_PAGE_SIZE));
  const remove = useMutation({
    mutationFn: (r: RecordItem) => removeCollect(r.type, r.target_id),
    onSuccess: async (_res, r) => {
      message.success('已取消收藏');
      queryClient.setQueryData(collectKeys.isCollected(r.type, r.target_id), { is_collect: 0 });
      // The last row of a page: step back so the user is not left on an empty page.
      if (q.data && q.data.list.length === 1 && page > 1) setPage(page - 1);
      await queryClient.invalidateQueries({ queryKey: [...collectKeys.all, 'collects'] });
    },
  });
  return (
    <CentreFrame title="我的收藏">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <RecordTabs
          value={tab}
          onChange={(v) => {
            setTab(v);
            setPage(1);
          }}
        />
        {/* Collections export by kind: a file holds one kind's columns. */}
        {tab === 'policy' || tab === 'project' || tab === 'company' ? (
          <ExportButton source={{ kind: 'collect', type: tab }} rowKind={tab} disabled={!q.data?.total} />
        ) : null}
      </div>
      <RecordList
        page={q.data}
        loading={q.isLoading}
        error={q.isError}
        emptyText="暂无收藏，浏览政策、项目或企业时点击“收藏”即可在此查看"
        timeLabel="收藏时间"
        onPage={setPage}
        action={(r) => (
          <Popconfirm title="确定取消收藏吗？" okText="确定" cancelText="取消" onConfirm={() => remove.mutateAsync(r)}>
            <Button size="small" icon={<StarOutlined />} loading={remove.isPending && remove.variables?.id === r.id}>
              取消收藏
            </Button>
          </Popconfirm>
        )}
      />
    </CentreFrame>
  );
}

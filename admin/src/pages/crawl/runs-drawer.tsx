import { Drawer, List, Tag, Typography } from 'antd';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import { CRAWL_RUN_STATE_NAMES, type CrawlRunRow } from '@aikc/shared/admin/schemas/crawl';
import { listRequest } from '../../net/list.ts';

const columns: ProColumns<CrawlRunRow>[] = [
  {
    title: '状态',
    dataIndex: 'state',
    width: 90,
    render: (_, r) => <Tag color={r.state === 'done' ? 'green' : 'processing'}>{CRAWL_RUN_STATE_NAMES[r.state]}</Tag>,
  },
  { title: '开始时间', dataIndex: 'started_at', width: 170 },
  { title: '结束时间', dataIndex: 'finished_at', width: 170 },
  { title: '抓取', dataIndex: 'fetched', width: 70 },
  { title: '新增', dataIndex: 'new_items', width: 70 },
  { title: '更新', dataIndex: 'updated', width: 70 },
  { title: '未变', dataIndex: 'unchanged', width: 70 },
  { title: '合并转载', dataIndex: 'folded', width: 90 },
  {
    title: '失败',
    dataIndex: 'failed',
    width: 70,
    render: (_, r) => (r.failed > 0 ? <Typography.Text type="danger">{r.failed}</Typography.Text> : 0),
  },
];

/** The runs of one source, newest first; a run's failures (each with its reason) open under its row. */
export function RunsDrawer({ source, onClose }: { source: { id: number; name: string } | null; onClose: () => void }) {
  return (
    <Drawer title={source ? `运行记录：${source.name}` : ''} width={980} open={source !== null} onClose={onClose}>
      {source && (
        <ProTable<CrawlRunRow>
          rowKey="id"
          columns={columns}
          search={false}
          options={false}
          request={listRequest<CrawlRunRow>(AdminPaths.crawlRuns, { source_id: source.id })}
          pagination={{ defaultPageSize: 10 }}
          expandable={{
            rowExpandable: (r) => r.failures.length > 0,
            expandedRowRender: (r) => (
              <List
                size="small"
                dataSource={r.failures}
                renderItem={(f) => (
                  <List.Item>
                    <Typography.Text type="danger">{f.reason}</Typography.Text>
                    <Typography.Text type="secondary" copyable ellipsis style={{ maxWidth: 420 }}>
                      {f.url}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            ),
          }}
        />
      )}
    </Drawer>
  );
}

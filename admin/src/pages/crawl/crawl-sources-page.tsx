import { useRef, useState } from 'react';
import { App, Popconfirm, Space, Tag, Typography } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { CrawlSourceRow } from '@aikc/shared/admin/schemas/crawl';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { RunsDrawer } from './runs-drawer.tsx';
import { SourceForm } from './source-form.tsx';

/**
 * 采集来源: the government site sections the crawler reads, each with its schedule and its last run; staff add
 * and edit them, pause and resume them, run one now and read its runs with every failure and its reason.
 */
export default function CrawlSourcesPage() {
  const ref = useRef<ActionType>(null);
  const { message } = App.useApp();
  const [runsOf, setRunsOf] = useState<{ id: number; name: string } | null>(null);
  const reload = () => void ref.current?.reload();
  const act = async (path: string, id: number, ok: string) => {
    try {
      await http.post(path, { id });
      message.success(ok);
      reload();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const columns: ProColumns<CrawlSourceRow>[] = [
    { title: '来源名称', dataIndex: 'name', width: 160, fixed: 'left' },
    {
      title: '列表页',
      dataIndex: 'list_urls',
      width: 260,
      render: (_, r) => (
        <Typography.Text ellipsis={{ tooltip: r.list_urls.join('\n') }} style={{ maxWidth: 240 }}>
          {r.list_urls[0]}
          {r.list_urls.length > 1 ? ` 等${r.list_urls.length}个` : ''}
        </Typography.Text>
      ),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (_, r) =>
        r.running ? (
          <Tag color="processing">运行中</Tag>
        ) : r.enabled ? (
          <Tag color="green">启用</Tag>
        ) : (
          <Tag>已暂停</Tag>
        ),
    },
    { title: '定时', dataIndex: 'cron', width: 130, render: (_, r) => r.cron || '手动' },
    {
      title: '发布方式',
      dataIndex: 'auto_publish',
      width: 150,
      render: (_, r) => (r.auto_publish === null ? '全部人工审核' : `置信度≥${r.auto_publish}自动发布`),
    },
    {
      title: '最近一次运行',
      dataIndex: 'last_run',
      width: 320,
      render: (_, r) =>
        r.last_run ? (
          <Space size={4} wrap>
            <span>{r.last_run.started_at}</span>
            <span>
              新增{r.last_run.new_items} 更新{r.last_run.updated} 合并{r.last_run.folded}
            </span>
            {r.last_run.failed > 0 && <Typography.Text type="danger">失败{r.last_run.failed}</Typography.Text>}
          </Space>
        ) : (
          '尚未运行'
        ),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 230,
      fixed: 'right',
      render: (_, r) => [
        <SourceForm key="edit" row={r} done={reload} />,
        r.enabled ? (
          <Popconfirm
            key="pause"
            title="暂停后定时任务不再运行该来源，确定暂停？"
            onConfirm={() => act(AdminPaths.crawlSourcePause, r.id, '已暂停')}
          >
            <a>暂停</a>
          </Popconfirm>
        ) : (
          <a key="resume" onClick={() => void act(AdminPaths.crawlSourceResume, r.id, '已恢复')}>
            恢复
          </a>
        ),
        r.enabled && !r.running ? (
          <Popconfirm
            key="run"
            title="立即按礼貌频率抓取该来源，确定运行？"
            onConfirm={() => act(AdminPaths.crawlSourceRun, r.id, '已开始运行，可在运行记录中查看进度')}
          >
            <a>立即运行</a>
          </Popconfirm>
        ) : null,
        <a key="runs" onClick={() => setRunsOf({ id: r.id, name: r.name })}>
          运行记录
        </a>,
      ],
    },
  ];
  return (
    <PageContainer title="采集来源">
      <ProTable<CrawlSourceRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        search={false}
        request={listRequest<CrawlSourceRow>(AdminPaths.crawlSourceList)}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 'max-content' }}
        toolBarRender={() => [<SourceForm key="new" done={reload} />]}
      />
      <RunsDrawer source={runsOf} onClose={() => setRunsOf(null)} />
    </PageContainer>
  );
}

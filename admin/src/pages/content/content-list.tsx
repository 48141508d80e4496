import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Badge, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { ContentRow } from '@aikc/shared/admin/schemas/content';
import { listRequest } from '../../net/list.ts';
import { Can, useSession } from '../../auth/session.tsx';
import { lastCode, REGION_OPTIONS } from '../../components/region-options.ts';
import { isContentKind, kindLabel, STATE_ENUM } from './kinds.ts';
import { PublishActions } from './publish-actions.tsx';

/** One list for each kind: the portal's own search and filters, and the publishing actions the role holds. */
export default function ContentList() {
  const segment = useLocation().pathname.split('/')[2];
  const kind = isContentKind(segment) ? segment : 'policy';
  const label = kindLabel(kind);
  const navigate = useNavigate();
  const { can } = useSession();
  const ref = useRef<ActionType>(null);
  const editPath = (r: ContentRow) => `/content/${kind}/edit/${r.id}`;

  const columns: ProColumns<ContentRow>[] = [
    {
      title: '关键词',
      dataIndex: 'q',
      hideInTable: true,
      fieldProps: { placeholder: kind === 'policy' ? '标题、正文或文号' : '标题或正文' },
    },
    {
      title: kind === 'qa' ? '问题' : '标题',
      dataIndex: 'title',
      search: false,
      ellipsis: true,
      width: 380,
      render: (_, r) => (can('content.write') ? <Link to={editPath(r)}>{r.title}</Link> : r.title),
    },
    {
      title: kind === 'policy' ? '文号' : '来源',
      dataIndex: 'subtitle',
      search: false,
      ellipsis: true,
      width: 200,
      hideInTable: kind === 'qa',
    },
    {
      title: '地区',
      dataIndex: 'region',
      valueType: 'cascader',
      hideInTable: true,
      fieldProps: { options: REGION_OPTIONS, changeOnSelect: true, showSearch: true },
      search: kind === 'qa' || kind === 'news' ? false : { transform: (v: unknown) => ({ region: lastCode(v) }) },
    },
    {
      title: '状态',
      dataIndex: 'state',
      valueType: 'select',
      valueEnum: STATE_ENUM,
      width: 220,
      // 问答库 entries have no visibility of their own.
      hideInTable: kind === 'qa',
      search: kind === 'qa' ? false : undefined,
      render: (_, r) => (
        <Badge
          status={STATE_ENUM[r.state].status.toLowerCase() as 'success' | 'processing' | 'default'}
          text={r.state === 'scheduled' ? `${r.state_name}（${r.publish_at.slice(0, 16)}）` : r.state_name}
        />
      ),
    },
    { title: '发布日期', dataIndex: 'publish_date', search: false, width: 110 },
    {
      title: '发布日期',
      dataIndex: 'dateRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
    },
    { title: '更新时间', dataIndex: 'updated_at', search: false, width: 180 },
    {
      title: '操作',
      valueType: 'option',
      width: 260,
      fixed: 'right',
      render: (_, r) => [
        <Can perm="content.write" key="edit">
          <Link to={editPath(r)}>编辑</Link>
        </Can>,
        kind !== 'qa' && <PublishActions key="publish" kind={kind} row={r} done={() => ref.current?.reload()} />,
      ],
    },
  ];

  return (
    <PageContainer title={`${label}管理`}>
      <ProTable<ContentRow>
        key={kind}
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={listRequest<ContentRow>(AdminPaths.contentList, { kind })}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        toolBarRender={() => [
          // 问答库 entries have their own form (qa-edit.tsx): the import format, facts cited by id.
          <Can perm="content.write" key="new">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/content/${kind}/edit/new`)}>
              新建{label}
            </Button>
          </Can>,
        ]}
      />
    </PageContainer>
  );
}

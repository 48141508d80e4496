import { useState } from 'react';
import { Typography } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { AuditRow } from '@aikc/shared/admin/schemas/ops';
import type { StaffView } from '@aikc/shared/admin/schemas/auth';
import { http } from '../../net/http.ts';
import { listRequest, toQuery, type Page } from '../../net/list.ts';
import { CsvButton } from '../../components/csv-button.tsx';

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 1));
const Changed = ({ v }: { v: unknown }) => (
  <Typography.Text code style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
    {json(v)}
  </Typography.Text>
);

/** Every staff write: who, when, from where, what, and the changed fields before and after. Read-only. */
export default function AuditPage() {
  const [filters, setFilters] = useState<Record<string, string | number>>({});
  const columns: ProColumns<AuditRow>[] = [
    { title: '时间', dataIndex: 'at', search: false, width: 180 },
    {
      title: '时间范围',
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
    },
    { title: '操作人', dataIndex: 'staff_name', search: false, width: 100 },
    {
      // "Who": 超级管理员 alone reads the log and alone lists staff, so the choices come from the staff list.
      title: '操作人',
      dataIndex: 'staff_id',
      valueType: 'select',
      hideInTable: true,
      fieldProps: { showSearch: true, optionFilterProp: 'label' },
      request: async () =>
        (await http.get<Page<StaffView>>(AdminPaths.staffList, { page: 1, pageSize: 200 })).items.map((s) => ({
          value: s.id,
          label: `${s.name}（${s.role_name}）`,
        })),
    },
    { title: 'IP', dataIndex: 'ip', search: false, width: 130 },
    { title: '操作', dataIndex: 'action', width: 180 },
    { title: '对象', dataIndex: 'entity', width: 100 },
    { title: '对象ID', dataIndex: 'entity_id', search: false, width: 90 },
    { title: '变更前', dataIndex: 'before', search: false, width: 260, render: (_, r) => <Changed v={r.before} /> },
    { title: '变更后', dataIndex: 'after', search: false, width: 260, render: (_, r) => <Changed v={r.after} /> },
  ];
  return (
    <PageContainer title="审计日志" subTitle="仅超级管理员可查看，记录不可修改">
      <ProTable<AuditRow>
        rowKey="id"
        columns={columns}
        request={async (params) => {
          const { page: _p, pageSize: _s, ...rest } = toQuery(params);
          setFilters(rest as Record<string, string | number>);
          return listRequest<AuditRow>(AdminPaths.auditList)(params);
        }}
        dateFormatter="string"
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          <CsvButton key="csv" path={AdminPaths.auditExport} query={filters} filename="审计日志.csv" />,
        ]}
      />
    </PageContainer>
  );
}

import { useRef } from 'react';
import { Tag } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import { INVOICE_STATUS_NAMES, type AdminInvoiceRow } from '@aikc/shared/admin/schemas/orders';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { Can } from '../../auth/session.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { IssueModal } from './issue-modal.tsx';

const STATUS = {
  applied: { text: INVOICE_STATUS_NAMES.applied, status: 'Processing' },
  issued: { text: INVOICE_STATUS_NAMES.issued, status: 'Success' },
  rejected: { text: INVOICE_STATUS_NAMES.rejected, status: 'Error' },
} as const;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** Members' invoice requests: issued with the 发票号码 and its PDF, or rejected with a reason; the member is told. */
export default function InvoicesPage() {
  const ref = useRef<ActionType>(null);
  const reload = () => void ref.current?.reload();
  const columns: ProColumns<AdminInvoiceRow>[] = [
    { title: '关键词', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: '订单号、手机号或抬头' } },
    { title: '订单号', dataIndex: 'order_no', width: 230, search: false },
    { title: '手机号', dataIndex: 'user_mobile', width: 130, search: false },
    { title: '发票抬头', dataIndex: 'title', ellipsis: true, width: 220, search: false },
    { title: '税号', dataIndex: 'tax_no', width: 190, search: false },
    { title: '金额', dataIndex: 'amount_fen', width: 100, search: false, render: (_, r) => yuan(r.amount_fen) },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 90, initialValue: 'applied' },
    {
      title: '发票号码',
      dataIndex: 'invoice_no',
      width: 200,
      search: false,
      render: (_, r) =>
        r.status === 'issued' ? (
          <a href={r.pdf_url} target="_blank" rel="noreferrer">
            {r.invoice_no}
          </a>
        ) : r.reject_reason ? (
          <Tag color="red">{r.reject_reason}</Tag>
        ) : (
          '—'
        ),
    },
    { title: '申请时间', dataIndex: 'created_at', width: 180, search: false },
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      fixed: 'right',
      render: (_, r) =>
        r.status !== 'applied'
          ? []
          : [
              <Can perm="invoices.issue" key="issue">
                <IssueModal invoice={r} done={reload} />
              </Can>,
              <Can perm="invoices.issue" key="reject">
                <ReasonModal
                  title="驳回开票申请"
                  label="驳回原因"
                  trigger={<a style={{ color: '#cf1322' }}>驳回</a>}
                  run={(reason) => http.post(AdminPaths.invoiceReject, { id: r.id, reason })}
                  done={reload}
                />
              </Can>,
            ],
    },
  ];
  return (
    <PageContainer title="发票管理">
      <ProTable<AdminInvoiceRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={listRequest<AdminInvoiceRow>(AdminPaths.invoiceList)}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}

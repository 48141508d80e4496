import { useRef } from 'react';
import { App, Tag } from 'antd';
import { ModalForm, PageContainer, ProFormText, ProFormUploadButton, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { UploadFile } from 'antd';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { Can } from '../../auth/session.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';

interface InvoiceRow {
  id: number;
  orderNo: string;
  userMobile: string;
  title: string;
  taxNo?: string | null;
  amount: number;
  email?: string | null;
  status: string;
  invoiceNo?: string | null;
  rejectReason?: string | null;
  createdAt: string;
}

const STATUS = {
  pending: { text: '待开具', status: 'Processing' },
  issued: { text: '已开具', status: 'Success' },
  rejected: { text: '已驳回', status: 'Error' },
} as const;

/** Members' invoice requests: issued with the 发票号码 and its PDF, or rejected with a reason; the member is told. */
export default function InvoicesPage() {
  const ref = useRef<ActionType>(null);
  const { message } = App.useApp();
  const reload = () => void ref.current?.reload();
  const columns: ProColumns<InvoiceRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', width: 200 },
    { title: '手机号', dataIndex: 'userMobile', width: 130, search: false },
    { title: '发票抬头', dataIndex: 'title', ellipsis: true, width: 220, search: false },
    { title: '税号', dataIndex: 'taxNo', width: 190, search: false },
    { title: '金额（元）', dataIndex: 'amount', valueType: 'money', width: 110, search: false },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 90, initialValue: 'pending' },
    {
      title: '发票号码',
      dataIndex: 'invoiceNo',
      width: 150,
      search: false,
      render: (_, r) => r.invoiceNo ?? (r.rejectReason ? <Tag color="red">{r.rejectReason}</Tag> : '—'),
    },
    { title: '申请时间', dataIndex: 'createdAt', valueType: 'dateTime', width: 160, search: false },
    {
      title: '操作',
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_, r) =>
        r.status !== 'pending'
          ? []
          : [
              <Can perm="invoices.issue" key="issue">
                <ModalForm<{ invoiceNo: string; pdf: UploadFile[] }>
                  title="开具发票"
                  width={480}
                  trigger={<a>开具</a>}
                  modalProps={{ destroyOnHidden: true }}
                  onFinish={async (v) => {
                    const file = v.pdf[0]?.originFileObj;
                    if (!file) return false;
                    const form = new FormData();
                    form.set('invoiceNo', v.invoiceNo.trim());
                    form.set('file', file, file.name);
                    try {
                      await http.post(ADMIN_API.invoices.issue(r.id), form);
                    } catch (e) {
                      message.error((e as Error).message);
                      return false;
                    }
                    message.success('发票已开具，已通知用户');
                    reload();
                    return true;
                  }}
                >
                  <ProFormText
                    name="invoiceNo"
                    label="发票号码"
                    rules={[
                      { required: true, message: '请输入发票号码' },
                      { pattern: /^\d{8,20}$/, message: '发票号码为8至20位数字' },
                    ]}
                  />
                  <ProFormUploadButton
                    name="pdf"
                    label="发票PDF"
                    title="选择文件"
                    max={1}
                    accept="application/pdf,.pdf"
                    fieldProps={{ beforeUpload: () => false }}
                    rules={[{ required: true, message: '请上传发票PDF文件' }]}
                  />
                </ModalForm>
              </Can>,
              <Can perm="invoices.issue" key="reject">
                <ReasonModal
                  title="驳回开票申请"
                  label="驳回原因"
                  trigger={<a style={{ color: '#cf1322' }}>驳回</a>}
                  run={(reason) => http.post(ADMIN_API.invoices.reject(r.id), { reason })}
                  done={reload}
                />
              </Can>,
            ],
    },
  ];
  return (
    <PageContainer title="发票管理">
      <ProTable<InvoiceRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={listRequest<InvoiceRow>(ADMIN_API.invoices.list)}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 1300 }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}

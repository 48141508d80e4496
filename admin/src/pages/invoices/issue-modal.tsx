import { App } from 'antd';
import type { UploadFile } from 'antd';
import { ModalForm, ProFormText, ProFormUploadButton } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { AdminInvoiceRow } from '@aikc/shared/admin/schemas/orders';
import { http } from '../../net/http.ts';

const MAX_PDF_BYTES = 5 * 1024 * 1024;

/** Issue: the PDF is uploaded first (it answers a stored file name), then the 发票号码 and that file are recorded. */
export function IssueModal({ invoice, done }: { invoice: AdminInvoiceRow; done: () => void }) {
  const { message } = App.useApp();
  return (
    <ModalForm<{ invoice_no: string; pdf: UploadFile[] }>
      title={`开具发票：${invoice.title}`}
      width={480}
      trigger={<a>开具</a>}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        const file = v.pdf[0]?.originFileObj;
        if (!file) return false;
        try {
          const form = new FormData();
          form.set('file', file, file.name);
          const up = await http.post<{ file: string }>(AdminPaths.invoiceUpload, form);
          await http.post(AdminPaths.invoiceIssue, { id: invoice.id, invoice_no: v.invoice_no.trim(), file: up.file });
        } catch (e) {
          message.error((e as Error).message);
          return false;
        }
        message.success('发票已开具，已通知用户');
        done();
        return true;
      }}
    >
      <ProFormText
        name="invoice_no"
        label="发票号码"
        rules={[
          { required: true, message: '请输入发票号码' },
          { pattern: /^(\d{8}|\d{20})$/, message: '发票号码应为8位或20位数字' },
        ]}
      />
      <ProFormUploadButton
        name="pdf"
        label="发票PDF"
        title="选择文件"
        max={1}
        accept="application/pdf,.pdf"
        extra="PDF格式，不超过5MB"
        fieldProps={{ beforeUpload: () => false }}
        rules={[
          { required: true, message: '请上传发票PDF文件' },
          {
            validator: (_r, list: UploadFile[] | undefined) => {
              const f = list?.[0];
              if (!f) return Promise.resolve();
              if (f.type && f.type !== 'application/pdf') return Promise.reject(new Error('只能上传PDF文件'));
              if ((f.size ?? 0) > MAX_PDF_BYTES) return Promise.reject(new Error('文件不能超过5MB'));
              return Promise.resolve();
            },
          },
        ]}
      />
    </ModalForm>
  );
}

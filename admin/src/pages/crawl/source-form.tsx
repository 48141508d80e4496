import { App, Button } from 'antd';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { CrawlSourceRow } from '@aikc/shared/admin/schemas/crawl';
import { http } from '../../net/http.ts';

interface FormValues {
  name: string;
  list_urls: string;
  paging: CrawlSourceRow['paging'];
  page_pattern?: string;
  region_code?: string;
  agency?: string;
  cron?: string;
  max_pages: number;
  rate_per_sec: number;
  auto_publish?: number | null;
  type?: string;
}

const PAGING_OPTIONS = [
  { value: 'next', label: '“下一页”链接' },
  { value: 'pages', label: '页码地址（含{n}）' },
  { value: 'json', label: 'JSON列表接口' },
  { value: 'none', label: '不翻页' },
];

/**
 * Create or edit a source. The fields staff set often are here; selectors a source was given on the command
 * line are kept as they are. The server validates (the same schema as `npm run crawl -- add`) and says why not.
 */
export function SourceForm({ row, done }: { row?: CrawlSourceRow; done: () => void }) {
  const { message } = App.useApp();
  const initial: Partial<FormValues> = row
    ? {
        ...row,
        list_urls: row.list_urls.join('\n'),
        auto_publish: row.auto_publish,
        type: row.selectors.type ?? '',
      }
    : { paging: 'next', max_pages: 200, rate_per_sec: 1 };
  return (
    <ModalForm<FormValues>
      title={row ? `编辑采集来源：${row.name}` : '新增采集来源'}
      width={640}
      trigger={row ? <a>编辑</a> : <Button type="primary">新增来源</Button>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial}
      onFinish={async (v) => {
        const body = {
          name: v.name.trim(),
          list_urls: v.list_urls
            .split('\n')
            .map((u) => u.trim())
            .filter(Boolean),
          paging: v.paging,
          page_pattern: v.page_pattern?.trim() ?? '',
          region_code: v.region_code?.trim() ?? '',
          agency: v.agency?.trim() ?? '',
          cron: v.cron?.trim() ?? '',
          max_pages: v.max_pages,
          max_bytes: row?.max_bytes ?? 5_000_000,
          rate_per_sec: v.rate_per_sec,
          enabled: row?.enabled ?? true,
          auto_publish: v.auto_publish ?? null,
          selectors: { ...(row?.selectors ?? {}), ...(v.type?.trim() ? { type: v.type.trim() } : { type: undefined }) },
        };
        try {
          await http.post(
            row ? AdminPaths.crawlSourceUpdate : AdminPaths.crawlSourceCreate,
            row ? { id: row.id, ...body } : body,
          );
        } catch (e) {
          message.error((e as Error).message);
          return false;
        }
        message.success(row ? '来源已保存' : '来源已新增');
        done();
        return true;
      }}
    >
      <ProFormText name="name" label="来源名称" rules={[{ required: true, message: '请填写来源名称' }]} />
      <ProFormTextArea
        name="list_urls"
        label="列表页地址"
        extra="每行一个，须与详情页在同一站点"
        rules={[{ required: true, message: '请至少填写一个列表页地址' }]}
        fieldProps={{ rows: 3 }}
      />
      <ProFormSelect name="paging" label="翻页方式" options={PAGING_OPTIONS} />
      <ProFormText name="page_pattern" label="翻页地址模式" extra="按页码或JSON接口翻页时填写，如 index_{n}.html" />
      <ProFormText name="region_code" label="默认地区代码" extra="6位行政区划代码；页面未写明地区时使用" />
      <ProFormText name="agency" label="默认发文机关" />
      <ProFormText name="type" label="政策类型" extra="不填则为“资金扶持”" />
      <ProFormText name="cron" label="定时运行" extra="cron表达式（北京时间），如 0 6 * * 1-5；不填则只手动运行" />
      <ProFormDigit name="max_pages" label="每次最多页数" min={1} max={100000} fieldProps={{ precision: 0 }} />
      <ProFormDigit name="rate_per_sec" label="每秒请求数" min={0.1} max={100} extra="对同一站点，默认每秒1次" />
      <ProFormDigit
        name="auto_publish"
        label="自动发布置信度"
        min={0}
        max={1}
        fieldProps={{ step: 0.05 }}
        extra="识别置信度达到该值的条目直接发布；不填则全部进入审核队列"
      />
    </ModalForm>
  );
}

import { useLocation } from 'react-router-dom';
import { Empty } from 'antd';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TITLES: Record<string, string> = {
  qypj: '企业评价报告',
  zcpp: '政策匹配报告',
  qypjCover: '企业评价报告封面',
  zcppCover: '政策匹配报告封面',
  zcppPdfQypj: '政策匹配报告（企业评价）',
  zcppBackCover: '政策匹配报告封底',
};

/** /hideHt/pdf/*: bare pages the server renders to PDF (no header or footer). */
export function PdfRenderPage() {
  const kind = useLocation().pathname.split('/')[3] ?? '';
  const title = TITLES[kind] ?? '报告';
  useDocumentTitle(title);
  return (
    <div style={{ width: 794, minHeight: 1123, margin: '0 auto', background: '#fff', padding: 48 }}>
      <h1 style={{ fontSize: 24, textAlign: 'center' }}>{title}</h1>
      <Empty description="报告内容将由报告生成服务填充" />
    </div>
  );
}

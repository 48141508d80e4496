import { useState } from 'react';
import { Empty, Progress, Segmented, Tag, Timeline } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PAGE_SIZE_ALT } from '@aikc/shared/constants';
import {
  COMPANY_IP_KIND_NAMES,
  COMPANY_IP_KINDS,
  type CompanyDetail,
  type CompanyFinancialItem,
} from '@aikc/shared/schemas/company';
import { ScrollTable } from '../../components/common/scroll-table.tsx';
import { companyIpQuery, type IpKindFilter } from '../../features/company/api/companies.ts';

/** 资质荣誉: titles held, newest first. */
function HonorTab({ c }: { c: CompanyDetail }) {
  if (c.tags.length === 0) return <Empty description="暂未查询到该企业的资质荣誉信息" style={{ padding: '40px 0' }} />;
  return (
    <Timeline
      style={{ padding: '12px 8px 0' }}
      items={c.tags.map((t) => ({
        color: 'blue',
        icon: <SafetyCertificateOutlined style={{ fontSize: 16, color: 'var(--aikc-primary)' }} />,
        content: (
          <div>
            <strong style={{ fontSize: 15 }}>{t.tag}</strong>
            <div style={{ color: '#667085', fontSize: 13, marginTop: 2 }}>认定日期：{t.granted_date || '—'}</div>
          </div>
        ),
      }))}
    />
  );
}

/** 知识产权: counts by kind and a paged table of the items. */
function IpTab({ c }: { c: CompanyDetail }) {
  const [kind, setKind] = useState<IpKindFilter>('all');
  const [page, setPage] = useState(1);
  const q = useQuery(companyIpQuery(c.id, kind, page, PAGE_SIZE_ALT));
  const total = COMPANY_IP_KINDS.reduce((n, k) => n + c.ip_counts[k], 0);
  return (
    <>
      <div className="ip-counts">
        {COMPANY_IP_KINDS.map((k) => (
          <div key={k} className="ip-counts__item">
            <strong>{c.ip_counts[k]}</strong>
            <span>{COMPANY_IP_KIND_NAMES[k]}</span>
          </div>
        ))}
      </div>
      <Segmented
        value={kind}
        onChange={(v) => {
          setKind(v as IpKindFilter);
          setPage(1);
        }}
        options={[
          { value: 'all', label: `全部 ${total}` },
          ...COMPANY_IP_KINDS.map((k) => ({ value: k, label: `${COMPANY_IP_KIND_NAMES[k]} ${c.ip_counts[k]}` })),
        ]}
        style={{ margin: '16px 0 12px' }}
      />
      <ScrollTable
        label="知识产权列表"
        size="small"
        rowKey="id"
        loading={q.isFetching}
        dataSource={q.data?.list ?? []}
        locale={{ emptyText: '暂无知识产权信息' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE_ALT,
          total: q.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
        }}
        columns={[
          { title: '名称', dataIndex: 'title' },
          { title: '类型', dataIndex: 'kind_name', width: 110, render: (v: string) => <Tag variant="filled">{v}</Tag> },
          { title: '申请号/登记号', dataIndex: 'number', width: 190 },
          { title: '申请日期', dataIndex: 'apply_date', width: 110 },
          { title: '授权日期', dataIndex: 'grant_date', width: 110, render: (v: string) => v || '—' },
        ]}
      />
    </>
  );
}

function pct(a: number, b: number): number {
  return b > 0 ? Math.round((a / b) * 1000) / 10 : 0;
}

const money = (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

/** A bar per year of revenue and R&D spending, drawn with plain elements (no chart library needed for this). */
function RevenueBars({ rows }: { rows: CompanyFinancialItem[] }) {
  const max = Math.max(1, ...rows.map((r) => r.revenue));
  return (
    <div className="fin-bars" role="img" aria-label="近年营业收入与研发费用">
      {rows.map((r) => (
        <div key={r.year} className="fin-bars__col">
          <div className="fin-bars__plot">
            <div
              className="fin-bars__bar fin-bars__bar--rev"
              style={{ height: `${(r.revenue / max) * 100}%` }}
              title={`营业收入 ${money(r.revenue)} 万元`}
            >
              <span>{money(r.revenue)}</span>
            </div>
            <div
              className="fin-bars__bar fin-bars__bar--rd"
              style={{ height: `${(r.rd_expense / max) * 100}%` }}
              title={`研发费用 ${money(r.rd_expense)} 万元`}
            >
              <span>{money(r.rd_expense)}</span>
            </div>
          </div>
          <div className="fin-bars__year">{r.year}年</div>
        </div>
      ))}
      <div className="fin-bars__legend">
        <span>
          <i className="fin-bars__sw fin-bars__sw--rev" />
          营业收入（万元）
        </span>
        <span>
          <i className="fin-bars__sw fin-bars__sw--rd" />
          研发费用（万元）
        </span>
      </div>
    </div>
  );
}

/** 经营数据: the last years' figures, a bar chart and the ratios the 高企 and 专精特新 tests look at. */
function FinanceTab({ c }: { c: CompanyDetail }) {
  const rows = c.financials;
  if (rows.length === 0) return <Empty description="暂未查询到该企业的经营数据" style={{ padding: '40px 0' }} />;
  const last = rows[rows.length - 1] as CompanyFinancialItem;
  const ratios = [
    { label: '研发费用占营业收入比例', value: pct(last.rd_expense, last.revenue), hint: '高企认定要求不低于3%-5%' },
    { label: '高新技术产品收入占比', value: pct(last.hightech_revenue, last.revenue), hint: '高企认定要求不低于60%' },
    { label: '研发人员占职工总数比例', value: pct(last.rd_staff, last.staff), hint: '高企认定要求不低于10%' },
    { label: '资产负债率', value: pct(last.total_liabilities, last.total_assets), hint: '越低表示偿债能力越强' },
  ];
  return (
    <>
      <div className="fin-top">
        <RevenueBars rows={rows} />
        <div className="fin-ratios">
          <div className="fin-ratios__title">{last.year}年度关键指标</div>
          {ratios.map((r) => (
            <div key={r.label} className="fin-ratios__item">
              <div className="fin-ratios__label">
                <span>{r.label}</span>
                <strong>{r.value}%</strong>
              </div>
              <Progress percent={Math.min(100, r.value)} showInfo={false} size="small" aria-label={r.label} />
              <div className="fin-ratios__hint">{r.hint}</div>
            </div>
          ))}
        </div>
      </div>
      <ScrollTable
        label="历年财务数据"
        size="small"
        rowKey="year"
        pagination={false}
        dataSource={[...rows].reverse()}
        style={{ marginTop: 20 }}
        columns={[
          { title: '年度', dataIndex: 'year', width: 80, render: (v: number) => `${v}年` },
          { title: '营业收入', dataIndex: 'revenue', align: 'right', render: money },
          { title: '主营业务收入', dataIndex: 'main_revenue', align: 'right', render: money },
          { title: '高新技术产品收入', dataIndex: 'hightech_revenue', align: 'right', render: money },
          { title: '研发费用', dataIndex: 'rd_expense', align: 'right', render: money },
          { title: '净利润', dataIndex: 'net_profit', align: 'right', render: money },
          { title: '净资产', dataIndex: 'net_assets', align: 'right', render: money },
          {
            title: '职工/研发人员',
            key: 'staff',
            align: 'right',
            render: (_: unknown, r: CompanyFinancialItem) => `${r.staff} / ${r.rd_staff}`,
          },
        ]}
      />
      <div style={{ color: '#667085', fontSize: 12, marginTop: 8 }}>
        注：金额单位为万元；数据来源于企业公开年报及第三方数据，仅供参考。
      </div>
    </>
  );
}

/** 相关政策: policies for the company's industry and region. */
function PolicyTab({ c }: { c: CompanyDetail }) {
  if (c.related_policies.length === 0) return <Empty description="暂无相关政策" style={{ padding: '40px 0' }} />;
  return (
    <ul className="result-list">
      {c.related_policies.map((p) => (
        <li key={p.id} className="result-item" style={{ padding: '14px 4px' }}>
          <Link to={`/policy/detail/${p.id}`} className="result-item__title" style={{ fontSize: 15 }}>
            {p.title}
          </Link>
          <div className="result-item__meta">
            <span>
              发文机构：<b>{p.agency}</b>
            </span>
            <span>
              发布日期：<b>{p.publish_date}</b>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The body of every tab but 基本信息 (company-detail-page.tsx loads this module when one of them is opened). */
export default function CompanyTabBody({ tab, c }: { tab: 'honor' | 'ip' | 'finance' | 'policy'; c: CompanyDetail }) {
  switch (tab) {
    case 'honor':
      return <HonorTab c={c} />;
    case 'ip':
      return <IpTab c={c} />;
    case 'finance':
      return <FinanceTab c={c} />;
    case 'policy':
      return <PolicyTab c={c} />;
  }
}

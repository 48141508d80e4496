import { observer } from 'mobx-react-lite';
import { Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { isWarningCompanyStatus } from '@aikc/shared/constants';
import type { CompanyDetail } from '@aikc/shared/schemas/company';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { CollectButton } from '../../features/collect/collect-button.tsx';
import { companyDetailQuery } from '../../features/company/api/companies.ts';
import { DetailState } from '../../features/search/detail-layout.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStores } from '../../stores/store-context.tsx';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { parseId } from '../route-params.ts';
import { formatCapital } from './company-filter-model.ts';
import { CompanyStatusTag } from './company-status-tag.tsx';
import { BasicTab, FinanceTab, HonorTab, IpTab, PolicyTab } from './company-tabs.tsx';
import './company.css';
import { Tag } from '../../features/content/tag.tsx';

/** The `:type` segment of /company/detail/:id/:type? and its tab. */
export const COMPANY_TABS = [
  { key: 'basic', label: '基本信息' },
  { key: 'honor', label: '资质荣誉' },
  { key: 'ip', label: '知识产权' },
  { key: 'finance', label: '经营数据' },
  { key: 'policy', label: '相关政策' },
] as const;
type TabKey = (typeof COMPANY_TABS)[number]['key'];

function isTab(v: string | undefined): v is TabKey {
  return COMPANY_TABS.some((t) => t.key === v);
}

function tabBody(key: TabKey, c: CompanyDetail) {
  switch (key) {
    case 'basic':
      return <BasicTab c={c} />;
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

function CompanyHead({ c }: { c: CompanyDetail }) {
  const warning = isWarningCompanyStatus(c.status);
  const ipTotal = Object.values(c.ip_counts).reduce((a, b) => a + b, 0);
  return (
    <div className={`company-head${warning ? ' company-head--warning' : ''}`}>
      <div className="company-head__logo" aria-hidden>
        {c.name.replace(/^(.{2}).*$/, '$1')}
      </div>
      <div className="company-head__main">
        <h1 className="company-head__name">
          {c.name}
          <CompanyStatusTag status={c.status} />
        </h1>
        {warning ? (
          <div className="company-head__warn" role="alert">
            该企业当前登记状态为“{c.status}”，请注意核实其经营情况。
          </div>
        ) : null}
        {c.tags.length ? (
          <div className="company-head__tags">
            {c.tags.map((t) => (
              <Tag key={t.tag} color="blue" variant="filled">
                {t.tag}
              </Tag>
            ))}
          </div>
        ) : null}
        <div className="company-head__facts">
          <span>
            法定代表人：<b>{c.legal_person}</b>
          </span>
          <span>
            注册资本：<b>{formatCapital(c.registered_capital)}</b>
          </span>
          <span>
            成立日期：<b>{c.founded_date}</b>
          </span>
          <span>
            统一社会信用代码：<b>{c.credit_code}</b>
          </span>
        </div>
        <div className="company-head__facts">
          <span>
            所属地区：<b>{c.region_name}</b>
          </span>
          <span>
            所属行业：<b>{c.industry_name}</b>
          </span>
          <span>
            知识产权：<b>{ipTotal} 项</b>
          </span>
        </div>
      </div>
      <div className="company-head__actions">
        <CollectButton type="company" id={c.id} />
      </div>
    </div>
  );
}

/** /company/detail/:id/:type?: the company header and its five tabs, the tab in the route. */
export const CompanyDetailPage = observer(function CompanyDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = parseId(params.id);
  const { session } = useStores();
  const q = useQuery({ ...companyDetailQuery(id ?? 0, session.token), enabled: id !== null });
  useDocumentTitle(q.data?.name ?? '企业详情');
  if (id === null || (params.type !== undefined && !isTab(params.type))) return <NotFoundPage />;
  const active: TabKey = isTab(params.type) ? params.type : 'basic';
  const c = q.data;
  return (
    <PageFrame title="企业详情" crumbs={[{ title: '企业库', to: '/company/list' }]}>
      {!c ? (
        <DetailState error={q.error} backTo="/company/list" backLabel="返回企业库" />
      ) : (
        <>
          <CompanyHead c={c} />
          <Tabs
            activeKey={active}
            onChange={(k) =>
              navigate(k === 'basic' ? `/company/detail/${c.id}` : `/company/detail/${c.id}/${k}`, { replace: true })
            }
            items={COMPANY_TABS.map((t) => ({ key: t.key, label: t.label, children: tabBody(t.key, c) }))}
            destroyOnHidden
          />
        </>
      )}
    </PageFrame>
  );
});

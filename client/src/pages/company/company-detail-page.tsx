import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { DemoMark } from '../../features/search/demo-mark.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isWarningCompanyStatus } from '@aikc/shared/constants';
import type { CompanyDetail } from '@aikc/shared/schemas/company';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { LoadingRows } from '../../components/common/states.tsx';
import { CollectButton } from '../../features/collect/collect-button.tsx';
import { companyDetailQuery } from '../../features/company/api/companies.ts';
import { DetailState } from '../../features/search/detail-layout.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LazyNotFoundPage } from '../errors/lazy-not-found.tsx';
import { parseId } from '../route-params.ts';
import { formatCapital } from '../../features/company/format-capital.ts';
import { CompanyStatusTag } from './company-status-tag.tsx';
import { BasicTab } from './company-basic-tab.tsx';
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

// The other tabs' tables, timelines and charts load when one of them is opened, with antd's context (the page has
// none): a company page opens on 基本信息.
const CompanyTabBody = lazy(() => withAntdLazy(() => import('./company-tabs.tsx').then((m) => m.default)));

function tabBody(key: TabKey, c: CompanyDetail) {
  if (key === 'basic') return <BasicTab c={c} />;
  return (
    <Suspense fallback={<LoadingRows title rows={6} />}>
      <CompanyTabBody tab={key} c={c} />
    </Suspense>
  );
}

/** The route of a company's tab: 基本信息 is the company page itself. */
function tabPath(id: number, key: TabKey): string {
  return key === 'basic' ? `/company/detail/${id}` : `/company/detail/${id}/${key}`;
}

/**
 * The tab row (WAI-ARIA tabs: arrow keys, Home and End move between tabs, the selected one is in the Tab order).
 * Each tab is a route of its own, so each is a link: it works before the server-rendered page has hydrated, a
 * crawler follows it, and a modified click opens the tab in a new window.
 */
function CompanyTabs({ id, active }: { id: number; active: TabKey }) {
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const i = COMPANY_TABS.findIndex((t) => t.key === active);
    const last = COMPANY_TABS.length - 1;
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = COMPANY_TABS[(to + last + 1) % (last + 1)]!.key;
    navigate(tabPath(id, next), { replace: true });
    list.current?.querySelector<HTMLElement>(`#company-tab-${next}`)?.focus();
  };
  return (
    <div className="company-tabs__list" role="tablist" aria-label="企业信息" ref={list} onKeyDown={onKeyDown}>
      {COMPANY_TABS.map((t) => (
        <Link
          key={t.key}
          id={`company-tab-${t.key}`}
          to={tabPath(id, t.key)}
          replace
          role="tab"
          className="company-tabs__tab"
          aria-selected={t.key === active}
          aria-controls="company-tabpanel"
          tabIndex={t.key === active ? 0 : -1}
        >
          {t.label}
        </Link>
      ))}
    </div>
  );
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
        <DemoMark demo={c.demo} kind="company" />
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
  const id = parseId(params.id);
  const { session } = useStores();
  const q = useQuery({ ...companyDetailQuery(id ?? 0, session.token), enabled: id !== null });
  useDocumentTitle(q.data?.name ?? '企业详情');
  if (id === null || (params.type !== undefined && !isTab(params.type))) return <LazyNotFoundPage />;
  const active: TabKey = isTab(params.type) ? params.type : 'basic';
  const c = q.data;
  return (
    <PageFrame title="企业详情" crumbs={[{ title: '企业库', to: '/company/list' }]} ownHeading={!!c}>
      {!c ? (
        <DetailState error={q.error} backTo="/company/list" backLabel="返回企业库" />
      ) : (
        <>
          <CompanyHead c={c} />
          <div className="company-tabs">
            <CompanyTabs id={c.id} active={active} />
            <div
              className="company-tabs__panel"
              id="company-tabpanel"
              role="tabpanel"
              aria-labelledby={`company-tab-${active}`}
            >
              {tabBody(active, c)}
            </div>
          </div>
        </>
      )}
    </PageFrame>
  );
});

import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { companyFilterCodec, type CompanyFilter } from '@aikc/shared/filters';
import type { CompanyListItem } from '@aikc/shared/schemas/company';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { EmptyState, LoadingRows, Notice } from '../../components/common/states.tsx';
import { companyListQuery } from '../../features/company/api/companies.ts';
import {
  FilterBox,
  RegionRow,
  SpecRows,
  regionLabel,
  specConditions,
  type ActiveCondition,
} from '../../features/search/facet-panel.tsx';
import { Highlight } from '../../features/search/highlight.tsx';
import { DateRange } from '../../features/search/date-range.tsx';
import { ListPagination, ResultToolbar } from '../../features/search/result-toolbar.tsx';
import { SearchBar } from '../../features/search/search-bar.tsx';
import { useListFilter } from '../../features/search/use-list-filter.ts';
import { CompanyStatusTag } from './company-status-tag.tsx';
import { formatCapital } from '../../features/company/format-capital.ts';
import { COMPANY_FACETS, FOUNDED_PRESETS } from './company-filter-model.ts';
import { Tag } from '../../features/content/tag.tsx';
import { ExportButton } from '../../features/export/export-button.tsx';

const BASE = '/company/list';

function extraConditions(f: CompanyFilter, update: (p: Partial<CompanyFilter>) => void): ActiveCondition[] {
  const out: ActiveCondition[] = [];
  if (f.province)
    out.push({
      key: 'region',
      text: `地区：${regionLabel(f.province)}${f.city ? ` / ${/^0+$/.test(f.city) ? '全省' : regionLabel(f.city)}` : ''}`,
      remove: () => update({ province: '', city: '' }),
    });
  if (f.foundedFrom || f.foundedTo)
    out.push({
      key: 'founded',
      text: `成立日期：${f.foundedFrom || '不限'} 至 ${f.foundedTo || '不限'}`,
      remove: () => update({ foundedFrom: '', foundedTo: '' }),
    });
  return out;
}

/** The founding-date range of a preset, counted back from today. */
function presetRange(years: readonly [number, number | null]): { foundedFrom: string; foundedTo: string } {
  const today = dayjs();
  return {
    foundedFrom: years[1] === null ? '' : today.subtract(years[1], 'year').format('YYYY-MM-DD'),
    foundedTo: years[0] === 0 ? '' : today.subtract(years[0], 'year').format('YYYY-MM-DD'),
  };
}

function CompanyItem({ c }: { c: CompanyListItem }) {
  return (
    <li className="result-item">
      <div className="result-item__head">
        <Link to={`/company/detail/${c.id}`} className="result-item__title">
          <Highlight html={c.title_html} />
        </Link>
        <CompanyStatusTag status={c.status} />
      </div>
      <div className="result-item__meta">
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
      <div className="result-item__meta">
        <span>
          所属地区：<b>{c.region_name}</b>
        </span>
        <span>
          所属行业：<b>{c.industry_name}</b>
        </span>
      </div>
      {c.snippet_html ? (
        <p className="result-item__snippet">
          经营范围：
          <Highlight html={c.snippet_html} />
        </p>
      ) : null}
      {c.tags.length ? (
        <div className="result-item__tags">
          {c.tags.map((t) => (
            <Tag key={t} color="blue" variant="filled">
              {t}
            </Tag>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** /company/list/:s?: company search with region, industry, honours, status, capital and founding-date filters. */
export const CompanyListPage = observer(function CompanyListPage() {
  const { filter, update, reset, pageHref } = useListFilter(BASE, companyFilterCodec);
  const q = useQuery(companyListQuery(filter));
  const data = q.data;
  useEffect(() => {
    // Block body: Chromium's scroll methods now return a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
  }, [filter.page, filter.pageSize]);
  const conditions = [
    ...extraConditions(filter, update),
    ...specConditions(COMPANY_FACETS, filter, data?.facets, update),
  ];
  return (
    <PageFrame title="企业库" subtitle="查询企业工商信息、资质荣誉、知识产权与经营数据">
      <SearchBar
        kind="company"
        keyword={filter.keyword}
        placeholder="请输入企业名称、统一社会信用代码或经营范围关键词"
        onSearch={(keyword) => update({ keyword, sort: 'relevance' })}
      />
      <FilterBox conditions={conditions} onReset={reset}>
        <RegionRow label="所在地区" filter={filter} facets={data?.facets} onChange={update} />
        <SpecRows specs={COMPANY_FACETS} filter={filter} facets={data?.facets} onChange={update} />
        <div className="facet-row">
          <div className="facet-row__label">成立日期：</div>
          <div className="facet-row__values">
            {FOUNDED_PRESETS.map((p) => {
              const r = presetRange(p.years);
              const active = filter.foundedFrom === r.foundedFrom && filter.foundedTo === r.foundedTo;
              return (
                <button
                  key={p.label}
                  type="button"
                  className={`facet-chip${active ? ' is-active' : ''}`}
                  aria-pressed={active}
                  onClick={() => update(active ? { foundedFrom: '', foundedTo: '' } : r)}
                >
                  {p.label}
                </button>
              );
            })}
            <span style={{ marginLeft: 8 }}>
              <DateRange
                from={filter.foundedFrom}
                to={filter.foundedTo}
                labels={['成立日期起', '成立日期止']}
                onChange={(r) => update({ foundedFrom: r.from, foundedTo: r.to })}
              />
            </span>
          </div>
        </div>
      </FilterBox>
      <ResultToolbar
        total={data?.total}
        keyword={filter.keyword}
        sort={filter.sort}
        onSort={(sort) => update({ sort })}
        dateLabel="最新成立"
        extra={<ExportButton source={{ kind: 'company', filter }} rowKind="company" disabled={!data?.total} />}
      />
      {q.isError ? (
        <Notice type="error" style={{ margin: '24px 0' }}>
          企业检索暂时不可用，请稍后刷新重试
        </Notice>
      ) : !data ? (
        <LoadingRows title rows={10} style={{ marginTop: 20 }} />
      ) : data.list.length === 0 ? (
        <EmptyState className="list-empty">
          {filter.keyword
            ? `未找到与“${filter.keyword}”相关的企业，可尝试更换关键词或减少筛选条件`
            : '暂无符合条件的企业'}
        </EmptyState>
      ) : (
        <div style={{ opacity: q.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={q.isFetching}>
          <ul className="result-list" data-testid="company-results">
            {data.list.map((c) => (
              <CompanyItem key={c.id} c={c} />
            ))}
          </ul>
          <ListPagination
            current={filter.page}
            hrefOf={pageHref}
            pageSize={filter.pageSize}
            total={data.total}
            onChange={(page, pageSize) => update(pageSize !== filter.pageSize ? { pageSize } : { page })}
          />
        </div>
      )}
    </PageFrame>
  );
});

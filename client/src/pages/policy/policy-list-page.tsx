import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import { policyFilterCodec, type PolicyFilter } from '@aikc/shared/filters';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { EmptyState, LoadingRows, Notice } from '../../components/common/states.tsx';
import { policyListQuery } from '../../features/policy/api/policies.ts';
import {
  FilterBox,
  RegionRow,
  SpecRows,
  specConditions,
  regionLabel,
  type ActiveCondition,
} from '../../features/search/facet-panel.tsx';
import { DateRange } from '../../features/search/date-range.tsx';
import { ListPagination, ResultToolbar } from '../../features/search/result-toolbar.tsx';
import { SearchBar } from '../../features/search/search-bar.tsx';
import { useListFilter } from '../../features/search/use-list-filter.ts';
import { POLICY_FACETS } from './policy-filter-model.ts';
import { PolicyItem } from './policy-item.tsx';
import { PolicySearchAdvice } from './policy-search-advice.tsx';
import { ExportButton } from '../../features/export/export-button.tsx';

const BASE = '/policy/list';

/** Region and date conditions for the 已选条件 row. */
function extraConditions(f: PolicyFilter, update: (p: Partial<PolicyFilter>) => void): ActiveCondition[] {
  const out: ActiveCondition[] = [];
  if (f.province)
    out.push({
      key: 'region',
      text: `地区：${regionLabel(f.province)}${f.city ? ` / ${/^0+$/.test(f.city) ? '全省适用' : regionLabel(f.city)}` : ''}`,
      remove: () => update({ province: '', city: '' }),
    });
  if (f.from || f.to)
    out.push({
      key: 'date',
      text: `发布日期：${f.from || '不限'} 至 ${f.to || '不限'}`,
      remove: () => update({ from: '', to: '' }),
    });
  return out;
}

/** /policy/list/:s?: policy search with facets; every state is in `:s`. */
export const PolicyListPage = observer(function PolicyListPage() {
  const { filter, update, reset, pageHref } = useListFilter(BASE, policyFilterCodec);
  const q = useQuery(policyListQuery(filter));
  const data = q.data;
  const facets = data?.facets;
  useEffect(() => {
    // Block body: Chromium's scroll methods now return a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
  }, [filter.page, filter.pageSize]);

  const conditions = [...extraConditions(filter, update), ...specConditions(POLICY_FACETS, filter, facets, update)];
  return (
    <PageFrame title="政策库" subtitle="汇聚国家、省、市、区县各级科技政策文件，支持中文分词精准检索">
      <SearchBar
        kind="policy"
        keyword={filter.keyword}
        placeholder="请输入政策名称、文号或关键词，如：高新技术企业"
        onSearch={(keyword) => update({ keyword, sort: 'relevance' })}
      />
      <FilterBox conditions={conditions} onReset={reset}>
        <RegionRow filter={filter} facets={facets} onChange={update} />
        <SpecRows specs={POLICY_FACETS} filter={filter} facets={facets} onChange={update} />
        <div className="facet-row">
          <div className="facet-row__label">发布日期：</div>
          <div className="facet-row__values">
            <DateRange
              from={filter.from}
              to={filter.to}
              labels={['发布日期起', '发布日期止']}
              onChange={(r) => update(r)}
            />
          </div>
        </div>
      </FilterBox>
      <ResultToolbar
        total={data?.total}
        keyword={filter.keyword}
        sort={filter.sort}
        onSort={(sort) => update({ sort })}
        extra={<ExportButton source={{ kind: 'policy', filter }} rowKind="policy" disabled={!data?.total} />}
      />
      {q.isError ? (
        <Notice type="error" style={{ margin: '24px 0' }}>
          政策检索暂时不可用，请稍后刷新重试
        </Notice>
      ) : !data ? (
        <LoadingRows title rows={10} style={{ marginTop: 20 }} />
      ) : data.list.length === 0 && data.advice ? (
        <PolicySearchAdvice
          keyword={filter.keyword}
          advice={data.advice}
          onSearch={(p) => update({ ...p, sort: 'relevance' })}
        />
      ) : data.list.length === 0 ? (
        <EmptyState className="list-empty">
          {filter.keyword
            ? `未找到与“${filter.keyword}”相关的政策，可尝试更换关键词或减少筛选条件`
            : '暂无符合条件的政策'}
        </EmptyState>
      ) : (
        <div style={{ opacity: q.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={q.isFetching}>
          <ul className="result-list" data-testid="policy-results">
            {data.list.map((p) => (
              <PolicyItem key={p.id} p={p} />
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

import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { projectFilterCodec, type ProjectFilter } from '@aikc/shared/filters';
import type { ProjectListItem } from '@aikc/shared/schemas/project';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { EmptyState, LoadingRows, Notice } from '../../components/common/states.tsx';
import '../../components/common/plain-button.css';
import { projectListQuery } from '../../features/project/api/projects.ts';
import {
  FilterBox,
  RegionRow,
  SpecRows,
  regionLabel,
  specConditions,
  type ActiveCondition,
} from '../../features/search/facet-panel.tsx';
import { Highlight } from '../../features/search/highlight.tsx';
import { ListPagination, ResultToolbar } from '../../features/search/result-toolbar.tsx';
import { SearchBar } from '../../features/search/search-bar.tsx';
import { useListFilter } from '../../features/search/use-list-filter.ts';
import { LEVEL_COLORS } from '../policy/policy-filter-model.ts';
import { PROJECT_FACETS, STATUS_COLORS, deadlineText } from './project-filter-model.ts';
import { Tag } from '../../features/content/tag.tsx';
import { ExportButton } from '../../features/export/export-button.tsx';

const BASE = '/project/list';

function regionCondition(f: ProjectFilter, update: (p: Partial<ProjectFilter>) => void): ActiveCondition[] {
  if (!f.province) return [];
  return [
    {
      key: 'region',
      text: `地区：${regionLabel(f.province)}${f.city ? ` / ${/^0+$/.test(f.city) ? '全省适用' : regionLabel(f.city)}` : ''}`,
      remove: () => update({ province: '', city: '' }),
    },
  ];
}

function ProjectItem({ p }: { p: ProjectListItem }) {
  const urgent = p.status === 'open' && p.days_left !== null && p.days_left <= 7;
  return (
    <li className="result-item">
      <div className="result-item__head">
        <Tag color={STATUS_COLORS[p.status]}>{p.status_name}</Tag>
        <Link to={`/project/detail/${p.id}`} className="result-item__title">
          <Highlight html={p.title_html} />
        </Link>
        <span className={`deadline${urgent ? ' deadline--urgent' : ''}`}>{deadlineText(p)}</span>
      </div>
      {p.snippet_html ? (
        <p className="result-item__snippet">
          <Highlight html={p.snippet_html} />
        </p>
      ) : null}
      <div className="result-item__meta">
        <span>
          主管部门：<b>{p.department}</b>
        </span>
        <span>
          申报时间：
          <b>
            {p.apply_start} 至 {p.apply_end}
          </b>
        </span>
        <span>
          地区：<b>{p.region_name}</b>
        </span>
      </div>
      <div className="result-item__tags">
        <Tag color={LEVEL_COLORS[p.level]} variant="filled">
          {p.level_name}
        </Tag>
        <Tag color="geekblue" variant="filled">
          {p.type.name}
        </Tag>
        {p.support_text ? (
          <Tag color="orange" variant="filled">
            扶持：{p.support_text}
          </Tag>
        ) : null}
      </div>
    </li>
  );
}

/** /project/list/:s?: declaration projects with status, level, type, industry and amount facets. */
export const ProjectListPage = observer(function ProjectListPage() {
  const { filter, update, reset, pageHref } = useListFilter(BASE, projectFilterCodec);
  const q = useQuery(projectListQuery(filter));
  const data = q.data;
  useEffect(() => {
    // Block body: Chromium's scroll methods now return a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
  }, [filter.page, filter.pageSize]);
  const conditions = [
    ...regionCondition(filter, update),
    ...specConditions(PROJECT_FACETS, filter, data?.facets, update),
  ];
  return (
    <PageFrame
      title="项目申报"
      subtitle="各级科技项目申报通知，申报状态与截止日期一目了然"
      extra={
        <Link to="/policy/sbyl" className="plain-button">
          <Icon icon={CalendarOutlined} />
          申报日历
        </Link>
      }
    >
      <SearchBar
        kind="project"
        keyword={filter.keyword}
        placeholder="请输入申报项目名称或关键词，如：研发费用补助"
        onSearch={(keyword) => update({ keyword, sort: 'relevance' })}
      />
      <FilterBox conditions={conditions} onReset={reset}>
        <RegionRow filter={filter} facets={data?.facets} onChange={update} />
        <SpecRows specs={PROJECT_FACETS} filter={filter} facets={data?.facets} onChange={update} />
      </FilterBox>
      <ResultToolbar
        total={data?.total}
        keyword={filter.keyword}
        sort={filter.sort}
        onSort={(sort) => update({ sort })}
        dateLabel="截止时间"
        extra={<ExportButton source={{ kind: 'project', filter }} rowKind="project" disabled={!data?.total} />}
      />
      {q.isError ? (
        <Notice type="error" style={{ margin: '24px 0' }}>
          项目检索暂时不可用，请稍后刷新重试
        </Notice>
      ) : !data ? (
        <LoadingRows title rows={10} style={{ marginTop: 20 }} />
      ) : data.list.length === 0 ? (
        <EmptyState className="list-empty">
          {filter.keyword
            ? `未找到与“${filter.keyword}”相关的申报项目，可尝试更换关键词或减少筛选条件`
            : '暂无符合条件的申报项目'}
        </EmptyState>
      ) : (
        <div style={{ opacity: q.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={q.isFetching}>
          <ul className="result-list" data-testid="project-results">
            {data.list.map((p) => (
              <ProjectItem key={p.id} p={p} />
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

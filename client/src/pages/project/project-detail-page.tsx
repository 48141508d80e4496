import { observer } from 'mobx-react-lite';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { DemoMark } from '../../features/search/demo-mark.tsx';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router-dom';
import type { ProjectDetail } from '@aikc/shared/schemas/project';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { downloadIcs } from '../../features/calendar/ics.ts';
import { CollectButton } from '../../features/collect/collect-button.tsx';
import { closingSoonQuery, projectDetailQuery } from '../../features/project/api/projects.ts';
import { ArticleBody, DetailLayout, DetailState, SideCard, SideLinks } from '../../features/search/detail-layout.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LazyNotFoundPage } from '../errors/lazy-not-found.tsx';
import { parseId } from '../route-params.ts';
import { LEVEL_COLORS } from '../policy/policy-filter-model.ts';
import { STATUS_COLORS, deadlineText } from './project-filter-model.ts';
import './project.css';
import { LabelTags, Tag } from '../../features/content/tag.tsx';
import { MetaTable } from '../../features/search/meta-table.tsx';

/** How far the window has run, for the progress bar (0 before it opens, 100 once closed). */
function windowProgress(p: ProjectDetail): number {
  const start = dayjs(p.apply_start);
  const end = dayjs(p.apply_end);
  const total = Math.max(1, end.diff(start, 'day') + 1);
  if (p.status === 'upcoming') return 0;
  if (p.status === 'closed') return 100;
  return Math.min(100, Math.max(0, Math.round(((total - (p.days_left ?? 0)) / total) * 100)));
}

function WindowCard({ p }: { p: ProjectDetail }) {
  return (
    <div className={`window-card window-card--${p.status}`}>
      <div className="window-card__row">
        <div>
          <div className="window-card__label">申报时间</div>
          <div className="window-card__dates">
            {p.apply_start} 至 {p.apply_end}
          </div>
        </div>
        <div className="window-card__left">{deadlineText(p)}</div>
      </div>
      <div
        className="window-card__bar"
        role="progressbar"
        aria-label="申报时间进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={windowProgress(p)}
      >
        <span style={{ width: `${windowProgress(p)}%`, background: p.status === 'open' ? '#15803d' : '#b4bccb' }} />
      </div>
      {p.status !== 'closed' ? (
        <p className="window-card__hint">
          <Icon icon={BellOutlined} className="window-card__hint-icon" />
          <span>
            为避免错过申报，可将截止日期
            <button type="button" className="link-button" onClick={() => downloadIcs(p)} data-testid="add-to-calendar">
              添加到日历
            </button>
            （含截止前3天提醒），或在<Link to={`/policy/sbyl?date=${p.apply_end}`}>申报日历</Link>
            中查看当日全部截止项目。
          </span>
        </p>
      ) : null}
    </div>
  );
}

function ProjectDocument({ p }: { p: ProjectDetail }) {
  return (
    <>
      <h1 className="doc-title">{p.title}</h1>
      <div className="doc-subline">
        <span>发布日期：{p.publish_date}</span>
        <span>发布机构：{p.agency}</span>
        <span>浏览量：{p.view_count.toLocaleString('zh-CN')}</span>
        <DemoMark demo={p.demo} kind="project" />
      </div>
      <div className="doc-actions">
        <Tag
          color={STATUS_COLORS[p.status]}
          style={{ height: 32, lineHeight: '30px', padding: '0 14px', fontSize: 14 }}
        >
          {p.status_name}
        </Tag>
        <CollectButton type="project" id={p.id} />
      </div>
      <WindowCard p={p} />
      <MetaTable
        items={[
          { label: '主管部门', value: p.department },
          { label: '发布机构', value: p.agency },
          {
            label: '项目层级',
            value: (
              <Tag color={LEVEL_COLORS[p.level]} variant="filled">
                {p.level_name}
              </Tag>
            ),
          },
          { label: '适用地区', value: p.region_name },
          { label: '项目类型', value: p.type.name },
          {
            label: '行业领域',
            value: <LabelTags labels={p.labels} />,
          },
          {
            label: '扶持金额',
            value: <span className="support-text">{p.support_text || '—'}</span>,
            wide: true,
          },
          { label: '联系方式', value: p.contact || '—', wide: true },
        ]}
      />
      <section className="doc-section">
        <h2>
          <Icon icon={SolutionOutlined} /> 申报条件
        </h2>
        <ArticleBody html={p.conditions_html} top={3} />
      </section>
      <section className="doc-section">
        <h2>
          <Icon icon={FileDoneOutlined} /> 申报材料
        </h2>
        <ArticleBody html={p.materials_html} top={3} />
      </section>
      {p.body_html ? (
        <section className="doc-section">
          <h2>
            <Icon icon={ProfileOutlined} /> 通知全文
          </h2>
          <ArticleBody html={p.body_html} top={3} />
        </section>
      ) : null}
    </>
  );
}

/** /project/detail/:id: window and status, support, conditions, materials, department and the related policy. */
export const ProjectDetailPage = observer(function ProjectDetailPage() {
  const id = parseId(useParams().id);
  const { session } = useStores();
  const q = useQuery({ ...projectDetailQuery(id ?? 0, session.token), enabled: id !== null });
  const closing = useQuery(closingSoonQuery(15, 8));
  useDocumentTitle(q.data?.title ?? '项目详情');
  if (id === null) return <LazyNotFoundPage />;
  const p = q.data;
  return (
    <PageFrame title="项目详情" crumbs={[{ title: '项目申报', to: '/project/list' }]} ownHeading={!!p}>
      {!p ? (
        <DetailState error={q.error} backTo="/project/list" backLabel="返回项目申报" />
      ) : (
        <DetailLayout
          main={<ProjectDocument p={p} />}
          aside={
            <>
              <SideCard title="依据政策">
                <SideLinks
                  empty="暂无关联政策"
                  items={
                    p.policy
                      ? [
                          {
                            key: p.policy.id,
                            to: `/policy/detail/${p.policy.id}`,
                            title: p.policy.title,
                            meta: (
                              <>
                                <Icon icon={FileTextOutlined} /> {p.policy.agency} · {p.policy.publish_date}
                              </>
                            ),
                          },
                        ]
                      : []
                  }
                />
              </SideCard>
              <SideCard
                title="即将截止"
                extra={
                  <Link to="/policy/sbyl" style={{ fontSize: 12 }}>
                    <Icon icon={CalendarOutlined} /> 申报日历
                  </Link>
                }
              >
                <SideLinks
                  empty="近期暂无即将截止的项目"
                  items={(closing.data ?? [])
                    .filter((x) => x.id !== p.id)
                    .slice(0, 6)
                    .map((x) => ({
                      key: x.id,
                      to: `/project/detail/${x.id}`,
                      title: x.title,
                      meta: `截止 ${x.apply_end} · ${deadlineText(x)}`,
                    }))}
                />
              </SideCard>
            </>
          }
        />
      )}
    </PageFrame>
  );
});

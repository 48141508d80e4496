import { observer } from 'mobx-react-lite';
import type { ProjectBrief } from '@aikc/shared/schemas/big-screen';
import { useScreen } from '../data/use-screen.ts';
import { formatDaysLeft, formatMonth } from '../format.ts';
import { Panel } from '../layout/panel.tsx';
import { RankedBar, Ring, TrendLine } from '../panels/charts.tsx';
import { CounterRow } from '../panels/counter.tsx';
import { RegionMap } from '../panels/region-map.tsx';
import { ScrollTable, type Column } from '../panels/scroll-table.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import { isEmptyList, isEmptyTrend } from './helpers.ts';

const TREND_NAMES = { policies: '政策发布', interpretations: '政策解读' };
const PROJECT_COLUMNS: Column<ProjectBrief>[] = [
  { title: '项目名称', width: '1fr', render: (r) => r.title },
  { title: '主管部门', width: '100px', render: (r) => r.department },
  { title: '截止日期', width: '104px', render: (r) => r.apply_end, align: 'right' },
];
const CLOSING_COLUMNS: Column<ProjectBrief>[] = [
  { title: '项目名称', width: '1fr', render: (r) => r.title },
  { title: '截止日期', width: '104px', render: (r) => r.apply_end },
  {
    title: '剩余',
    width: '76px',
    render: (r) => <span className="warn">{formatDaysLeft(r.days_left)}</span>,
    align: 'right',
  },
];

/** s2 科创政策产业大数据可视化平台. */
export const ScreenS2 = observer(function ScreenS2() {
  const store = useScreen('s2');
  return (
    <ScreenFrame topic="s2" store={store}>
      {(d) => (
        <>
          <div className="col">
            <Panel title="政策层级分布" loading={!d} empty={isEmptyList(d?.levels)}>
              {d && <Ring items={d.levels} />}
            </Panel>
            <Panel title="政策类型分布" loading={!d} empty={isEmptyList(d?.types)}>
              {d && <RankedBar items={d.types.slice(0, 6)} unit="件" />}
            </Panel>
            <Panel title="发文机构排行" loading={!d} empty={isEmptyList(d?.agencies)}>
              {d && <RankedBar items={d.agencies.slice(0, 6)} unit="件" />}
            </Panel>
          </div>
          <div className="col col-center">
            <CounterRow
              items={
                d
                  ? [
                      { label: '政策总量', value: d.totals.policies, unit: '件' },
                      { label: '本年新增', value: d.totals.policies_this_year, unit: '件' },
                      { label: '现行有效', value: d.totals.valid_policies, unit: '件' },
                      { label: '政策解读', value: d.totals.interpretations, unit: '篇' },
                      { label: '申报中项目', value: d.totals.open_projects, unit: '项' },
                      { label: '即将截止', value: d.totals.closing_projects, unit: '项' },
                    ]
                  : []
              }
            />
            <Panel
              title="政策区域分布"
              className="panel-map"
              loading={!d}
              empty={d ? d.region.provinces.length === 0 : false}
            >
              {d && <RegionMap region={d.region} noun="政策" />}
            </Panel>
            <Panel title="政策发布月度趋势" className="panel-bottom" loading={!d} empty={isEmptyTrend(d?.trend)}>
              {d && <TrendLine trend={d.trend} names={TREND_NAMES} formatPeriod={formatMonth} />}
            </Panel>
          </div>
          <div className="col">
            <Panel title="正在申报" loading={!d} empty={d ? d.open_projects.length === 0 : false}>
              {d && <ScrollTable rows={d.open_projects} visible={5} rowKey={(r) => r.id} columns={PROJECT_COLUMNS} />}
            </Panel>
            <Panel title="即将截止（7日内）" loading={!d} empty={d ? d.closing_projects.length === 0 : false}>
              {d && (
                <ScrollTable rows={d.closing_projects} visible={5} rowKey={(r) => r.id} columns={CLOSING_COLUMNS} />
              )}
            </Panel>
            <Panel title="最新政策" loading={!d} empty={d ? d.latest_policies.length === 0 : false}>
              {d && (
                <ScrollTable
                  rows={d.latest_policies}
                  visible={5}
                  rowKey={(r) => r.id}
                  columns={[
                    { title: '政策名称', width: '1fr', render: (r) => r.title },
                    { title: '层级', width: '64px', render: (r) => r.level },
                    { title: '发布日期', width: '104px', render: (r) => r.publish_date, align: 'right' },
                  ]}
                />
              )}
            </Panel>
          </div>
        </>
      )}
    </ScreenFrame>
  );
});

import { observer } from 'mobx-react-lite';
import { useScreen } from '../data/use-screen.ts';
import { formatMonth } from '../format.ts';
import { Panel } from '../layout/panel.tsx';
import { IpCompositionPanel } from '../panels/ip-panel.tsx';
import { GroupedBars, RankedBar, Ring, TrendLine } from '../panels/charts.tsx';
import { CounterRow } from '../panels/counter.tsx';
import { RegionMap } from '../panels/region-map.tsx';
import { ScrollTable } from '../panels/scroll-table.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import { isEmptyList, isEmptyTrend } from './helpers.ts';

const TREND_NAMES = { policies: '政策发布', projects: '申报项目' };
/** 万元 (the database unit) to 亿元, two decimals. */
const toYi = (wan: number) => Math.round(wan / 100) / 100;

/** s1 全要素科创数据智慧平台. */
export const ScreenS1 = observer(function ScreenS1() {
  const store = useScreen('s1');
  return (
    <ScreenFrame topic="s1" store={store}>
      {(d) => (
        <>
          <div className="col">
            <Panel title="政策与项目发布趋势" loading={!d} empty={isEmptyTrend(d?.trend)}>
              {d && <TrendLine trend={d.trend} names={TREND_NAMES} formatPeriod={formatMonth} />}
            </Panel>
            <Panel title="企业资质分布" loading={!d} empty={isEmptyList(d?.qualifications)}>
              {d && <Ring items={d.qualifications} />}
            </Panel>
            <IpCompositionPanel ip={d?.ip} />
          </div>
          <div className="col col-center">
            <CounterRow
              items={
                d
                  ? [
                      { label: '政策文件', value: d.totals.policies, unit: '件' },
                      { label: '申报项目', value: d.totals.projects, unit: '项' },
                      { label: '科创企业', value: d.totals.companies, unit: '家' },
                      { label: '高新技术企业', value: d.totals.hightech, unit: '家' },
                      { label: '专利总量', value: d.totals.patents, unit: '件' },
                      { label: '软件著作权', value: d.totals.software_copyrights, unit: '件' },
                    ]
                  : []
              }
            />
            <Panel
              title="科创企业区域分布"
              className="panel-map"
              loading={!d}
              empty={d ? d.region.provinces.length === 0 : false}
            >
              {d && <RegionMap region={d.region} noun="企业" />}
            </Panel>
            <Panel
              title="企业经营数据（亿元）"
              className="panel-bottom"
              loading={!d}
              empty={d ? d.finance.length === 0 : false}
            >
              {d && (
                <GroupedBars
                  categories={d.finance.map((f) => `${f.year}年`)}
                  series={[
                    { name: '营业收入', values: d.finance.map((f) => toYi(f.revenue)) },
                    { name: '研发投入', values: d.finance.map((f) => toYi(f.rd_expense)), line: true },
                    { name: '净利润', values: d.finance.map((f) => toYi(f.net_profit)), line: true },
                  ]}
                />
              )}
            </Panel>
          </div>
          <div className="col">
            <Panel title="政策发布地区排行" loading={!d} empty={isEmptyList(d?.top_provinces)}>
              {d && <RankedBar items={d.top_provinces.slice(0, 8)} unit="件" />}
            </Panel>
            <Panel
              title="最新政策"
              className="panel-tall"
              loading={!d}
              empty={d ? d.latest_policies.length === 0 : false}
            >
              {d && (
                <ScrollTable
                  rows={d.latest_policies}
                  visible={8}
                  rowKey={(r) => r.id}
                  columns={[
                    { title: '政策名称', width: '1fr', render: (r) => r.title },
                    { title: '发文机构', width: '110px', render: (r) => r.agency },
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

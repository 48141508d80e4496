import { observer } from 'mobx-react-lite';
import { useScreen } from '../data/use-screen.ts';
import { formatInt } from '../format.ts';
import { Panel } from '../layout/panel.tsx';
import { IpCompositionPanel } from '../panels/ip-panel.tsx';
import { MatrixBars } from '../panels/bar3d.tsx';
import { RankedBar, Ring, TrendLine } from '../panels/charts.tsx';
import { CounterRow } from '../panels/counter.tsx';
import { RegionMap } from '../panels/region-map.tsx';
import { ScrollTable } from '../panels/scroll-table.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import { isEmptyList, isEmptyTrend } from './helpers.ts';

const FOUNDING_NAMES = { companies: '新成立企业' };
const formatCapital = (n: number) => n.toFixed(n >= 100 ? 0 : 2);

/** s3 科创企业产业大数据可视化平台 (with the echarts-gl 3D panel). */
export const ScreenS3 = observer(function ScreenS3() {
  const store = useScreen('s3');
  return (
    <ScreenFrame topic="s3" store={store}>
      {(d) => (
        <>
          <div className="col">
            <Panel title="企业行业分布" loading={!d} empty={isEmptyList(d?.industries)}>
              {d && <RankedBar items={d.industries.slice(0, 7)} unit="家" />}
            </Panel>
            <Panel title="企业资质认定" loading={!d} empty={isEmptyList(d?.qualifications)}>
              {d && <Ring items={d.qualifications} />}
            </Panel>
            <Panel title="企业成立年份趋势" loading={!d} empty={isEmptyTrend(d?.founding)}>
              {d && <TrendLine trend={d.founding} names={FOUNDING_NAMES} />}
            </Panel>
          </div>
          <div className="col col-center">
            <CounterRow
              items={
                d
                  ? [
                      { label: '科创企业', value: d.totals.companies, unit: '家' },
                      { label: '高新技术企业', value: d.totals.hightech, unit: '家' },
                      { label: '专精特新企业', value: d.totals.specialized, unit: '家' },
                      { label: '专利总量', value: d.totals.patents, unit: '件' },
                      { label: '软件著作权', value: d.totals.software_copyrights, unit: '件' },
                      { label: '注册资本', value: d.totals.registered_capital, unit: '亿元', format: formatCapital },
                    ]
                  : []
              }
            />
            <Panel
              title="企业区域分布"
              className="panel-map"
              loading={!d}
              empty={d ? d.region.provinces.length === 0 : false}
            >
              {d && <RegionMap region={d.region} noun="企业" />}
            </Panel>
            <Panel
              title="重点地区产业结构（3D）"
              className="panel-bottom"
              loading={!d}
              empty={d ? d.matrix.rows.length === 0 : false}
            >
              {d && <MatrixBars matrix={d.matrix} />}
            </Panel>
          </div>
          <div className="col">
            <IpCompositionPanel ip={d?.ip} />
            <Panel
              title="创新能力企业排行"
              className="panel-tall"
              loading={!d}
              empty={d ? d.top_companies.length === 0 : false}
            >
              {d && (
                <ScrollTable
                  rows={d.top_companies}
                  visible={8}
                  rowKey={(r) => r.id}
                  columns={[
                    { title: '企业名称', width: '1fr', render: (r) => r.name },
                    { title: '所在地区', width: '110px', render: (r) => r.region },
                    { title: '专利', width: '64px', render: (r) => formatInt(r.patents), align: 'right' },
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

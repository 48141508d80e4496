import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Chain } from '@aikc/shared/schemas/big-screen';
import { useScreen } from '../data/use-screen.ts';
import { formatInt } from '../format.ts';
import { Panel } from '../layout/panel.tsx';
import { ChainDiagram, STAGE_NAMES } from '../panels/chain-diagram.tsx';
import { RankedBar, Ring, TrendLine } from '../panels/charts.tsx';
import { CounterRow } from '../panels/counter.tsx';
import { RegionMap } from '../panels/region-map.tsx';
import { ScrollTable } from '../panels/scroll-table.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import { isEmptyList, isEmptyTrend } from './helpers.ts';

/** Each chain stays on the wall this long before the next one is shown. */
const CHAIN_ROTATE_MS = 40_000;
const FOUNDING_NAMES = { companies: '新成立企业' };

/** s4 产业链要素大数据可视化平台: the chains in turn, each with its nodes and elements. */
export const ScreenS4 = observer(function ScreenS4() {
  const store = useScreen('s4');
  const [index, setIndex] = useState(0);
  const count = store.snapshot?.data.chains.length ?? 0;
  useEffect(() => {
    if (count < 2) return undefined;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), CHAIN_ROTATE_MS);
    return () => clearInterval(id);
  }, [count]);
  return (
    <ScreenFrame topic="s4" store={store}>
      {(d) => {
        const chains = d?.chains ?? [];
        const chain: Chain | undefined = chains[index % Math.max(1, chains.length)];
        const tabs = (
          <span className="chain-tabs">
            {chains.map((c, i) => (
              <button type="button" key={c.key} className={c === chain ? 'active' : ''} onClick={() => setIndex(i)}>
                {c.name}
              </button>
            ))}
          </span>
        );
        const nodes = chain ? chain.stages.flatMap((s) => s.nodes) : [];
        return (
          <>
            <div className="col">
              <Panel
                title="产业链环节企业数"
                loading={!chain}
                empty={chain ? isEmptyList(nodes.map((n) => ({ name: n.name, value: n.companies }))) : false}
              >
                {chain && (
                  <RankedBar
                    items={[...nodes]
                      .sort((a, b) => b.companies - a.companies)
                      .slice(0, 7)
                      .map((n) => ({ name: n.name, value: n.companies }))}
                    unit="家"
                  />
                )}
              </Panel>
              <Panel
                title="上中下游企业占比"
                loading={!chain}
                empty={chain ? nodes.every((n) => n.companies === 0) : false}
              >
                {chain && (
                  <Ring
                    items={chain.stages.map((s) => ({
                      name: STAGE_NAMES[s.stage],
                      value: s.nodes.reduce((a, n) => a + n.companies, 0),
                    }))}
                  />
                )}
              </Panel>
              <Panel title="产业链企业成立趋势" loading={!chain} empty={isEmptyTrend(chain?.founding)}>
                {chain && <TrendLine trend={chain.founding} names={FOUNDING_NAMES} />}
              </Panel>
            </div>
            <div className="col col-center">
              <CounterRow
                items={
                  chain
                    ? [
                        { label: '链上企业', value: chain.totals.companies, unit: '家' },
                        { label: '相关政策', value: chain.totals.policies, unit: '件' },
                        { label: '申报项目', value: chain.totals.projects, unit: '项' },
                        { label: '链上专利', value: chain.totals.patents, unit: '件' },
                      ]
                    : []
                }
              />
              <Panel
                title={chain ? `${chain.name}产业链图谱` : '产业链图谱'}
                className="panel-chain"
                loading={!chain}
                extra={tabs}
              >
                {chain && <ChainDiagram chain={chain} />}
              </Panel>
            </div>
            <div className="col">
              <Panel
                title="链上企业区域分布"
                loading={!chain}
                empty={chain ? chain.region.provinces.length === 0 : false}
              >
                {chain && <RegionMap region={chain.region} noun="企业" />}
              </Panel>
              <Panel title="链上龙头企业" loading={!chain} empty={chain ? chain.leaders.length === 0 : false}>
                {chain && (
                  <ScrollTable
                    rows={chain.leaders}
                    visible={5}
                    rowKey={(r) => r.id}
                    columns={[
                      { title: '企业名称', width: '1fr', render: (r) => r.name },
                      { title: '行业', width: '120px', render: (r) => r.industry },
                      { title: '专利', width: '56px', render: (r) => formatInt(r.patents), align: 'right' },
                    ]}
                  />
                )}
              </Panel>
              <Panel title="产业链相关政策" loading={!chain} empty={chain ? chain.policies.length === 0 : false}>
                {chain && (
                  <ScrollTable
                    rows={chain.policies}
                    visible={5}
                    rowKey={(r) => r.id}
                    columns={[
                      { title: '政策名称', width: '1fr', render: (r) => r.title },
                      { title: '发布日期', width: '104px', render: (r) => r.publish_date, align: 'right' },
                    ]}
                  />
                )}
              </Panel>
            </div>
          </>
        );
      }}
    </ScreenFrame>
  );
});

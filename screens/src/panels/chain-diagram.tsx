import type { Chain, ChainStage } from '@aikc/shared/schemas/big-screen';
import { formatInt } from '../format.ts';
import './chain-diagram.css';

export const STAGE_NAMES: Record<ChainStage, string> = { upstream: '上游', midstream: '中游', downstream: '下游' };

/** The chain as three columns of node cards (companies, policies, projects, leading companies), linked by arrows. */
export function ChainDiagram({ chain }: { chain: Chain }) {
  return (
    <div className="chain">
      {chain.stages.map((s, i) => (
        <div className="chain-stage-wrap" key={s.stage}>
          <div className={`chain-stage chain-${s.stage}`}>
            <div className="chain-stage-title">{STAGE_NAMES[s.stage]}</div>
            {s.nodes.map((n) => (
              <div className="chain-node" key={n.key}>
                <div className="chain-node-head">
                  <span className="chain-node-name">{n.name}</span>
                  <span className="chain-node-codes">{n.industry_codes.join(' / ')}</span>
                </div>
                <div className="chain-node-stats">
                  <span>
                    企业 <b>{formatInt(n.companies)}</b>
                  </span>
                  <span>
                    政策 <b>{formatInt(n.policies)}</b>
                  </span>
                  <span>
                    项目 <b>{formatInt(n.projects)}</b>
                  </span>
                </div>
                <div className="chain-node-leaders">
                  {n.leaders.length > 0 ? `龙头：${n.leaders.slice(0, 2).join('、')}` : '龙头：暂无企业'}
                </div>
              </div>
            ))}
          </div>
          {i < chain.stages.length - 1 ? <div className="chain-arrow" aria-hidden="true" /> : null}
        </div>
      ))}
    </div>
  );
}

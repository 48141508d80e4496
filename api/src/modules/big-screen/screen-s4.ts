import { CHAIN_STAGES, type Chain, type ChainNode, type S4Data } from '@aikc/shared/schemas/big-screen';
import { CHAINS, type ChainDef } from './chains.ts';
import { chainNodes, type ChainFacts } from './facts.ts';
import { foldRegions } from './regions.ts';
import {
  anyTitleMatches,
  companyBriefs,
  companyRows,
  latestPolicyIds,
  policyBriefs,
  type ScreenContext,
} from './screen-context.ts';
import { foundingTrend } from './screen-s3.ts';

/** s4 产业链要素大数据可视化平台: each chain's nodes with their companies, policies and projects. */
export async function buildS4(ctx: ScreenContext): Promise<S4Data> {
  return { chains: await Promise.all(CHAINS.map((c, i) => buildChain(ctx, c, ctx.facts.chains[i] as ChainFacts))) };
}

/**
 * Per node, how many policies and projects have a title matching one of its keywords, and the chain's own
 * total over its words and every node's: from the full-text index (screen-context.ts titleMatches).
 */
function keywordCounts(ctx: ScreenContext, kind: 'policy' | 'project', chain: ChainDef, chainWords: string[]) {
  const nodes = chainNodes(chain).map((n) => anyTitleMatches(ctx, kind, n.node.keywords));
  return { nodes: nodes.map((ids) => ids.length), chain: anyTitleMatches(ctx, kind, chainWords) };
}

async function buildChain(ctx: ScreenContext, chain: ChainDef, facts: ChainFacts): Promise<Chain> {
  const nodes = chainNodes(chain);
  const allCodes = [...new Set(nodes.flatMap((n) => n.node.codes))];
  // The chain's own words and every node's, so the chain total covers what its nodes count.
  const chainWords = [...new Set([...chain.keywords, ...nodes.flatMap((n) => n.node.keywords)])];
  // Companies per industry code of the chain (a code in the chain: one of its prefixes, as stored).
  const byCode = [...ctx.facts.byCode].filter(([code]) => allCodes.some((c) => code.startsWith(c)));
  const policies = keywordCounts(ctx, 'policy', chain, chainWords);
  const projects = keywordCounts(ctx, 'project', chain, chainWords);
  const leaderRows = await companyRows(
    ctx,
    facts.leaders.flatMap((t) => t.items.map((x) => x.id)),
  );
  const companiesOf = (codes: string[]) =>
    byCode.filter(([code]) => codes.some((c) => code.trim().startsWith(c))).reduce((sum, [, r]) => sum + r.n, 0);
  const ip = { invention: 0, utility: 0, design: 0 };
  for (const [, r] of byCode) {
    ip.invention += r.ip.invention;
    ip.utility += r.ip.utility;
    ip.design += r.ip.design;
  }
  const built: (ChainNode & { stage: (typeof CHAIN_STAGES)[number] })[] = nodes.map(({ stage, node }, i) => ({
    stage,
    key: node.key,
    name: node.name,
    industry_codes: node.codes,
    companies: companiesOf(node.codes),
    policies: policies.nodes[i] ?? 0,
    projects: projects.nodes[i] ?? 0,
    leaders: (facts.leaders[i]?.items ?? []).flatMap((x) => leaderRows.get(x.id)?.name ?? []),
  }));
  return {
    key: chain.key,
    name: chain.name,
    stages: CHAIN_STAGES.map((stage) => ({
      stage,
      nodes: built.filter((n) => n.stage === stage).map(({ stage: _s, ...n }) => n),
    })),
    totals: {
      companies: byCode.reduce((sum, [, r]) => sum + r.n, 0),
      policies: policies.chain.length,
      projects: projects.chain.length,
      patents: ip.invention + ip.utility + ip.design,
    },
    region: foldRegions([...facts.region].map(([region_code, n]) => ({ region_code, n }))),
    founding: foundingTrend(facts.founded, ctx.today, 10),
    leaders: await companyBriefs(ctx, facts.top),
    policies: await policyBriefs(ctx, latestPolicyIds(ctx.facts, 15, policies.chain)),
  };
}

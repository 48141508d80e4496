import { sql } from 'kysely';
import { CHAIN_STAGES, type Chain, type ChainNode, type S4Data } from '@aikc/shared/schemas/big-screen';
import { todayCst } from '../../lib/time.ts';
import { foundingTrend, ipTotals, latestPolicies, regionDistribution, topCompanies, type CompanyWhere, type Db } from './aggregates.ts';
import { CHAINS, type ChainDef, type ChainNodeDef } from './chains.ts';

/** s4 产业链要素大数据可视化平台: each chain's nodes with their companies, policies and projects. */
export async function loadS4(db: Db, now = Date.now()): Promise<S4Data> {
  const today = todayCst(now);
  return { chains: await Promise.all(CHAINS.map((c) => loadChain(db, c, today))) };
}

function codesWhere(codes: string[]): CompanyWhere {
  return (eb) => eb.or(codes.map((c) => eb('industry_code', 'like', `${c}%`)));
}

/** Per node, how many rows of `table` have a title holding one of the node's keywords: one scan for all nodes. */
async function keywordCounts(db: Db, table: 'policies' | 'projects', nodes: ChainNodeDef[], chainKeywords: string[]): Promise<{ nodes: number[]; chain: number }> {
  const hit = (keywords: string[]) =>
    sql<number>`sum(case when ${sql.join(keywords.map((k) => sql`title like ${`%${k}%`}`), sql` or `)} then 1 else 0 end)`;
  const columns = [...nodes.map((n, i) => hit(n.keywords).as(`n${i}`)), hit(chainKeywords).as('chain')];
  const row = (await db.selectFrom(table as 'policies').select(columns).executeTakeFirst()) as Record<string, unknown> | undefined;
  return { nodes: nodes.map((_, i) => Number(row?.[`n${i}`] ?? 0)), chain: Number(row?.chain ?? 0) };
}

async function nodeLeaders(db: Db, node: ChainNodeDef): Promise<string[]> {
  const rows = await db
    .selectFrom('companies')
    .select('name')
    .where(codesWhere(node.codes))
    .orderBy('registered_capital', 'desc')
    .orderBy('id', 'asc')
    .limit(3)
    .execute();
  return rows.map((r) => r.name);
}

async function loadChain(db: Db, chain: ChainDef, today: string): Promise<Chain> {
  const nodes = CHAIN_STAGES.flatMap((stage) => chain.stages[stage].map((node) => ({ stage, node })));
  const allCodes = [...new Set(nodes.flatMap((n) => n.node.codes))];
  const inChain = codesWhere(allCodes);
  // The chain's own words and every node's, so the chain total covers what its nodes count.
  const chainWords = [...new Set([...chain.keywords, ...nodes.flatMap((n) => n.node.keywords)])];
  const [byCode, companies, policies, projects, leadersPerNode, ip, region, founding, leaders, policyList] = await Promise.all([
    db.selectFrom('companies').select(['industry_code', (eb) => eb.fn.countAll<number>().as('n')]).where(inChain).groupBy('industry_code').execute(),
    db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).where(inChain).executeTakeFirstOrThrow(),
    keywordCounts(db, 'policies', nodes.map((n) => n.node), chainWords),
    keywordCounts(db, 'projects', nodes.map((n) => n.node), chainWords),
    Promise.all(nodes.map((n) => nodeLeaders(db, n.node))),
    ipTotals(db, inChain),
    regionDistribution(db, 'companies', inChain),
    foundingTrend(db, today, 10, inChain),
    topCompanies(db, 15, inChain),
    latestPolicies(db, 15, chainWords),
  ]);
  const companiesOf = (codes: string[]) =>
    byCode.filter((r) => codes.some((c) => r.industry_code.trim().startsWith(c))).reduce((sum, r) => sum + Number(r.n), 0);
  const built: (ChainNode & { stage: (typeof CHAIN_STAGES)[number] })[] = nodes.map(({ stage, node }, i) => ({
    stage,
    key: node.key,
    name: node.name,
    industry_codes: node.codes,
    companies: companiesOf(node.codes),
    policies: policies.nodes[i] ?? 0,
    projects: projects.nodes[i] ?? 0,
    leaders: leadersPerNode[i] ?? [],
  }));
  return {
    key: chain.key,
    name: chain.name,
    stages: CHAIN_STAGES.map((stage) => ({ stage, nodes: built.filter((n) => n.stage === stage).map(({ stage: _s, ...n }) => n) })),
    totals: { companies: Number(companies.n), policies: policies.chain, projects: projects.chain, patents: ip.invention + ip.utility + ip.design },
    region,
    founding,
    leaders,
    policies: policyList,
  };
}

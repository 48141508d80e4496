import { CompanyApi, PolicyApi, ProjectApi } from '@aikc/shared/api-paths';

/**
 * The layer bench's mixed workload (issue 15): public list calls as visitors make them, 60 % policy, 20 %
 * company, 20 % project; a keyword from 40 (or none), random filters, page 1-3, either sort. One request in
 * five repeats one of the last 50 (a visitor paging back, a shared link): the rest are new combinations,
 * most of which no earlier request asked for. Deterministic per seed, so phases differ only by the layer.
 */
const WORDS = [
  '',
  '补贴',
  '人才',
  '高企',
  '高新技术',
  '研发费用',
  '人才引进',
  '专精特新',
  '知识产权',
  '数字经济',
  '新能源',
  '科技创新',
  '人工智能',
  '孵化器',
  '技术改造',
  '创新',
  '企业',
  '数字化转型',
  '科技',
  '资金',
  '奖励',
  '申报',
  '认定',
  '产业',
  '项目',
  '制造',
  '软件',
  '医药',
  '节能',
  '环保',
  '金融',
  '税收',
  '贷款',
  '园区',
  '平台',
  '研发',
  '成果转化',
  '标准',
  '质量',
  '品牌',
];
const PROVINCES = ['', '', '440000', '320000', '110000', '330000'];
const LEVELS = ['national', 'provincial', 'municipal', 'district'] as const;

export interface Call {
  path: string;
  body: string;
}

/** mulberry32: small, seedable, good enough for picking requests. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function mixedCalls(seed: number): () => Call {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const recent: Call[] = [];
  return () => {
    if (recent.length >= 10 && r() < 0.2) return pick(recent);
    const common = {
      keyword: pick(WORDS),
      province: pick(PROVINCES),
      page: 1 + Math.floor(r() * 3),
      sort: r() < 0.5 ? 'relevance' : 'date',
    };
    const x = r();
    let call: Call;
    if (x < 0.6) {
      const levels = LEVELS.filter(() => r() < 0.3);
      call = {
        path: PolicyApi.list,
        body: JSON.stringify({ ...common, levels, validity: pick(['all', 'all', 'valid', 'expired']) }),
      };
    } else if (x < 0.8) call = { path: CompanyApi.list, body: JSON.stringify(common) };
    else
      call = {
        path: ProjectApi.list,
        body: JSON.stringify({ ...common, status: pick(['all', 'all', 'open', 'closed']) }),
      };
    recent.push(call);
    if (recent.length > 50) recent.shift();
    return call;
  };
}

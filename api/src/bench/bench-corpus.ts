import type { Db } from '../db/database.ts';
import { buildAgency, buildLabel, buildPolicies } from '../../test-kit/content-builders.ts';

/**
 * A synthetic policy corpus for benchmarking before the real generator lands: titles and bodies drawn from
 * policy vocabulary, spread over provinces, levels, types, labels and ten years, written (and indexed) in
 * batches through the same writer as everything else.
 */
const TOPICS = [
  '高新技术企业认定',
  '研发费用加计扣除',
  '专精特新企业认定',
  '人才引进',
  '科技型中小企业',
  '数字化转型',
  '智能制造',
  '首台套',
  '孵化器',
  '知识产权',
  '贴息贷款',
  '稳岗补贴',
  '技改补助',
  '产学研合作',
  '揭榜挂帅',
  '新能源汽车',
  '集成电路',
  '生物医药',
  '人工智能',
  '绿色低碳',
];
const VERBS = ['关于支持', '关于推进', '关于加快', '关于做好', '关于印发', '关于实施'];
const TAILS = ['的若干措施', '的实施细则', '的通知', '管理办法', '工作方案', '扶持政策'];
const SENTENCES = [
  '对符合条件的企业给予最高500万元资金补贴。',
  '鼓励企业加大研发投入，按规定享受税收优惠。',
  '支持高企申报，认定后给予一次性奖励。',
  '加强人才队伍建设，落实人才安居政策。',
  '推动产业链上下游协同创新。',
  '各地要结合实际，制定具体实施办法。',
  '本办法自发布之日起施行，有效期五年。',
  '申报单位应在本市注册并具有独立法人资格。',
  '对新认定的国家级企业技术中心给予奖励。',
  '统筹用好各类专项资金，提高资金使用效益。',
];
const PROVINCES = ['110000', '310000', '440000', '320000', '330000', '510000', '420000', '370000', '000000'];
const LEVELS = ['national', 'provincial', 'municipal', 'district'] as const;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export async function buildBenchCorpus(h: Db, n: number, log: (msg: string) => void): Promise<void> {
  const r = rng(42);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)] as T;
  const agencies = await Promise.all([0, 1, 2, 3, 4].map((i) => buildAgency(h, { name: `发文机关${i}` })));
  const types = await Promise.all(
    ['资金扶持', '税收优惠', '人才政策', '金融支持'].map((name) => buildLabel(h, { kind: 'policy_type', name })),
  );
  const labels = await Promise.all(
    ['人工智能', '新能源', '生物医药', '集成电路', '高端装备'].map((name) => buildLabel(h, { name })),
  );
  const BATCH = 500;
  for (let done = 0; done < n; done += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, n - done) }, () => {
      const province = pick(PROVINCES);
      const year = 2016 + Math.floor(r() * 10);
      const date = `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
      const body = Array.from({ length: 8 }, () => pick(SENTENCES)).join('');
      return {
        title: `${pick(VERBS)}${pick(TOPICS)}${pick(TAILS)}`,
        province_code: province,
        region_code: province,
        level: province === '000000' ? ('national' as const) : pick(LEVELS),
        agency_id: pick(agencies),
        type_id: pick(types),
        labelIds: [pick(labels)],
        publish_date: date,
        effective_date: date,
        expire_date: r() < 0.3 ? `${year + 3}-12-31` : null,
        summary: `${pick(SENTENCES)}${pick(TOPICS)}相关工作。`,
        body_html: `<p>${body}</p>`,
      };
    });
    await buildPolicies(h, batch);
    if ((done / BATCH) % 10 === 0) log(`corpus: ${done + batch.length}/${n}`);
  }
}

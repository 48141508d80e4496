import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@aikc/shared/socket-events';
import { findProvince, SELECTOR_PROVINCES } from '@aikc/shared/regions';
import { importContent, type RawItem } from '../../api/src/modules/content-import/importer.ts';
import { policyTerms } from '../../api/src/modules/push/terms.ts';
import { bumpSubscriptionVersion, PushMatcher, subscriptionIndex } from '../../api/src/modules/push/matcher.ts';
import { buildUser } from '../../api/test-kit/builders.ts';
import { startStack } from '../src/stack.ts';

/**
 * `npm run bench -- --push`: the push engine against 100,000 subscriptions.
 *   1. 1,000 new policies imported through the importer (write, index, search state, match, pushes in the
 *      writers' transactions), timed whole, with the index build and the matching alone timed apart.
 *   2. A subscribed user's badge: the time from an import's commit to the `badge.count` socket event, over
 *      the whole stack (API, gateway with its default poll, edge), 10 times.
 */
const SUBS = Number(process.env.PUSH_BENCH_SUBS ?? 100_000);
const POLICIES = Number(process.env.PUSH_BENCH_POLICIES ?? 1000);
const out = (s: string) => process.stdout.write(`${s}\n`);

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** 100 subscribable words, so a keyword is shared by ~1% of subscriptions, as in a real portal's long tail. */
const KEYWORDS = [
  '集成电路',
  '人工智能',
  '生物医药',
  '新能源汽车',
  '高新技术企业',
  '专精特新',
  '研发费用',
  '智能制造',
  '数字化转型',
  '知识产权',
  '人才引进',
  '首台套',
  '孵化器',
  '绿色低碳',
  '低空经济',
  '量子',
  '储能',
  '工业互联网',
  '跨境电商',
  '种业',
  '光伏',
  '氢能',
  '锂电池',
  '机器人',
  '无人机',
  '卫星',
  '北斗',
  '芯片',
  '软件',
  '大数据',
  '云计算',
  '区块链',
  '物联网',
  '虚拟现实',
  '元宇宙',
  '医疗器械',
  '创新药',
  '中医药',
  '养老',
  '托育',
  '文旅',
  '会展',
  '物流',
  '冷链',
  '预制菜',
  '农产品',
  '乡村振兴',
  '林业',
  '渔业',
  '海洋',
  '港口',
  '航运',
  '航空',
  '高铁',
  '新材料',
  '石墨烯',
  '稀土',
  '钢铁',
  '化工',
  '纺织',
  '服装',
  '家具',
  '食品',
  '白酒',
  '茶叶',
  '中小企业',
  '个体工商户',
  '小微企业',
  '融资担保',
  '贷款贴息',
  '上市',
  '债券',
  '保险',
  '创业投资',
  '天使投资',
  '科技金融',
  '技术改造',
  '设备更新',
  '节能',
  '环保',
  '污水',
  '垃圾分类',
  '碳达峰',
  '新型储能',
  '充电桩',
  '智慧城市',
  '数字政府',
  '信息安全',
  '数据要素',
  '算力',
  '大模型',
  '工业设计',
  '品牌',
  '标准化',
  '质量',
  '检验检测',
  '认证',
  '商标',
  '专利',
];
const SENTENCES = [
  '对符合条件的企业给予最高500万元资金补贴。',
  '鼓励企业加大研发投入，按规定享受税收优惠。',
  '加强人才队伍建设，落实人才安居政策。',
  '推动产业链上下游协同创新。',
  '申报单位应在本地注册并具有独立法人资格。',
];

async function main(): Promise<void> {
  out(`[push-bench] starting the stack (API with its seeded corpus, gateway, edge)`);
  const stack = await startStack({ env: { LOG_LEVEL: 'warn' } });
  try {
    const db = stack.db.db;
    const r = rng(7);
    const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)] as T;
    const provinces = SELECTOR_PROVINCES.filter((p) => p.id !== 0).map((p) => String(p.id));
    const types = await db.selectFrom('labels').select(['id', 'name']).where('kind', '=', 'policy_type').execute();
    const industries = await db
      .selectFrom('labels')
      .select(['id', 'name'])
      .where('kind', '=', 'industry')
      .where('parent_id', 'is', null)
      .execute();
    const agencies = await db
      .selectFrom('agencies')
      .select(['id', 'name', 'region_code'])
      .where('level', '=', 'provincial')
      .execute();

    // 1,000 users own the subscriptions (100 each); every subscription has a region and one or two more conditions.
    let t = performance.now();
    const users: number[] = [];
    for (let i = 0; i < 1000; i++) users.push((await buildUser(db)).id);
    const now = Date.now();
    const cities = provinces.flatMap((p) => findProvince(p)?.cities.map((c) => c.code) ?? []);
    const rows = Array.from({ length: SUBS }, (_, i) => {
      // Most users watch their city, some their whole province; each adds words or an industry and a type.
      const c = {
        regions: [r() < 0.6 ? pick(cities) : pick(provinces)],
        labels: [] as number[],
        types: [] as number[],
        agencies: [] as number[],
        industries: [] as number[],
        keywords: [] as string[],
      };
      const shape = r();
      if (shape < 0.6) c.keywords.push(pick(KEYWORDS));
      else if (shape < 0.8) c.keywords.push(pick(KEYWORDS), pick(KEYWORDS));
      else c.industries.push(pick(industries).id);
      if (r() < 0.3) c.types.push(pick(types).id);
      return {
        user_id: users[i % users.length] as number,
        name: `订阅${i + 1}`,
        conditions: JSON.stringify(c),
        paused: 0,
        created_at: now,
        updated_at: now,
      };
    });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto('subscriptions')
          .values(rows.slice(i, i + 500))
          .execute();
      await bumpSubscriptionVersion(trx);
    });
    out(
      `[push-bench] ${SUBS} subscriptions of ${users.length} users written in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const item = (n: number, region: string, keyword: string) => {
      const province = `${region.slice(0, 2)}0000`;
      const agency = agencies.find((a) => a.region_code === province) ?? pick(agencies);
      return {
        kind: 'policy',
        source_id: `bench-${n}`,
        title: `关于支持${keyword}产业高质量发展的若干措施（${n}）`,
        doc_no: `测〔2026〕${n}号`,
        agency: agency.name,
        level: region === province ? ('provincial' as const) : ('municipal' as const),
        region_code: region,
        type: pick(types).name,
        labels: [pick(industries).name],
        publish_date: '2026-11-24',
        summary: `支持${keyword}企业发展。`,
        body_html: `<p>${Array.from({ length: 12 }, () => pick(SENTENCES)).join('')}</p>`,
      };
    };
    const items: RawItem[] = Array.from({ length: POLICIES }, (_, i) => ({
      line: i + 1,
      raw: item(i + 1, r() < 0.6 ? pick(cities) : pick(provinces), pick(KEYWORDS)),
    }));

    // This process serves no searches (the API runs in its own); its matcher is the importer's below too.
    const writes = { search: null, pushMatcher: new PushMatcher() };
    // The matcher alone: the index build from the database, then 1,000 policies' terms and matches.
    t = performance.now();
    const index = await subscriptionIndex(writes.pushMatcher, db);
    const buildMs = performance.now() - t;
    t = performance.now();
    let matches = 0;
    for (const { raw } of items) {
      const p = raw as ReturnType<typeof item>;
      matches += index.match(
        policyTerms({
          id: 0,
          title: p.title,
          summary: p.summary,
          body_text: p.body_html.replace(/<[^>]+>/g, ''),
          province_code: `${p.region_code.slice(0, 2)}0000`,
          city_code: p.region_code.endsWith('0000') ? '000000' : `${p.region_code.slice(0, 4)}00`,
          region_code: p.region_code,
          level: p.level,
          type_id: 0,
          agency_id: 0,
          labelIds: [],
        }),
      ).length;
    }
    const matchMs = performance.now() - t;
    out(
      `[push-bench] index of ${index.size} subscriptions built in ${buildMs.toFixed(0)} ms; ${POLICIES} policies matched in ${matchMs.toFixed(0)} ms (${matches} matches on regions and keywords; types and industries are left out here)`,
    );

    t = performance.now();
    const report = await importContent(stack.db, writes, items);
    const importS = (performance.now() - t) / 1000;
    out(
      `[push-bench] import of ${POLICIES} policies against ${SUBS} subscriptions: ${importS.toFixed(2)} s (target <= 10 s): inserted ${report.inserted}, pushes ${report.pushes}, failed ${report.failed.length}`,
    );

    // Badge: commit -> socket event, through the edge and the gateway's badge topic.
    const user = await buildUser(db);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('subscriptions')
        .values({
          user_id: user.id,
          name: '上海集成电路',
          conditions: JSON.stringify({
            regions: ['310000'],
            labels: [],
            types: [],
            agencies: [],
            industries: [],
            keywords: ['集成电路'],
          }),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await bumpSubscriptionVersion(trx);
    });
    const socket: Socket = io(stack.baseUrl, {
      path: SOCKET_PATH,
      auth: { token: user.token },
      transports: ['websocket'],
    });
    let last = -1;
    const waiters: ((n: number) => void)[] = [];
    socket.on('badge.count', (p: { total: number }) => {
      last = p.total;
      for (const w of waiters.splice(0)) w(p.total);
    });
    const next = (want: number) =>
      new Promise<number>((resolve) => {
        if (last === want) return resolve(performance.now());
        const check = (n: number) => (n === want ? resolve(performance.now()) : waiters.push(check));
        waiters.push(check);
      });
    await next(0);
    const latencies: number[] = [];
    for (let i = 1; i <= 10; i++) {
      // Spread the commits over the poll phase, as real imports would be.
      await new Promise((res) => setTimeout(res, 150 + Math.floor(r() * 600)));
      const arrived = next(i);
      await importContent(stack.db, writes, [{ line: 1, raw: item(100_000 + i, '310000', '集成电路') }]);
      const committed = performance.now();
      latencies.push((await arrived) - committed);
    }
    socket.close();
    latencies.sort((a, b) => a - b);
    out(
      `[push-bench] badge commit -> socket event over 10 imports: p50 ${latencies[4]?.toFixed(0)} ms, max ${latencies[9]?.toFixed(0)} ms (target <= 1000 ms; BADGE_POLL_MS default 800)`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[push-bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

import { money } from './clauses.ts';
import type { SeedContext } from './context.ts';
import { addDays, chineseDate, toDay } from './dates.ts';
import { drawCity, drawProvince, isMunicipality, provinceOf, regionColumns } from './geo.ts';
import { SECTORS } from './industries.ts';
import { pastOffset, placeName, policyHeader, type PolicyHeader } from './policy-header.ts';
import { Rng } from './rng.ts';
import type { InterpretationRow, NewsRow } from './rows.ts';
import { cn, policyClauses, policySubject } from './policy-body.ts';
import { workingDayOnOrAfter, workingDayOnOrBefore } from './workdays.ts';

/**
 * The policy an interpretation (or project) follows, of the wanted kind (rules for a 解读, a call for a
 * project): a few draws, then the nearest row of that kind after the last draw; null when the corpus has none.
 */
export function linkedPolicy(ctx: SeedContext, rng: Rng, want: PolicyHeader['kind']): PolicyHeader | null {
  const total = ctx.sizes.policies;
  let n = rng.int(1, total);
  for (let i = 0; i < 4; i++) {
    if (policyHeader(ctx, n).kind === want) return policyHeader(ctx, n);
    n = rng.int(1, total);
  }
  for (let k = 0; k < total; k++) {
    const h = policyHeader(ctx, ((n - 1 + k) % total) + 1);
    if (h.kind === want) return h;
  }
  return null;
}

const MEDIA = ['新华社', '人民日报', '科技日报', '经济日报', '光明日报', '中国新闻网', '央广网', '中国科技网'];
const PROVINCE_PAPER: Record<string, string> = {
  '440000': '南方日报',
  '320000': '新华日报',
  '330000': '浙江日报',
  '110000': '北京日报',
  '310000': '解放日报',
  '370000': '大众日报',
  '510000': '四川日报',
  '420000': '湖北日报',
  '430000': '湖南日报',
  '410000': '河南日报',
};

export function generateInterpretation(ctx: SeedContext, n: number): InterpretationRow {
  const rng = Rng.for(ctx.seed, 'interpretation', n);
  const h = linkedPolicy(ctx, rng, 'measure') ?? policyHeader(ctx, rng.int(1, ctx.sizes.policies));
  const name = `《${h.docName}》`;
  const kind = rng.int(0, 4);
  const title = [
    `一图读懂${name}`,
    `${name}政策解读`,
    `${h.agency.short_name}有关负责人就${name}答记者问`,
    `图解：${name}`,
    `关于${name}的解读`,
  ][kind] as string;
  // A 解读 follows its document within two weeks, on a working day, never after today.
  const day = workingDayOnOrAfter(addDays(h.publish_date, rng.int(0, 10)));
  const publish_date = toDay(day) > toDay(ctx.today) ? h.publish_date : day;
  const subject = policySubject(h);
  const region = placeName(h.place);
  const clauses = policyClauses(ctx, h);
  const cite = h.theme?.cites ? `根据《${h.theme.cites.title}》（${h.theme.cites.docNo}）精神，` : '';
  const sections: [string, string][] = [
    [
      '出台背景',
      `${cite}为进一步优化${region}创新生态，推动${subject}高质量发展，${h.agency.short_name}在深入调研、广泛征求意见的基础上，制定了${name}，于${chineseDate(h.publish_date)}印发。`,
    ],
    [
      '支持对象',
      `在${region}依法注册登记、具有独立法人资格、从事${subject}相关研发、生产或服务的企业、高等院校、科研机构等创新主体，均可按规定申请支持。`,
    ],
    [
      '支持标准',
      h.maxAmount > 0
        ? `${clauses.join('')}单个项目（单位）当年度获得的支持金额最高不超过${money(h.maxAmount)}。`
        : '本文件不涉及资金支持事项。',
    ],
    [
      '申报程序',
      `支持事项按照单位申报、审核推荐、专家评审、社会公示、下达资金的程序办理。具体申报时间和要求以${h.agency.short_name}发布的年度申报通知为准。`,
    ],
    [
      '施行时间',
      `${name}自${chineseDate(h.effective_date)}起施行${h.expire_date ? `，有效期至${chineseDate(h.expire_date)}` : ''}。`,
    ],
  ];
  const body_html =
    kind === 2
      ? sections.map(([q, a]) => `<p><strong>问：请介绍一下${name}的${q}。</strong></p><p>答：${a}</p>`).join('')
      : sections.map(([t, a], i) => `<h4>${cn(i + 1)}、${t}</h4><p>${a}</p>`).join('');
  return {
    id: n,
    policy_id: h.id,
    title: title.slice(0, 200),
    source: h.agency.name,
    publish_date,
    summary: `${name}由${h.agency.short_name}于${h.publish_date.slice(0, 4)}年${Number(h.publish_date.slice(5, 7))}月发布，本文从出台背景、支持对象、支持标准、申报程序等方面进行解读。`,
    body_html,
    view_count: Math.round(rng.logRange(30, 3000)),
  };
}

export function generateNews(ctx: SeedContext, n: number): NewsRow {
  const rng = Rng.for(ctx.seed, 'news', n);
  const publish_date = workingDayOnOrBefore(addDays(ctx.today, -pastOffset(rng, 730)));
  const year = Number(publish_date.slice(0, 4));
  const national = rng.chance(0.15);
  const province = national ? undefined : drawProvince(rng);
  const city = province && rng.chance(0.6) ? drawCity(rng, province) : undefined;
  const where = city ? (isMunicipality(city) ? city.name : city.name.replace(/市$/, '')) : (province?.shortName ?? '');
  const sector = SECTORS[rng.int(0, SECTORS.length - 1)] as (typeof SECTORS)[number];
  const topic = rng.pick(sector.children);
  const num = rng.int(12, 980);
  const pct = rng.range(5, 35).toFixed(1);
  const batch = cn(Math.max(1, year - 2018));
  const [k1, k2, k3] = [rng.int(10, 30), rng.int(3, 80), rng.int(8, 60)];
  const titles: [string, string][] = national
    ? [
        [
          `科技部：${year}年全国技术合同成交额同比增长${pct}%`,
          `记者从科学技术部获悉，${year}年前三季度全国共登记技术合同${num}万项，成交额同比增长${pct}%，企业技术创新主体地位持续巩固。`,
        ],
        [
          `工信部公布第${batch}批专精特新“小巨人”企业名单`,
          `工业和信息化部近日公布第${batch}批专精特新“小巨人”企业名单，共有${num * 3}家企业入选，${topic}等领域企业占比明显提升。`,
        ],
        [
          `国务院常务会议部署进一步支持${topic}产业发展`,
          `会议指出，要加大对${topic}等战略性新兴产业的支持力度，强化企业科技创新主体地位，推动创新链产业链资金链人才链深度融合。`,
        ],
        [
          `全国高新技术企业数量超过${rng.int(42, 50)}万家`,
          `据科技部统计，全国高新技术企业研发投入占全国企业研发投入的比重超过七成，成为科技创新的重要力量。`,
        ],
      ]
    : [
        [
          `${where}出台${k1}条措施支持${topic}产业发展`,
          `近日，${where}印发支持${topic}产业发展的若干措施，从技术攻关、场景开放、人才引育、金融支持等方面提出${k1}条具体举措，最高给予${rng.pick([500, 1000, 2000, 3000])}万元支持。`,
        ],
        [
          `${year}年${where}新认定高新技术企业${num}家`,
          `记者从${where}科技部门获悉，${year}年${where}新认定高新技术企业${num}家，有效期内高新技术企业总数再创新高，${topic}领域企业数量增长最快。`,
        ],
        [
          `${where}${k2}家企业入选国家级专精特新“小巨人”企业名单`,
          `工业和信息化部近日公布第${batch}批专精特新“小巨人”企业名单，${where}共有${k2}家企业入选，主要集中在${sector.name}等领域。`,
        ],
        [
          `${where}${topic}产业规模突破${rng.int(1, city ? 10 : 40) * 50}亿元`,
          `据统计，${where}${topic}产业规模同比增长${pct}%，集聚相关企业${num}家，已形成从研发设计到生产制造的较完整产业链。`,
        ],
        [
          `${where}举办${year}年${topic}产业对接会 现场签约项目${k3}个`,
          `本次对接会聚焦${topic}产业链上下游协同，吸引了高校院所、投资机构和重点企业代表参加，现场签约项目总投资超过${rng.int(10, 300)}亿元。`,
        ],
        [
          `前三季度${where}技术合同成交额同比增长${pct}%`,
          `记者从${where}科技部门获悉，前三季度${where}技术合同成交额同比增长${pct}%，企业作为技术吸纳方的占比超过八成。`,
        ],
      ];
  const [title, lead] = rng.pick(titles);
  const paper = province ? PROVINCE_PAPER[province.code] : undefined;
  const source = national
    ? rng.pick(MEDIA)
    : rng.pick([
        ...MEDIA.slice(0, 3),
        paper ?? `${province?.name ?? ''}人民政府网站`,
        `${city ? city.name : (province?.name ?? '')}人民政府网站`,
        `${where}科技局`.replace(/^(北京|上海|天津|重庆)科技局$/, '$1市科委'),
      ]);
  const paragraphs = [
    lead,
    `据介绍，下一步${where || '各地'}将持续优化创新创业生态，加强政策宣传解读和精准推送，推动惠企政策“免申即享”“直达快享”，让更多科技型企业享受到政策红利。`,
    `业内人士认为，${topic}是${sector.name}的重要方向，随着支持政策不断完善，相关企业研发投入和创新产出将进一步提升。`,
  ];
  const place = city
    ? { level: 'municipal' as const, province: provinceOf(city), city }
    : province
      ? { level: 'provincial' as const, province }
      : { level: 'national' as const };
  const cols = regionColumns(place);
  return {
    id: n,
    title,
    source: source.slice(0, 64),
    region_code: cols.region_code,
    province_code: cols.province_code,
    publish_date,
    summary: lead.slice(0, 120),
    body_html: paragraphs.map((p) => `<p>${p}</p>`).join(''),
    view_count: Math.round(rng.logRange(50, 8000)),
  };
}

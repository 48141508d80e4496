import { money, supportClauses } from './clauses.ts';
import { companyName } from './company-names.ts';
import type { SeedContext } from './context.ts';
import { chineseDate, morningMs, toDay } from './dates.ts';
import { provinceOf } from './geo.ts';
import { SECTORS } from './industries.ts';
import { policyHeader, type PolicyHeader } from './policy-header.ts';
import { callBody, listBody, measureBody, type BodyContext } from './policy-sections.ts';
import { Rng } from './rng.ts';
import { themesIn } from './theme-words.ts';
import type { AttachmentRow, PolicyBatchRow } from './rows.ts';

export { cn } from './policy-sections.ts';

const TOPICS_BY_TYPE: Record<string, number[]> = {
  资质认定: [0, 1, 3],
  税收优惠: [2, 1],
  人才政策: [9],
  金融支持: [8],
  平台建设: [5, 6, 10],
  成果转化: [7, 11],
  创新创业: [3, 5],
  资金扶持: [12, 13, 0],
  数字化转型: [13],
  知识产权: [7],
};

/** The industry a policy is about (an industry label: 人工智能, 集成电路 ...). */
export function policyTopic(h: PolicyHeader): string {
  return (SECTORS[h.sector] as { children: string[] }).children[h.child] as string;
}

/** A type's field, for titles that name neither a theme nor an industry (never a theme word itself). */
const FIELD: Record<string, string> = {
  资金扶持: '科技创新专项资金',
  税收优惠: '税收优惠政策',
  资质认定: '企业资质认定',
  人才政策: '科技人才',
  金融支持: '科技金融',
  平台建设: '创新平台建设',
  知识产权: '知识产权工作',
  成果转化: '技术转移',
  创新创业: '创新创业',
  数字化转型: '企业数字化',
};

/** What the title names: the row's theme, else a theme the title names, else its industry, else its field. */
export function policySubject(h: PolicyHeader): string {
  if (h.theme) return h.theme.theme.name;
  const [named] = themesIn(h.title);
  if (named) return named;
  const topic = policyTopic(h);
  return h.title.includes(topic) ? topic : (FIELD[h.type] ?? '科技创新');
}

/**
 * The support clauses of policy n, from their own stream: its body, its interpretations and the projects
 * derived from it state the same ones. A list offers none.
 */
export function policyClauses(ctx: SeedContext, h: PolicyHeader): string[] {
  if (h.kind === 'list') return [];
  const rng = Rng.for(ctx.seed, 'policy-clauses', h.id);
  const own = h.theme?.theme.name ?? policySubject(h);
  // Clauses that name another theme (a 小巨人 award in a 首台（套） document) are left out.
  const fitting = supportClauses(h.type, h.maxAmount, policyTopic(h), rng, 6).filter((c) =>
    [...themesIn(c)].every((t) => t === own),
  );
  return fitting.slice(0, h.theme ? 2 : 3);
}

function attachmentsFor(h: PolicyHeader, rng: Rng, firstId: number): AttachmentRow[] {
  const names: [string, string, number, number][] = [];
  if (h.kind === 'list') names.push([`${h.year}年度${policySubject(h)}名单`, 'xlsx', 20_000, 400_000]);
  else if (h.kind === 'call') {
    names.push([`${h.year}年度项目申报书（模板）`, 'docx', 30_000, 300_000]);
    names.push(['申报汇总表', 'xlsx', 9_000, 60_000]);
    names.push(['申报单位信用承诺书', 'docx', 12_000, 40_000]);
    if (rng.chance(0.4)) names.push([`${h.year}年度申报指南`, 'pdf', 150_000, 3_000_000]);
  } else {
    names.push(['项目申报书（参考格式）', 'docx', 30_000, 300_000]);
    if (rng.chance(0.5)) names.push(['绩效目标申报表', 'xlsx', 9_000, 60_000]);
  }
  return names.map(([name, ext, lo, hi], i) => ({
    id: firstId + i,
    policy_id: h.id,
    name: `附件${i + 1}：${name}.${ext}`,
    file_type: ext,
    size_bytes: Math.round(rng.logRange(lo, hi)),
  }));
}

/** The units a list names, with their city: generated company names of the document's place (demo, like every company). */
function listEntries(h: PolicyHeader, rng: Rng): [string, string][] {
  const province = h.place.province;
  if (!province) return [];
  const sector = SECTORS[h.sector] as (typeof SECTORS)[number];
  const names = new Map<string, string>();
  const count = rng.int(60, 120);
  for (let i = 0; names.size < count && i < count * 3; i++) {
    const city = h.place.city ?? rng.pick(province.cities);
    names.set(companyName(rng, city, provinceOf(city), sector, false), h.place.district?.name ?? city.name);
  }
  return [...names];
}

function summaryOf(h: PolicyHeader, subject: string): string {
  const issuers = [h.agency.name, ...h.coIssuers].join('、');
  if (h.kind === 'list') {
    const act = h.title.includes('公示') ? '公示' : '公布';
    return `${issuers}${act}${h.year}年度${subject}名单，列明经申报、审核推荐和专家评审确定的单位，并明确异议受理方式。`;
  }
  if (h.kind === 'call') {
    const win = h.window as { start: string; end: string };
    return `${issuers}组织开展${h.year}年度${subject}申报工作，明确支持对象、申报条件和支持标准，单个项目最高支持${money(h.maxAmount)}，网上申报时间为${chineseDate(win.start)}至${chineseDate(win.end)}。`;
  }
  return `${issuers}制定《${h.docName}》，围绕${subject}明确支持对象、申报条件、支持标准和申报程序，对符合条件的单个项目最高给予${money(h.maxAmount)}支持。`;
}

/** The complete policy n with its labels and attachments; attachment ids are derived from n. */
export function generatePolicy(ctx: SeedContext, n: number, attachmentIdBase: number): PolicyBatchRow {
  const h = policyHeader(ctx, n);
  const rng = Rng.for(ctx.seed, 'policy-body', n);
  const attachments = attachmentsFor(h, rng, attachmentIdBase);
  const subject = policySubject(h);
  const b: BodyContext = {
    h,
    rng,
    subject,
    clauses: policyClauses(ctx, h),
    attachments: attachments.map((a) => a.name.replace(/^附件\d+：/, '')),
  };
  const body = h.kind === 'list' ? listBody(b, listEntries(h, rng)) : h.kind === 'call' ? callBody(b) : measureBody(b);
  const topicPool = TOPICS_BY_TYPE[h.type] ?? [];
  const topics = rng
    .sample(topicPool, rng.int(0, Math.min(2, topicPool.length)))
    .map((i) => ctx.labels.topicIds[i] as number);
  const sectorIds = ctx.labels.sectors[h.sector] as { id: number; childIds: number[] };
  const labelIds = [sectorIds.id, sectorIds.childIds[h.child] as number, ...topics];
  const ms = morningMs(h.publish_date, rng.int(0, 540));
  const viewsAge = Math.max(1, toDay(ctx.today) - toDay(h.publish_date));
  return {
    policy: {
      id: n,
      title: h.title,
      doc_no: h.doc_no,
      agency_id: h.agency.id,
      level: h.level,
      region_code: h.agency.region_code,
      province_code: h.place.province?.code ?? '000000',
      city_code: h.place.city?.code ?? '000000',
      type_id: ctx.labels.typeId[h.type],
      publish_date: h.publish_date,
      effective_date: h.effective_date,
      expire_date: h.expire_date,
      summary: summaryOf(h, subject),
      body_html: body,
      source_url: '',
      view_count: Math.round(rng.logRange(20, 400) * Math.log2(viewsAge + 1)),
      created_at: ms,
      updated_at: ms,
    },
    labelIds: [...new Set(labelIds)],
    attachments,
    reprints: [],
  };
}

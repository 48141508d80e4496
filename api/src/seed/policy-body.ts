import { conditions, materials, money, supportClauses } from './clauses.ts';
import type { SeedContext } from './context.ts';
import { addDays, chineseDate, morningMs, toDay } from './dates.ts';
import { SECTORS } from './industries.ts';
import { placeName, policyHeader, type PolicyHeader } from './policy-header.ts';
import { reprintsOf, themeParagraph } from './policy-themes.ts';
import { FIRST_FREE_ROW } from './policy-header.ts';
import { Rng } from './rng.ts';
import type { AttachmentRow, PolicyBatchRow } from './rows.ts';

const NUM = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
export const cn = (i: number): string =>
  i <= 10 ? (NUM[i - 1] as string) : i < 20 ? `十${NUM[i - 11] ?? ''}` : `二十${NUM[i - 21] ?? ''}`;

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

function addressee(h: PolicyHeader): string {
  if (h.level === 'national') return '各省、自治区、直辖市及计划单列市、新疆生产建设兵团有关部门';
  if (h.level === 'provincial') return '各地级以上市有关部门，各有关单位';
  if (h.level === 'municipal') return '各区（县）有关部门，各有关单位';
  return '各街道办事处、区属各部门，各有关企业';
}

function scopeWord(h: PolicyHeader): string {
  return h.docName.endsWith('办法')
    ? '办法'
    : h.docName.endsWith('细则')
      ? '细则'
      : h.docName.endsWith('方案')
        ? '方案'
        : '措施';
}

function articles(h: PolicyHeader, rng: Rng, topic: string): string {
  const w = scopeWord(h);
  const region = placeName(h.place) || '全国';
  const local =
    h.level === 'national'
      ? ''
      : `，结合${h.level === 'provincial' ? '本省' : h.level === 'municipal' ? '本市' : '本区'}实际`;
  const chapters: [string, string[]][] = [
    [
      '总则',
      [
        `为深入贯彻落实创新驱动发展战略，加快推动${region}${topic}等产业高质量发展，根据国家和上级有关规定${local}，制定本${w}。`,
        `本${w}适用于在${region}依法注册登记、具有独立法人资格的企业、高等院校、科研机构及其他组织。`,
        '支持资金的安排和使用遵循“公开公正、突出重点、择优支持、绩效导向”的原则。',
      ],
    ],
    ['支持内容与标准', supportClauses(h.type, h.maxAmount || 50, topic, rng, rng.int(3, 5))],
    [
      '申报与审核',
      [
        `符合条件的单位按照${h.agency.short_name}发布的申报通知，通过网上申报系统提交申报材料，对材料的真实性负责。`,
        `${h.agency.short_name}组织专家或委托第三方机构进行评审，必要时开展现场核查，评审结果在门户网站公示，公示期不少于5个工作日。`,
      ],
    ],
    [
      '监督管理',
      [
        '获得支持的单位应当建立专账，专款专用，自觉接受财政、审计等部门的监督检查。',
        '对弄虚作假、骗取财政资金的，依法依规追回已拨付资金，取消其三年内申报资格，并纳入科研诚信严重失信行为记录。',
      ],
    ],
    [
      '附则',
      [
        `本${w}由${h.agency.short_name}负责解释。`,
        `本${w}自${chineseDate(h.effective_date)}起施行${h.expire_date ? `，有效期至${chineseDate(h.expire_date)}` : ''}。`,
      ],
    ],
  ];
  let n = 0;
  if (w === '办法' || w === '细则') {
    return chapters
      .map(
        ([title, items], i) =>
          `<h4>第${cn(i + 1)}章 ${title}</h4>${items.map((t) => `<p><strong>第${cn(++n)}条</strong> ${t}</p>`).join('')}`,
      )
      .join('');
  }
  return chapters
    .map(
      ([title, items], i) =>
        `<h4>${cn(i + 1)}、${title}</h4>${items.map((t, j) => `<p>（${cn(j + 1)}）${t}</p>`).join('')}`,
    )
    .join('');
}

function attachmentsFor(h: PolicyHeader, rng: Rng, firstId: number): AttachmentRow[] {
  const names: [string, string, number, number][] = [];
  if (h.template.kind === 'notice') {
    if (h.title.includes('名单')) names.push([`${h.year}年度拟认定企业名单`, 'xlsx', 20_000, 400_000]);
    else {
      names.push([`${h.year}年度项目申报书（模板）`, 'docx', 30_000, 300_000]);
      names.push(['申报汇总表', 'xlsx', 9_000, 60_000]);
      if (rng.chance(0.6)) names.push(['申报单位信用承诺书', 'docx', 12_000, 40_000]);
      if (rng.chance(0.4)) names.push([`${h.year}年度申报指南`, 'pdf', 150_000, 3_000_000]);
    }
  } else if (rng.chance(0.3)) {
    names.push([`《${h.docName}》政策文件`, 'pdf', 200_000, 2_500_000]);
  }
  return names.map(([name, ext, lo, hi], i) => ({
    id: firstId + i,
    policy_id: h.id,
    name: `附件${i + 1}：${name}.${ext}`,
    file_type: ext,
    size_bytes: Math.round(rng.logRange(lo, hi)),
  }));
}

function noticeBody(h: PolicyHeader, rng: Rng, topic: string, attachments: AttachmentRow[]): string {
  const region = placeName(h.place);
  const start = addDays(h.publish_date, rng.int(0, 7));
  const end = addDays(start, rng.int(20, 45));
  const cond = conditions(region, rng)
    .map((c) => `<li>${c}</li>`)
    .join('');
  const mats = materials(rng)
    .map((c) => `<li>${c}</li>`)
    .join('');
  const clauses = supportClauses(h.type, h.maxAmount || 50, topic, rng, rng.int(2, 3))
    .map((c, i) => `<p>（${cn(i + 1)}）${c}</p>`)
    .join('');
  return [
    `<p>${addressee(h)}：</p>`,
    `<p>为深入实施创新驱动发展战略，进一步激发${region || '各类'}市场主体创新活力，根据有关工作安排，现就${h.title.replace(/^关于/, '').replace(/的通知$/, '')}有关事项通知如下：</p>`,
    `<h4>一、申报对象</h4><p>在${region || '中国境内'}注册登记，从事${topic}等领域研发、生产和服务的企业及相关单位。</p>`,
    `<h4>二、支持方向及标准</h4>${clauses}`,
    `<h4>三、申报条件</h4><ol>${cond}</ol>`,
    `<h4>四、申报材料</h4><ol>${mats}</ol>`,
    `<h4>五、申报时间及方式</h4><p>网上申报时间为${chineseDate(start)}至${chineseDate(end)}17:00。申报单位登录申报系统在线填报，逾期不予受理。</p>`,
    `<h4>六、其他事项</h4><p>申报单位对申报材料的真实性、合法性负责。对存在弄虚作假行为的，取消其申报资格，并按规定记入信用记录。</p>`,
    attachments.length
      ? `<p>附件：${attachments
          .map((a) => a.name.replace(/^附件\d+：/, ''))
          .map((n, i) => `${i + 1}.${n}`)
          .join('<br/>')}</p>`
      : '',
    `<p style="text-align:right">${h.agency.name}</p><p style="text-align:right">${chineseDate(h.publish_date)}</p>`,
  ].join('');
}

/** The complete policy n with its labels and attachments; attachment ids are derived from n. */
export function generatePolicy(
  ctx: SeedContext,
  n: number,
  attachmentIdBase: number,
  reprintIdBase = 1,
): PolicyBatchRow {
  const h = policyHeader(ctx, n);
  const rng = Rng.for(ctx.seed, 'policy-body', n);
  const sector = SECTORS[h.sector] as (typeof SECTORS)[number];
  const topic = sector.children[h.child] as string;
  const attachments = attachmentsFor(h, rng, attachmentIdBase);
  const issuers = [h.agency.name, ...h.coIssuers];
  const preamble = h.title.startsWith('关于印发')
    ? `<p>${addressee(h)}：</p><p>现将《${h.docName}》印发给你们，请结合实际认真贯彻执行。</p><p style="text-align:right">${issuers.join('<br/>')}</p><p style="text-align:right">${chineseDate(h.publish_date)}</p><h3 style="text-align:center">${h.docName}</h3>`
    : '';
  const themed = h.theme ? themeParagraph(h.theme) : '';
  const notice = h.template.kind === 'notice' ? noticeBody(h, rng, topic, attachments) : '';
  // A themed notice opens with its addressee, then the theme paragraph.
  const body = notice ? notice.replace('</p>', `</p>${themed}`) : preamble + themed + articles(h, rng, topic);
  const region = placeName(h.place) || '我国';
  const summary =
    h.template.kind === 'notice'
      ? `${issuers[0]}发布${h.title.replace(/^关于/, '').replace(/的通知$/, '')}相关通知，明确申报对象、支持方向、申报条件及申报时间等事项${h.maxAmount ? `，单个项目最高支持${money(h.maxAmount)}` : ''}。`
      : `为加快推动${region}${topic}等产业高质量发展，${issuers.join('、')}制定《${h.docName}》，从${sector.name}领域企业研发投入、平台建设、人才引进、金融服务等方面提出支持措施${h.maxAmount ? `，对符合条件的项目最高给予${money(h.maxAmount)}支持` : ''}。`;
  const cites =
    h.theme && !h.theme.national && h.theme.cites
      ? `根据《${h.theme.cites.docName}》（${h.theme.cites.doc_no}）精神，`
      : '';
  const topicPool = TOPICS_BY_TYPE[h.type] ?? [];
  const topics = rng
    .sample(topicPool, rng.int(0, Math.min(2, topicPool.length)))
    .map((i) => ctx.labels.topicIds[i] as number);
  const sectorIds = ctx.labels.sectors[h.sector] as { id: number; childIds: number[] };
  const labelIds = [sectorIds.id, sectorIds.childIds[h.child] as number, ...topics];
  if (rng.chance(0.3)) labelIds.push(sectorIds.childIds[rng.int(0, sectorIds.childIds.length - 1)] as number);
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
      summary: cites + summary,
      body_html: body,
      source_url: '',
      view_count:
        Math.round(rng.logRange(20, 400) * Math.log2(viewsAge + 1)) + (h.level === 'national' ? rng.int(500, 5000) : 0),
      created_at: ms,
      updated_at: ms,
    },
    labelIds: [...new Set(labelIds)],
    attachments,
    reprints: reprintsOf(ctx, n, FIRST_FREE_ROW, reprintIdBase),
  };
}

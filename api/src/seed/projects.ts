import { linkedPolicy } from './articles.ts';
import { conditions, materials, money, supportClauses } from './clauses.ts';
import type { SeedContext } from './context.ts';
import { addDays, chineseDate, toDay } from './dates.ts';
import { SECTORS } from './industries.ts';
import type { PolicyType } from './policy-vocabulary.ts';
import { cn, policyClauses, policySubject } from './policy-body.ts';
import { contactLine } from './contact.ts';
import { workingDayOnOrAfter, workingDayOnOrBefore } from './workdays.ts';
import { placeName, policyHeader, roundAmount, type PolicyHeader } from './policy-header.ts';
import { Rng, Weighted } from './rng.ts';
import type { ProjectBatchRow } from './rows.ts';

const PROGRAMS: Record<PolicyType, string[]> = {
  资金扶持: ['{t}产业发展专项资金项目', '企业研究开发投入后补助', '重点研发计划项目', '{t}关键核心技术攻关项目'],
  税收优惠: ['企业研发费用加计扣除政策辅导', '重点研发计划项目'],
  资质认定: [
    '高新技术企业认定',
    '专精特新中小企业认定',
    '创新型中小企业评价',
    '科技型中小企业评价入库',
    '瞪羚企业认定',
  ],
  人才政策: ['科技领军人才项目', '博士后科研工作站设站', '{t}高层次人才引进项目'],
  金融支持: ['科技保险保费补贴', '科技型企业贷款贴息', '知识产权质押融资贴息'],
  平台建设: ['工程技术研究中心认定', '企业技术中心认定', '新型研发机构认定', '重点实验室建设项目'],
  知识产权: ['专利转化专项资金', '知识产权优势企业培育', '高价值专利培育中心建设'],
  成果转化: ['技术合同登记奖补', '科技成果转化项目', '中试基地建设项目'],
  创新创业: ['科技创新券', '科技企业孵化器绩效评价奖励', '众创空间备案及奖励'],
  数字化转型: ['中小企业数字化转型试点项目', '工业互联网标杆工厂', '智能制造示范工厂'],
};
const OFFICE: Record<string, string> = {
  sci: '高新技术处',
  ind: '中小企业处',
  fin: '经济建设处',
  tax: '所得税处',
  dev: '高技术产业处',
  hr: '专业技术人员管理处',
  ip: '知识产权运用促进处',
  gov: '办公室',
};

type Status = 'open' | 'upcoming' | 'closed';
const STATUS = new Weighted<Status>([
  ['open', 40],
  ['upcoming', 15],
  ['closed', 45],
]);

/** A declaration window (apply_start..apply_end) placed around today, and the publish date before it. */
function windowFor(rng: Rng, today: string): { start: string; end: string; publish: string } {
  const status = STATUS.draw(rng);
  const length = rng.int(15, 60);
  let start: string;
  let end: string;
  if (status === 'open') {
    // Most open calls close within the next three weeks; some stay open for over a month.
    end = addDays(today, rng.chance(0.7) ? rng.int(0, 21) : rng.int(22, 50));
    start = addDays(end, -length);
    if (toDay(start) > toDay(today)) start = today;
  } else if (status === 'upcoming') {
    start = addDays(today, rng.int(1, 40));
    end = addDays(start, length);
  } else {
    end = addDays(today, -1 - Math.floor(700 * rng.float() ** 1.4));
    start = addDays(end, -length);
  }
  start = workingDayOnOrAfter(start);
  end = workingDayOnOrAfter(end);
  let publish = workingDayOnOrBefore(addDays(start, -rng.int(0, 10)));
  if (toDay(publish) > toDay(today)) publish = workingDayOnOrBefore(today);
  return { start, end, publish };
}

type Window = { start: string; end: string; publish: string };

const statusOf = (w: { start: string; end: string }, today: string): Status =>
  w.start > today ? 'upcoming' : w.end < today ? 'closed' : 'open';

/**
 * The call a project is derived from: a 申报通知 whose window has the status the project drew (so the
 * project mix stays open / upcoming / closed as drawn), or null after a few draws.
 */
function callFor(ctx: SeedContext, rng: Rng, status: Status): PolicyHeader | null {
  for (let i = 0; i < 30; i++) {
    const h = linkedPolicy(ctx, rng, 'call');
    if (!h) return null;
    if (h.window && statusOf(h.window, ctx.today) === status) return h;
  }
  return null;
}

export function generateProject(ctx: SeedContext, n: number): ProjectBatchRow {
  const rng = Rng.for(ctx.seed, 'project', n);
  const drawn = windowFor(rng, ctx.today);
  const call = rng.chance(0.8) ? callFor(ctx, rng, statusOf(drawn, ctx.today)) : null;
  // A project derived from a call states the call's ceiling and window; others only share an issuer and topic.
  const base: PolicyHeader = call ?? policyHeader(ctx, rng.int(1, ctx.sizes.policies));
  const w: Window = call?.window ? { ...call.window, publish: call.publish_date } : drawn;
  const type: PolicyType = base.type === '税收优惠' ? '资金扶持' : base.type;
  const sector = SECTORS[base.sector] as (typeof SECTORS)[number];
  const topic = sector.children[base.child] as string;
  const region = placeName(base.place);
  const year = Number(w.start.slice(0, 4));
  const program = call ? `${policySubject(call)}项目` : rng.pick(PROGRAMS[type]).replace('{t}', topic);
  const category = call ? `（${rng.pick(['第一批', '第二批', '重点项目', '一般项目', '后补助类', '奖励类'])}）` : '';
  const title = rng.pick([
    `关于组织申报${year}年度${region}${program}${category}的通知`,
    `${year}年度${region}${program}${category}申报指南`,
    `关于开展${year}年度${region}${program}${category}申报工作的通知`,
  ]);
  const scale = { national: 4, provincial: 2, municipal: 1, district: 0.5 }[base.level];
  const max = call
    ? call.maxAmount
    : program.includes('认定') || program.includes('评价')
      ? roundAmount(scale * rng.logRange(5, 60))
      : roundAmount(scale * rng.logRange(20, 800));
  const min = !call && rng.chance(0.4) ? roundAmount(max * rng.range(0.05, 0.3)) : 0;
  const support_text =
    program.includes('入库') || program.includes('辅导')
      ? '入库企业享受研发费用加计扣除等政策'
      : min > 0
        ? `${money(min)}—${money(max)}`
        : call
          ? `最高${money(max)}`
          : rng.pick([
              `最高${money(max)}`,
              `一次性奖励${money(max)}`,
              `按实际投入的${rng.pick([10, 20, 30])}%给予补助，最高${money(max)}`,
            ]);
  const office = base.level === 'district' ? '企业服务科' : (OFFICE[base.agency.kind] ?? '综合处');
  const clauses = call ? policyClauses(ctx, call) : supportClauses(type, max, topic, rng, 2);
  const body_html = [
    `<p>为贯彻落实${call ? `《${call.docName}》` : '有关政策'}，现组织开展${year}年度${region}${program}申报工作，有关事项通知如下：</p>`,
    `<h4>一、申报对象</h4><p>在${region || '中国境内'}注册、从事${sector.name}（${topic}）等领域研发、生产和服务的企业及单位。</p>`,
    `<h4>二、支持方向及标准</h4>${clauses.map((c, i) => `<p>（${cn(i + 1)}）${c}</p>`).join('')}${call ? `<p>单个项目支持金额最高不超过${money(max)}。</p>` : ''}`,
    `<h4>三、申报时间</h4><p>${chineseDate(w.start)}至${chineseDate(w.end)}17:00，逾期不予受理。</p>`,
    `<h4>四、申报方式</h4><p>申报单位登录申报系统在线填报，并将纸质材料一式两份报送${base.agency.name}${office}。</p>`,
  ].join('');
  const ids = ctx.labels.sectors[base.sector] as { id: number; childIds: number[] };
  return {
    project: {
      id: n,
      title,
      policy_id: call ? call.id : null,
      agency_id: base.agency.id,
      department: `${base.agency.name}${office}`.slice(0, 64),
      level: base.level,
      region_code: base.agency.region_code,
      province_code: base.place.province?.code ?? '000000',
      city_code: base.place.city?.code ?? '000000',
      type_id: ctx.labels.typeId[type],
      support_min: min,
      support_max: max,
      support_text,
      apply_start: w.start,
      apply_end: w.end,
      publish_date: w.publish,
      conditions_html: `<ol>${conditions(region, rng)
        .map((c) => `<li>${c}</li>`)
        .join('')}</ol>`,
      materials_html: `<ol>${materials(rng)
        .map((c) => `<li>${c}</li>`)
        .join('')}</ol>`,
      body_html,
      contact: contactLine(base.place, rng),
      view_count: Math.round(rng.logRange(30, 5000)),
    },
    labelIds: [ids.id, ids.childIds[base.child] as number],
  };
}

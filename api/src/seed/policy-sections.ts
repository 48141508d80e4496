import { conditions, materials, money } from './clauses.ts';
import { contactLine } from './contact.ts';
import { addDays, chineseDate } from './dates.ts';
import { placeName, type PolicyHeader } from './policy-header.ts';
import { citationText } from './policy-themes.ts';
import type { Rng } from './rng.ts';
import { workingDayOnOrAfter } from './workdays.ts';

/**
 * The sections of a generated document's body, in the order and register of a local government notice:
 * basis, 总体要求, 支持对象, 申报条件, 支持标准, 申报程序, 时间安排, 联系方式 and the 附件 list for rules and calls;
 * the announcement, the list itself, the objection procedure and contacts for a 名单 / 公示 (which offers no
 * money). Every figure comes from the header (amounts, window), so summary, interpretations and projects
 * state the same facts.
 */
const NUM = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
/** 1..99 as written in documents: 一, 十, 十一, 二十, 二十一 ... 九十九. */
export function cn(i: number): string {
  if (i <= 10) return NUM[i - 1] as string;
  const tens = Math.floor(i / 10);
  const ones = i % 10;
  return `${tens === 1 ? '' : NUM[tens - 1]}十${ones ? NUM[ones - 1] : ''}`;
}

/** What a body is about: the theme's name, or the industry the generic title names. */
export interface BodyContext {
  h: PolicyHeader;
  rng: Rng;
  /** 人工智能, 高新技术企业认定 ...: the subject the title names. */
  subject: string;
  /** The support clauses (policyClauses): shared with the interpretations of the document. */
  clauses: string[];
  attachments: string[];
}

const self = (h: PolicyHeader) => (h.level === 'provincial' ? '本省' : h.level === 'municipal' ? '本市' : '本区');
const upper = (h: PolicyHeader) =>
  h.level === 'provincial' ? '国家' : h.level === 'municipal' ? `国家和${h.place.province?.name ?? '省'}` : '上级';

export function addressee(h: PolicyHeader): string {
  if (h.level === 'provincial') return '各地级以上市有关部门，各有关单位';
  if (h.level === 'municipal') return '各区（县、市）有关部门，各有关单位';
  return '各街道办事处，区有关部门，各有关企业';
}

function basis(b: BodyContext): string {
  const cite = citationText(b.h.theme);
  return cite
    ? `${cite}结合${self(b.h)}实际`
    : `根据${upper(b.h)}关于实施创新驱动发展战略的有关部署，结合${self(b.h)}实际`;
}

const paras = (items: string[]) => items.map((t) => `<p>${t}</p>`).join('');
const numbered = (items: string[]) => items.map((t, i) => `<p>（${cn(i + 1)}）${t}</p>`).join('');

function requirements(b: BodyContext): string[] {
  const region = placeName(b.h.place);
  const y = b.h.year;
  return [
    `坚持以习近平新时代中国特色社会主义思想为指导，全面贯彻党的二十大和二十届历次全会精神，完整、准确、全面贯彻新发展理念，强化企业科技创新主体地位，围绕${b.subject}等重点领域，推动创新链、产业链、资金链、人才链深度融合。`,
    `坚持政府引导、市场主导，坚持公开公正、择优支持，坚持绩效导向、注重实效。财政资金重点支持技术水平高、带动作用强、发展前景好的项目，发挥财政资金“四两拨千斤”的撬动作用。`,
    `力争到${y + 2}年，${region}${b.subject}相关企业研发投入持续增长，培育一批具有核心竞争力的创新型企业，形成一批可复制、可推广的经验做法，为${region}经济社会高质量发展提供有力支撑。`,
  ];
}

function targets(b: BodyContext): string[] {
  const region = placeName(b.h.place);
  return [
    `在${region}依法注册登记、具有独立法人资格、从事${b.subject}相关研发、生产或服务的企业、高等院校、科研机构和新型研发机构等创新主体。`,
    '同一单位同一年度原则上只能申报一个项目，已获得同类财政资金支持的项目不得重复申报。',
  ];
}

function procedure(b: BodyContext): string[] {
  const a = b.h.agency.short_name;
  return [
    `单位申报。申报单位登录${a}网上申报系统注册并在线填报申报材料，上传相关证明文件，对申报材料的真实性、合法性和完整性负责，并签署信用承诺书。`,
    `审核推荐。各地主管部门对申报材料进行形式审查，重点审核申报单位资格、申报条件和材料完整性，择优推荐，并在推荐文件中明确推荐意见。`,
    `专家评审。${a}组织专家或委托第三方专业机构对推荐项目进行评审，必要时开展现场核查，根据评审结果提出拟支持名单。`,
    '社会公示。拟支持名单在门户网站公示，公示期不少于5个工作日。公示期间对名单有异议的，可实名书面反映。',
    '下达资金。公示无异议的，按程序下达资金或办理相关手续；有异议的，经核实后依规处理。',
  ];
}

function supervision(b: BodyContext): string[] {
  return [
    '获得支持的单位应当按照国家和地方财务制度规定，对支持资金实行专账核算、专款专用，自觉接受财政、审计和主管部门的监督检查。',
    '建立项目绩效评价制度，对项目实施进度、资金使用和目标完成情况进行跟踪评估，评价结果作为以后年度安排资金的重要依据。',
    `申报单位存在弄虚作假、骗取套取财政资金等行为的，依法依规追回已拨付资金，取消其三年内申报资格，并按规定纳入信用记录；涉嫌违法犯罪的，移送有关机关依法处理。${b.h.agency.short_name}工作人员在评审和资金管理中滥用职权、玩忽职守、徇私舞弊的，依法依规追究责任。`,
  ];
}

function standards(b: BodyContext): string[] {
  return [
    ...(b.h.theme?.theme.text ?? []),
    ...b.clauses,
    `上述支持事项中，单个项目（单位）当年度获得的支持金额最高不超过${money(b.h.maxAmount)}；同一项目符合多项支持条件的，按照“就高不重复”的原则予以支持。`,
    `支持资金从${placeName(b.h.place)}科技创新和产业发展相关专项资金中安排，实行总额控制，资金不足时按评审结果排序择优支持。`,
  ];
}

function directions(b: BodyContext): string[] {
  const s = b.subject;
  return [
    `支持关键核心技术攻关。聚焦${s}领域“卡脖子”问题和产业链薄弱环节，支持企业联合高等院校、科研机构开展技术攻关，形成一批具有自主知识产权的核心技术和产品。`,
    `支持创新平台建设。鼓励企业建设研发中心、中试基地和检验检测平台，推动${s}相关创新资源开放共享，提升行业共性技术供给能力。`,
    `支持成果转化和推广应用。支持${s}领域新技术、新产品开展示范应用，对首次进入市场的创新产品，在政府采购和应用场景开放中予以支持。`,
    `支持人才引育和企业培育。支持企业引进培养${s}领域高层次人才和创新团队，梯度培育科技型中小企业、高新技术企业和专精特新企业。`,
  ];
}

function safeguards(b: BodyContext): string[] {
  const a = b.h.agency.short_name;
  return [
    `加强组织领导。${a}会同财政等部门建立工作协调机制，统筹推进政策落实，协调解决实施中的重大问题，各地主管部门要明确责任分工，抓好组织实施。`,
    '强化政策宣传。通过门户网站、政务新媒体、政策宣讲会等多种渠道开展政策解读和申报辅导，推动政策直达快享，提高政策知晓度和覆盖面。',
    '优化服务保障。推行申报材料“一次提交、部门共享”，精简证明材料，压缩审核时限，对符合条件的事项逐步实行“免申即享”。',
  ];
}

function contacts(b: BodyContext): string[] {
  const office = `${b.h.agency.name}有关业务处（科）室`;
  return [
    `政策咨询：${office}，${contactLine(b.h.place, b.rng)}。`,
    `系统技术支持：${contactLine(b.h.place, b.rng)}。`,
    '以上联系方式为系统生成的示例信息，不对应真实机构和人员。',
  ];
}

function attachmentList(b: BodyContext): string {
  return b.attachments.length ? `<p>附件：${b.attachments.map((n, i) => `${i + 1}.${n}`).join('<br/>')}</p>` : '';
}

function signature(h: PolicyHeader): string {
  const issuers = [h.agency.name, ...h.coIssuers];
  return `<p style="text-align:right">${issuers.join('<br/>')}</p><p style="text-align:right">${chineseDate(h.publish_date)}</p>`;
}

const ARTICLED = new Set(['办法', '细则', '规定', '规范']);

/** What the document calls itself (本办法, 本方案 ...), from the end of its name. */
function docWord(docName: string): string {
  const m = /(办法|细则|规定|规范|方案|意见|措施|指引)$/.exec(docName.replace(/（[^（）]*）$/, ''));
  return m?.[1] ?? '措施';
}

/** Rules (办法, 细则, 措施, 方案, 意见): chapters with articles for 办法 and 细则, numbered parts otherwise. */
export function measureBody(b: BodyContext): string {
  const h = b.h;
  const w = docWord(h.docName);
  const region = placeName(h.place);
  const chapters: [string, string[]][] = [
    [
      '总则',
      [
        `为深入实施创新驱动发展战略，推动${region}${b.subject}高质量发展，${basis(b)}，制定本${w}。`,
        ...requirements(b),
      ],
    ],
    ['重点支持方向', directions(b)],
    ['支持对象', targets(b)],
    ['申报条件', conditions(region, b.rng).map((c) => c.replace(/；$/, '。'))],
    ['支持标准', standards(b)],
    ['申报程序', procedure(b)],
    [
      '时间安排',
      [
        `本${w}所列事项原则上每年集中组织申报一次，具体申报时间、申报要求以${h.agency.short_name}当年发布的申报通知为准。`,
        '对需要常年受理的事项，实行“随时申报、定期评审、分批支持”，每季度组织一次评审。',
      ],
    ],
    ['保障措施', safeguards(b)],
    ['监督管理', supervision(b)],
    ['联系方式', contacts(b)],
    [
      '附则',
      [
        `本${w}由${h.agency.short_name}负责解释。${region}此前出台的相关规定与本${w}不一致的，以本${w}为准。`,
        `本${w}自${chineseDate(h.effective_date)}起施行${h.expire_date ? `，有效期至${chineseDate(h.expire_date)}` : ''}。`,
      ],
    ],
  ];
  let n = 0;
  const text = !ARTICLED.has(w)
    ? chapters.map(([t, items], i) => `<h4>${cn(i + 1)}、${t}</h4>${numbered(items)}`).join('')
    : chapters
        .map(
          ([t, items], i) =>
            `<h4>第${cn(i + 1)}章 ${t}</h4>${items.map((x) => `<p><strong>第${cn(++n)}条</strong> ${x}</p>`).join('')}`,
        )
        .join('');
  const issued = h.title.startsWith('关于印发')
    ? `<p>${addressee(h)}：</p><p>现将《${h.docName}》印发给你们，请结合实际认真贯彻执行。</p>${signature(h)}<h3 style="text-align:center">${h.docName}</h3>`
    : '';
  return issued + text + attachmentList(b) + (issued ? '' : signature(h));
}

/** A 申报通知: the call with its window, stated as the projects derived from it state it. */
export function callBody(b: BodyContext): string {
  const h = b.h;
  const win = h.window as { start: string; end: string };
  const region = placeName(h.place);
  const subject = h.title.replace(/^关于/, '').replace(/的通知$/, '');
  const paper = workingDayOnOrAfter(addDays(win.end, 5));
  return [
    `<p>${addressee(h)}：</p>`,
    `<p>${basis(b)}，为做好${subject}，现将有关事项通知如下：</p>`,
    `<h4>一、总体要求</h4>${paras(requirements(b))}`,
    `<h4>二、支持对象和方向</h4>${numbered([...targets(b), ...directions(b).slice(0, 2)])}`,
    `<h4>三、申报条件</h4><ol>${conditions(region, b.rng)
      .map((c) => `<li>${c}</li>`)
      .join('')}</ol>`,
    `<h4>四、支持标准</h4>${numbered(standards(b))}`,
    `<h4>五、申报程序</h4>${numbered(procedure(b))}<p>申报材料包括：</p><ol>${materials(b.rng)
      .map((c) => `<li>${c}</li>`)
      .join('')}</ol>`,
    `<h4>六、时间安排</h4>${numbered([
      `网上申报时间为${chineseDate(win.start)}至${chineseDate(win.end)}17:00，逾期系统自动关闭，不再受理。`,
      `纸质材料（一式两份，加盖公章）请于${chineseDate(paper)}前报送至所在地主管部门，以网上申报材料为准进行审核。`,
      '评审结果将在门户网站公示，请申报单位及时关注。',
    ])}`,
    `<h4>七、联系方式</h4>${paras(contacts(b))}`,
    `<h4>八、其他事项</h4>${paras([
      '申报单位对申报材料的真实性负责，不得以同一项目重复申报或多头申报。对存在弄虚作假行为的，取消其申报资格，并按规定记入信用记录。',
      '各地主管部门要加强政策宣传和申报辅导，严格审核把关，确保推荐项目质量。',
      ...supervision(b).slice(0, 2),
      ...safeguards(b).slice(1),
    ])}`,
    attachmentList(b),
    signature(h),
  ].join('');
}

/** A 名单 or 公示: how the list was drawn up, the list, the objection procedure. Offers no money. */
export function listBody(b: BodyContext, entries: [string, string][]): string {
  const h = b.h;
  const announce = h.title.includes('公示') ? '公示' : '公布';
  const until = workingDayOnOrAfter(addDays(h.publish_date, 7));
  const rows = entries.map(([e, at], i) => `<tr><td>${i + 1}</td><td>${e}</td><td>${at}</td></tr>`).join('');
  return [
    `<p>${addressee(h)}：</p>`,
    `<p>${basis(b)}，按照${h.agency.short_name}有关工作安排，经单位自愿申报、各地主管部门审核推荐、专家评审和必要的现场核查，确定${entries.length}家单位列入${h.year}年度${b.subject}名单，现予以${announce}。</p>`,
    `<h4>一、${announce}名单</h4><table><thead><tr><th>序号</th><th>单位名称</th><th>所在地区</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<h4>二、${announce}时间</h4><p>${announce}期为${chineseDate(h.publish_date)}至${chineseDate(until)}。</p>`,
    `<h4>三、异议处理</h4>${numbered([
      '任何单位和个人对名单有异议的，可在公示期内以书面形式实名向我单位反映，并提供必要的证明材料。单位提出异议的，应加盖本单位公章；个人提出异议的，应签署真实姓名并注明联系方式。',
      '匿名异议、超出公示期的异议以及无具体事实依据的异议不予受理。我单位将对异议事项进行核实，并按程序作出处理。',
      `名单内的单位应当严格按照${h.theme?.theme.name ?? b.subject}相关管理要求，加强自身建设，按规定报送年度发展情况；存在弄虚作假等情形的，一经查实，撤销其资格并按规定记入信用记录。`,
    ])}`,
    `<h4>四、有关要求</h4>${numbered([
      '各地主管部门要加强对名单内单位的跟踪服务和动态管理，及时掌握其研发投入、知识产权、经营发展等情况，协调解决发展中遇到的困难和问题。',
      '名单内单位发生更名、重大变化或者不再符合有关条件的，应当在规定时间内向主管部门报告。主管部门按规定进行核实，并作出相应处理。',
      '列入名单不代表对单位经营状况和产品质量的担保，社会各方应当结合实际独立判断。',
    ])}`,
    `<h4>五、联系方式</h4>${paras(contacts(b))}`,
    `<p>附件：${h.year}年度${b.subject}名单</p>`,
    signature(h),
  ].join('');
}

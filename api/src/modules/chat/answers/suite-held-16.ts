import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The sixteenth held-out set, written on 2026-11-27 blind, by someone who did not see the planner's or the
 * matcher's code, to be run once, untouched. It weighs toward corners the earlier sets left thin: 加计 for trades
 * named only by what they run (a 民宿, an 电玩城, a 医药批发 warehouse), a custom part that is only a 简单改变, the
 * actual spending against a budget, a contract abroad whose 80% stays under the two-thirds cap, and the 自行判别
 * procedure asked about a 技先 rather than 加计; 高企 with three years' sales summed just under the 4% line, a 高新收入
 * share a hair under 60% and a traditional craft outside the 领域; 科小 with only the assets over the line and a
 * score half a point short; the 专精特新 revenue line under the 2022 and 2026 rules in one conversation; a 省级
 * award ranked exactly third; an IC 材料 company past its fifth 获利 year and a 65纳米 line whose 经营期 is too short;
 * a 布图设计权 sold outright, then licensed instead; 技术入股 by a company rather than a person; a 个体工商户 asking
 * about 耕地占用税; a second 新能源车 bought in 2026. Eight conversations (nineteen turns) name their referent only in
 * an earlier turn. Phrasings run from bare keywords to long questions telling the company's own figures, with typos
 * and homophones (加急扣除, 个体工商护, 科技性, 够置税, 新形), Chinese numerals, 简称 and questions whose honest answer
 * is 不能/不够/不行. Every fact is stated verbatim in the cited document's reference facts (seed/reference) or in a
 * 问答库 entry (seed/qa) resting on it.
 */
export const HELD_OUT_16: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '在景区开民宿的，自己找人开发了一套订房和客房管理系统，研发花的钱能不能加计扣除',
    ['住宿和餐饮业', '不适用'],
    D.RD2015,
  ),
  ask('电玩城 自己研发体感游戏机 研发费 能加急扣除吗', ['娱乐业', '不适用'], D.RD2015),
  ask('医药批发公司搞了一套智能仓储调度系统，这笔研发费用能不能加计扣除', ['批发和零售业', '不适用'], D.RD2015),
  ask(
    '按客户图纸把老型号水泵的法兰尺寸改了改，做成定制款卖给他，这算研发吗，能加计不',
    ['重复或简单改变', '不适用'],
    D.RD2015,
  ),
  ask(
    '今年可加计的研发费用一共八百万，里面专利代理费、查新费、技术图书这些杂项有一百万，能全算进去吗',
    ['10%', '不得超过可加计扣除研发费用总额的10%'],
    D.RD2015,
  ),
  ask(
    '研发项目有一部分外包给省内一家民营研究院做，合同金额两百万，这两百万按多少计入我们的研发费用',
    ['80%', '按照费用实际发生额的80%'],
    D.RD2015,
  ),
  ask(
    '我们在硅谷请了一家研究机构做算法，合同一千二百万，国内自己研发花了一千五百万，海外这笔加计有什么限制',
    ['80%', '三分之二'],
    D.RD_ABROAD,
  ),
  ask('我们是做建筑设计的，不在那几个不让加计的行业里，今年研发费用三百万，是按75%还是100%加计', '100%', D.RD2023),
  ask('研发费用加计是按年初报的研发预算来算，还是按实际花掉的算', ['实际发生额', '按照实际发生额的100%'], D.RD2023),
  ask(
    '技先企业按15%交所得税，事先要不要去税务局办审批',
    ['自行判别、申报享受、相关资料留存备查', '留存备查'],
    D.CIT_PROC,
  ),

  // 高企
  ask('做酱香白酒的，酿造工艺是祖传的老手艺，这种能申报高企吗', '国家重点支持的高新技术领域', D.HNTE),
  ask(
    '报高企，近三年销售收入九千万、一亿一、一亿六，研发投入三年合计一千四百万，研发这条过线吗',
    ['不低于4%', '5000万元至2亿元（含）'],
    D.HNTE,
  ),
  ask('高企申报，去年总收入一个亿，高新技术产品收入五千九百万，差一点点能通融吗', '不低于60%', D.HNTE),

  // 科技型中小企业
  ask(
    '科小 职工两百八 年销售收入一亿九千五百万 资产总额两亿零三百万 规模够不够',
    ['资产总额不超过2亿元', '不超过2亿元'],
    D.TSME,
  ),
  ask('科技性中小企业评价，系统里自评五十九点五分，就差半分，能入库吗', '不低于60分', D.TSME),

  // 小微企业、小规模纳税人
  ask(
    '做门窗加工的小厂，去年应纳税所得额一百六十万，员工五十个，资产一千二百万，企业所得税实际怎么算',
    ['减按25%计算应纳税所得额', '按20%的税率'],
    D.SP12,
  ),
  ask(
    '做包装纸箱的厂，从业人数二百六十，资产总额三千八百万，年应纳税所得额两百二十万，够小型微利企业吗',
    ['不超过300万元', '不超过300人', '不超过5000万元'],
    D.SP6,
  ),
  ask('小规模纳税人 这个月销售额十三万 超过十万了 按几个点交增值税', ['减按1%', '1%征收率'], D.SVAT),

  // 专精特新、小巨人
  ask(
    '新办法 专精特新中小企业 没有一类知识产权 拿过省科技进步奖 我们排名第三 能抵吗',
    ['排名前三', '不受此限'],
    D.TIERS26,
  ),
  ask(
    '新标准报小巨人，前年营收五千五百万、去年六千五百万，两年研发费用分别五百万和八百万，研发这条达标吗',
    ['不低于1200万元', '均不低于3%'],
    D.TIERS26,
  ),

  // 软件和集成电路
  ask(
    '做电子特气的集成电路材料企业，国家鼓励类，今年已经是获利第六年了，两免三减半还有吗',
    ['第三年至第五年', '减半征收'],
    D.ICSW,
  ),
  ask('六十五纳米芯片产线项目，计划只经营十二年，能享受前五年免税吗', ['经营期在15年以上', '15年以上'], D.ICSW),
  ask(
    '我们是一般纳税人，卖自家开发的财务软件，按13%交完增值税后，实际税负超过三个点的部分能退吗',
    ['超过3%的部分', '即征即退'],
    D.SW_VAT,
  ),

  // 技术合同、成果转化、技术入股
  ask('我们给医院做医学影像AI模型的技术开发，签的是技术开发合同，这笔收入增值税怎么处理', '免征增值税', D.VAT36),
  ask(
    '研究所的课题组想在不改变成果归属的情况下，自己找企业去转化，要怎么操作',
    ['根据与本单位的协议', '不变更职务科技成果权属'],
    D.TRANSFER_LAW,
  ),
  ask(
    '我们公司（不是个人）拿一项专利作价入股一家境内企业，对方全部给股权，企业这边能递延纳税吗',
    ['暂不纳税', '递延至转让股权时', '递延纳税'],
    D.EQUITY,
  ),

  // 专利、质押
  ask('我们研发的是一种新的发酵生产方法，不是具体产品，能申请发明专利吗', '产品、方法或者其改进', D.PATENT),
  ask('专利开放许可 声明里 要写明什么', ['许可使用费支付方式、标准', '书面方式'], D.PATENT),
  ask('公司的软件著作权质押给银行贷了款，现在有家公司想买这个软著，我们能直接卖吗', ['不得转让', '协商同意'], D.CIVIL),

  // 创投、个税、新能源车
  ask(
    '创投公司今年股权满两年，按投资额能抵七百万，可今年应纳税所得额只有三百万，剩下四百万会作废吗',
    ['以后纳税年度结转抵扣', '结转抵扣'],
    D.VC2018,
  ),
  ask('联合国环境规划署颁发的环保奖，奖金要交个税吗', ['免征个人所得税', '国际组织'], D.IIT_LAW),
  ask(
    '家里二〇二五年三月买的电动车免了购置税，现在二〇二六年再买第二辆新能源乘用车，够置税还是全免吗',
    ['减半征收', '不超过1.5万元'],
    D.NEV,
  ),

  // 首台（套）、众创空间、新型研发机构、个人信息
  ask('首台套重大技术装备，要在哪些方面有重大突破', ['品种、规格或技术参数', '重大突破'], D.FIRST_SET),
  ask('创业团队入驻众创空间，除了工位还能用上哪些空间', ['网络空间', '社交空间', '资源共享空间'], D.MAKER),
  ask('新形研发机构 能不能申报国家科技重大专项', '国家科技重大专项', D.NEW_RD),
  ask('门禁系统刷脸采集的员工人脸照片，算个人信息吗', ['已识别或者可识别', '可识别'], D.PI_LAW),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    ['我们是做数控机床的工业母机企业，今年研发费用一千二百万，全部费用化，税前能再多扣多少', '120%', D.RD_IC],
    ['这个比例能享受到哪一年', '2027年12月31日', D.RD_IC],
    ['那十月份预缴的时候，能先把前三季度的这块扣了吗', ['前三季度', '10月份'], D.RD_PREPAY],
  ),
  talk(
    ['我们做环保监测仪器的，一共九十个职工，搞研发和技术创新的有八个，想报高企，科技人员这条够吗', '不低于10%', D.HNTE],
    ['那我们高新产品收入一年四千二百万、总收入六千五百万，这条呢', '不低于60%', D.HNTE],
    ['我们前年、去年都亏了，要是认下来，这些亏损最长能弥补几年', ['10年', '由5年延长至10年'], D.HNTE_LOSS],
  ),
  talk(
    [
      '做软件外包的公司，一百三十人，去年营收两千四百万，按中小企业划型算哪一类',
      ['中型企业', '100人及以上且营业收入1000万元及以上'],
      D.SIZE,
    ],
    ['这种规模能评科技型中小企业吗', ['不超过500人', '不超过2亿元'], D.TSME],
  ),
  talk(
    [
      '我在县城开了家五金店，是个体工商护，一年经营所得大概一百三十万，个税上有啥减免',
      ['减半征收个人所得税', '200万元'],
      D.SP12,
    ],
    ['店是小规模纳税人，每月流水七万上下，增值税这块呢', ['免征增值税', '10万元以下（含本数）'], D.SVAT],
    ['门面是自己盖的，占了一块耕地，耕地占用税能少交吗', '减半征收', D.SP12],
  ),
  talk(
    ['按暂行办法报专精特新中小企业，我们上年度营收九百万，一直没融过资，营收这条行吗', '1000万元以上', D.TIERS22],
    ['新办法出来以后这个门槛是不是更高了', '不低于1500万元', D.TIERS26],
  ),
  talk(
    [
      '我们把一项集成电路布图设计权卖断给了一家芯片公司，所得四百六十万，这笔企业所得税怎么算',
      ['免征企业所得税', '不超过500万元的部分'],
      D.CIT_REG,
    ],
    ['要是不卖断，改成给他们八年的普通许可呢，还能享受吗', ['5年以上非独占许可使用权', '非独占许可'], D.ZGC],
  ),
  talk(
    [
      '我们是省属研究院，一项专利转让给企业，净收入两百万，院里没定奖励办法也没跟团队约定，团队最少能拿多少',
      ['不低于50%', '转让净收入'],
      D.TRANSFER_LAW,
    ],
    ['团队拿到的这笔现金奖励，个税怎么交', ['减按50%', '工资、薪金所得'], D.CASH],
  ),
  talk(
    [
      '技术员被公司派到客户现场调试设备，顺手琢磨出一个改进方案，这个专利该由谁申请',
      ['属于该单位', '职务发明创造'],
      D.PATENT,
    ],
    ['那专利批下来公司投产赚了钱，对他除了发奖励还得给什么', '合理的报酬', D.PATENT],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_16: string[] = [
  '研发人员签了竞业限制协议，离职后公司每月要付多少补偿',
  '引进的博士想申请公租房，一般要排队多久',
  '政策问答页面字太小了，手机上怎么调大字号',
  '注册商标到期了，续展的宽展期有几个月',
  '出国参加学术会议，科研经费里的差旅费报销标准是多少',
  '孩子的城乡居民医保在网上怎么续费',
];

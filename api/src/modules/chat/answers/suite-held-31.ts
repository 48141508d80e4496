import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The thirty-first held-out set, written on 2026-11-29 blind, by someone who did not see the planner's or the
 * matcher's code, to be run once, at the end of the session, untouched, as a measure of generalisation. It mixes
 * single questions with conversations whose follow-ups name their referent only in an earlier turn, and varies the
 * sentence shapes further than the thirtieth set: the ask buried in the middle of a story, two questions in one
 * whose main one carries the judged fact, negatives and rhetorical questions, conditions stated after the ask,
 * hearsay from the 老板, the 会计 or the 代理记账, bare keyword queries, WeChat run-ons without punctuation, typos
 * and homophones, Chinese numerals, 简称 and the English abbreviations users really type; some questions' honest
 * answer is 不能/不够/不算/不属于. Every fact is stated verbatim in the cited document's reference facts
 * (seed/reference) or in a 问答库 entry (seed/qa) resting on it.
 */
export const HELD_OUT_31: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们是做建材批发的，这两年自己掏钱开发了一套仓储调度算法，难道批发企业搞了研发也不让加计扣除？',
    ['批发和零售业', '不适用'],
    D.RD2015,
  ),
  ask('研发费加记扣除现在到底是百分之几 代理记账说还是75% 我咋记得早变了', ['100%'], D.RD2023),
  ask(
    '我们又做贸易又做生产，去年制造业那块收入只占总收入四成多，会计说这样就算不上制造业企业了，到底按什么比例划',
    ['50%以上'],
    D.RD2021,
  ),
  ask(
    '研发部的实验员、仪器维护这些辅助岗位，工资是不是就不能算进研发费用了？只有工程师才算？',
    ['辅助人员'],
    D.RD_STAFF,
  ),
  ask('IC设计公司 R&D费用加计 比普通企业高多少', ['120%'], D.RD_IC),

  // 高新技术企业
  ask(
    '去年总收入六千万，其中高新技术产品收入三千三百万，剩下都是代理别人家的产品，这个比例报高企卡不卡',
    ['不低于60%'],
    D.HNTE,
  ),
  ask('公司营业执照是二〇二五年九月下的，二〇二六年六月报高薪技术企业来得及吗', ['一年以上'], D.HNTE),
  ask('核心专利一直挂在老板个人名下，公司跟他签了个独占许可，拿这个去报高企行不行', ['所有权'], D.HNTE),

  // 科技型中小企业、梯度培育、企业划型
  ask('科小对人数有上限没有？我们五百二十人，一年销售一点六个亿', ['不超过500人'], D.TSME),
  ask('报专精特新小巨人，新标准要几个一类知识产权？我们手上三个发明专利，国家级的奖没拿过', ['4项以上'], D.TIERS26),
  ask('创新型中小企业自评总分六十七，可成长性那块只拿了十二分，总分够了是不是照样能过', ['不低于15分'], D.TIERS22),
  ask('注塑厂一千二百多号人，营收五个亿，还能按中小企业去报项目吗', ['1000人以下', '40000万元以下'], D.SIZE),
  ask('中小企业促进法里讲的中小企业，微型企业包不包括在里面', ['微型企业'], D.SME_LAW),

  // 小微企业、小规模纳税人
  ask('小规模纳税人现在开票是按3%还是1%', ['1%征收率'], D.SVAT),
  ask('从业人数三百二十人，年应纳税所得额才九十万，这样还算小型微利企业吗', ['不超过300人'], D.SP6),

  // 软件和集成电路、技术先进型服务企业
  ask('重点软件企业五年免完以后，第六年开始按多少交所得税', ['10%'], D.ICSW),
  ask('我们是九十纳米工艺的晶圆厂，经营期打算二十年，老板问能不能享受十年全免企业所得税', ['28纳米'], D.ICSW),
  ask('技先 职工教育经费 税前扣除比例', ['8%'], D.TASS),

  // 技术转让、技术合同、创投
  ask('种业公司把一个玉米品种权转让出去了，这个所得算不算技术转让，能不能免企业所得税', ['植物新品种'], D.TT2010),
  ask('技术服务合同算技术合同吗？科技局让我们去做技术合同登记', ['咨询或者服务'], D.CIVIL),
  ask(
    '我们公司是一支有限合伙创投基金的LP，基金投的那家还没IPO的中小高企已经满两年了，我们这边能抵扣吗，按多少抵',
    ['70%', '法人合伙人'],
    D.ZGC,
  ),
  ask('个人做天使投资，投了一年半那家初创科技企业就被并购了，转让股权赚的钱能按投资额70%抵吗', ['满2年'], D.VC2018),

  // 成果转化、股权激励
  ask(
    '我们是民营科技公司，给研发团队发了成果转化现金奖励，难道只有高校发的才能减半计个税？',
    ['非营利性研究开发机构和高等学校'],
    D.CASH,
  ),
  ask('非上市公司给技术骨干发限制性股票，授予那会儿个税要不要当时就交', ['暂不纳税', '递延纳税'], D.EQUITY),

  // 专利、知识产权质押、人才个税
  ask('实用新型专利保护期多久，是从授权那天开始算吗', ['10年', '自申请日起计算'], D.PATENT),
  ask(
    '有个工程师下班后用公司实验室和设备搞出来一个发明，现在他说专利全应该归他自己，是这样吗',
    ['职务发明创造'],
    D.PATENT,
  ),
  ask('软件著作权能拿去银行质押贷款吗 银行说还要评估', ['可以出质'], D.CIVIL),
  ask('外籍高管的住房补贴免税和个税专项附加扣除，能不能两个一起享受', ['不得同时享受'], D.EXPAT),
  ask('研究员把手里公司的股份卖了，这笔钱个税按几个点交', ['税率为20%', '20%'], D.IIT_LAW),

  // 双创、新型研发机构、首台套、新能源汽车、数据
  ask('双创那个文件里，众创空间的房租和宽带费用有没有补贴', ['适当财政补贴'], D.MAKER),
  ask('新型研发机构是不是只能注册成民非？不能注册成公司？', ['事业单位和企业'], D.NEW_RD),
  ask('首台套综合险到底谁来买 用户还是厂家', ['装备制造企业投保'], D.FIRST_SET),
  ask(
    '二〇二六年三月公司给销售部提了台纯电轿车，开票的时候才想起来问，购置税是不是还跟以前一样全免',
    ['减半征收', '1.5万元'],
    D.NEV,
  ),
  ask('数据安全法 分类分级 按什么分', ['分类分级保护', '重要程度'], D.DATA_LAW),
  ask(
    '我们系统里存的客户车牌号和手机号算不算个人信息？脱了敏的又算不算？',
    ['可识别的自然人', '匿名化处理后的信息'],
    D.PI_LAW,
  ),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    [
      '老板叫我问一下，我们按季预缴，七月份报二季度的时候，上半年的研发费用能不能先加计扣掉',
      ['上半年研发费用', '自主选择'],
      D.RD_PREPAY,
    ],
    ['七月份忘了选 那还能补吗', ['10月份预缴申报', '年度汇算清缴'], D.RD_PREPAY],
    ['享受这个要不要先去税务局备案审批', ['留存备查', '自行判别'], D.CIT_PROC],
    ['比例是多少来着', ['100%'], D.RD2023],
  ),
  talk(
    [
      '无锡做工业视觉的，去年销售收入三千二百万，近三年研发费用占比四点六个点，报高企研发这条过不过得去',
      ['不低于5%'],
      D.HNTE,
    ],
    ['那科技人员呢 一百五十个人里有十八个搞研发的', ['不低于10%'], D.HNTE],
    ['要是认下来了，之前亏的能往后结转几年', ['10年'], D.HNTE_LOSS],
    ['那资格管几年', ['三年'], D.HNTE],
  ),
  talk(
    [
      '我们把一项发明专利卖给了下游厂家，今年技术转让所得七百万，企业所得税怎么算',
      ['不超过500万元的部分', '减半征收'],
      D.CIT_REG,
    ],
    ['那增值税呢', ['免征增值税'], D.VAT36],
    ['合同要不要去哪登记', ['省级以上', '认定登记'], D.TT2010],
  ),
  talk(
    ['小型微利企业，员工六十人，资产一千二百万，今年应纳税所得额两百八十万，实际税负怎么算', ['减按25%'], D.SP12],
    ['那印花税房产税有没有优惠', ['减半征收'], D.SP12],
    ['这个20%的税率是哪条法律定的', ['第二十八条第一款', '减按20%的税率'], D.CIT_LAW],
  ),
  talk(
    [
      '我们是国家设立的研究所，一项专利作价投资到一家企业拿了三成股份，所里没出奖励办法也没跟课题组约定，课题组能分多少',
      ['不低于50%'],
      D.TRANSFER_LAW,
    ],
    ['要是所里自己实施转化投产了呢', ['不低于5%', '3至5年'], D.TRANSFER_LAW],
    ['作价投资这事要报主管部门审批吗', ['自主决定'], D.TRANSFER_LAW],
  ),
  talk(
    ['做嵌入式软件的一般纳税人，卖自己开发的软件产品，增值税有啥优惠', ['超过3%的部分', '即征即退'], D.SW_VAT],
    ['那它要是被认成国家鼓励的软件企业，所得税呢', ['第一年至第二年免征'], D.ICSW],
    [
      '对了我们想报一个只给中型企业的项目，公司一百二十人营收九百万，够中型的门槛不',
      ['小型企业', '1000万元及以上'],
      D.SIZE,
    ],
  ),
];

/** Outside the reference: each must get the not-found answer. */
export const OUT_OF_SCOPE_HELD_31: string[] = [
  '员工试用期第二个月被辞退了，公司要不要给经济补偿',
  '公司的车在高速上被拍超速，扣的分能不能找别人代扣',
  '外籍工程师要来厂里常驻，工作签证和居留许可去哪里办',
  '新厂房消防验收没通过，整改完以后多久能申请复验',
  '老员工要求公司把前几年断掉的社保补缴上，最多能补几年',
  '公司公众号被人举报洗稿封了，怎么申诉解封',
];

import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The sixth held-out set, written on 2026-11-27 by someone who did not see the planner's code, to be run once,
 * untouched. It covers every reference document that states facts, and where a document states several facts it
 * asks about the ones the fifth set left alone. Beside the usual phrasings (bare keywords, long colloquial
 * questions, typos and homophones, numbers in Chinese characters, documents named by 简称, follow-ups) it leans on
 * four kinds of question: cases a rule excludes (the honest answer is 不能/不是/否), when a rule starts or ends,
 * the procedure or the materials, and general questions about a rule that also has special-industry variants (the
 * general figure is expected). Every fact is stated verbatim in the cited document's reference facts
 * (seed/reference), and each cite is the document whose text states it.
 */
export const HELD_OUT_6: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们没有自己的实验室，研发项目都是委托外面的研究所做的，付给他们的研发废用能全额算进加计扣除的基数吗',
    '80%',
    D.RD2015,
  ),
  ask(
    '产品每年做一次常规性升级，改改外观和参数，这部分花费能享受研发费用加计扣除吗',
    ['常规性升级', '不适用税前加计扣除政策'],
    D.RD2015,
  ),
  ask('研发人员 人工费用 包括哪几类人员', ['研究人员、技术人员和辅助人员', '辅助人员'], D.RD_STAFF),
  ask('我们委托德国一家实验室做研发，付了一百万，这一百万能全部计入委托境外研发费用吗', '80%', D.RD_ABROAD),
  ask('13号公告里说的制造业企业怎么界定，主营业务收入要占多少', '50%', D.RD2021),
  ask('7号公告 研发费用加计扣除 从哪天起执行', '2023年1月1日', D.RD2023),
  ask(
    '十月份预缴第三季度的时候没选择享受前三季度的研发费用加计扣除，后面还能补享受吗',
    ['可以在年度汇算清缴时统一享受', '前三季度研发费用'],
    D.RD_PREPAY,
  ),
  ask('集成电路企业研发费用按百分之一百二十加计扣除的政策，什么时候到期', '2027年12月31日', D.RD_IC),

  // 企业所得税法、实施条例、办理方式
  ask('企业所得税 基本税率', '25%', D.CIT_LAW),
  ask('创业投资企业投资未上市中小高新技术企业，按投资额抵扣应纳税所得额，当年利润不够抵怎么办', '结转抵扣', D.CIT_REG),
  ask('享受企业所得税优惠的时候，要不要先把证明材料报给税务局审核', ['留存备查', '自行判别'], D.CIT_PROC),

  // 高企
  ask('高企和科小亏损结转年限延长到十年，是从哪天开始的', '2018年1月1日', D.HNTE_LOSS),
  ask('拿到高新技术企业证书以后，从哪一年开始能按优惠税率申报', '发证时间所在年度', D.HNTE_START),
  ask('我们公司注册才八个月，产品技术含量挺高，今年能申请高新技术企叶认定吗', '一年以上', D.HNTE),

  // 技术先进型服务企业、集成电路和软件
  ask('技术先进型服务企业 15%税率 从什么时候起全国实施', '2017年1月1日', D.TASS),
  ask(
    '我们是一家普通的软件企业，不是重点软件企业，45号公告里的所得税优惠是怎么减免的',
    ['第一年至第二年', '第三年至第五年'],
    D.ICSW,
  ),
  ask('我们是小规模纳税人，卖自己开发的软件，能享受增值税即征即退吗', '一般纳税人', D.SW_VAT),

  // 技术转让、技术合同
  ask(
    '我们把一项专利独家许可给合作企业使用三年，这笔许可费能按111号文的技术转让所得免企业所得税吗',
    ['5年以上', '全球独占许可使用权'],
    D.TT2010,
  ),
  ask('中关村那个116号文，转让五年以上非独占许可使用权的所得纳入技术转让优惠，是从哪天起执行', '2015年10月1日', D.ZGC),
  ask('给客户提供技术资询和技术服务，收入要交增值税吗', '免征增值税', D.VAT36),

  // 小微企业、小规模纳税人
  ask('我们今年应纳税所得额三百二十万，从业人数八十人，资产两千万，还算小型微力企业吗', '300万元', D.SP6),
  ask('六税两费 小型微利企业 减半', '减半征收', D.SP12),
  ask('小规模纳税人这个月销售额九万八千元，要交增值税吗', '10万元', D.SVAT),

  // 创业投资、成果转化奖励、新能源汽车
  ask('55号文 公司制创投企业 投资初创期科技型企业 满多久才能抵扣', '24个月', D.VC2018),
  ask(
    '我们是一家民营科技公司，给研发骨干发了一笔成果转化现金奖励，这笔奖励个税也能减按百分之五十计入工资吗',
    '非营利性研究开发机构和高等学校',
    D.CASH,
  ),
  ask('新能源汽车车辆购置税减半征收 从哪天开始', '2026年1月1日', D.NEV),
  ask('今年公司买了一辆新能源货车，车辆购置税是全免还是减半', '减半征收', D.NEV),

  // 科技型中小企业、梯度培育、划型、中小企业促进法
  ask('啥叫科技型中小企业', ['自主知识产权', '科技人员'], D.TSME),
  ask('22年那个梯度培育暂行办法，小巨人的主营业物收入要占营业收入多少', '70%', D.TIERS22),
  ask('中小企业划型 依据哪些指标', ['从业人员、营业收入、资产总额', '结合行业特点'], D.SIZE),
  ask('中小企业促进法 中小企业 定义', '人员规模、经营规模相对较小', D.SME_LAW),

  // 知识产权、双创载体、首台套
  ask('专利权质押给银行以后，我们还能把这个专利许可给别的企业用吗', ['不得转让或者许可他人使用', '协商同意'], D.CIVIL),
  ask('国办9号文说小微企业的核心专利申请可以走快一点，具体是怎么支持的', '优先审查', D.MAKER),
  ask('民非性质的新型研发机构，运营有盈余了，出资方能分红吗', '不得分红', D.NEW_RD),
  ask('专利 开放许可 怎么办理', ['书面方式', '予以公告'], D.PATENT),
  ask('首台套保险补尝 谁来投保 财政补贴给谁', ['装备制造企业投保', '保费补贴'], D.FIRST_SET),

  // 数据、个人信息、个人所得税
  ask('数据安全法 国家对数据实行什么保护制度', '分类分级保护', D.DATA_LAW),
  ask('用户数据已经做了匿名化处理，还算个人信息吗', '不包括匿名化处理后的信息', D.PI_LAW),
  ask('我拿了市政府颁发的科技进步奖，奖金能免个人所得税吗', '省级人民政府', D.IIT_LAW),
  ask('外籍个人的住房补贴、子女教育费免个税政策执行到什么时候', '2027年12月31日', D.EXPAT),

  // Follow-ups in one conversation
  talk(
    ['发明专利审查拖了好几年才授权，能补偿专利权期限吗', '满4年', D.PATENT],
    ['那新药相关的发明专利呢', ['不超过5年', '不超过14年'], D.PATENT],
    ['这个补偿是自动给的，还是要自己申请', '专利权人的请求', D.PATENT],
  ),
  talk(
    [
      '我们是省属高校，想把一项专利转让给企业，价格学校可以自己定吗',
      ['协议定价', '在技术交易市场挂牌交易', '拍卖'],
      D.TRANSFER_LAW,
    ],
    ['协议定价的话还要走什么程序', '公示科技成果名称和拟交易价格', D.TRANSFER_LAW],
  ),
  talk(
    ['专精特新中小企业 新办法 营业收入要求', '1500万元', D.TIERS26],
    ['它对研发费用有什么要求', '100万元', D.TIERS26],
    [
      '我们一项一类知识产权都没有，没拿过科技奖励，也没有省级研发机构，这样还能申请吗',
      ['1项以上', 'Ⅰ类知识产权1项以上'],
      D.TIERS26,
    ],
  ),
  talk(
    ['非上市公司给员工发限制性股票，员工拿到股票的时候就要交个税吗', ['递延至转让该股权时', '财产转让所得'], D.EQUITY],
    ['要享受这个需要办什么手续', '向主管税务机关备案', D.EQUITY],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_6: string[] = [
  '下周去三亚出差穿什么衣服合适',
  '糖醋排骨怎么做',
  '现在买哪只基金定投收益高',
  '公司拖欠我三个月工资，怎么申请劳动仲裁',
  '新加坡的研发费用税前扣除比例是多少',
  '帮我写一首关于春天的诗',
  '今晚英超有哪些比赛',
  '韩国对半导体企业有哪些税收优惠',
];

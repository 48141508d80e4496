import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The fourth held-out set, written on 2026-11-26 by someone who did not see the planner's code, and run once,
 * untouched. It spreads over every reference document that states facts (not only the tax ones), phrased as users
 * type into the portal: keywords, long colloquial questions with context that does not matter, typos and
 * homophones, numbers in Chinese characters, yes/no questions carrying the user's own figures, documents named
 * loosely, and follow-ups. Every fact is stated in the reference facts (seed/reference); a cite without a D.*
 * constant is the 文号 (or, for a law without one, the title) exactly as the reference gives it.
 */

// Cited documents the suite model has no constant for.
const SME_LAW = '中华人民共和国中小企业促进法';
const MAKER_SPACE = '国办发〔2015〕9号';
const NEW_RD = '国科发政〔2019〕313号';
const FIRST_SET = '财建〔2015〕19号';
const IIT_LAW = '中华人民共和国个人所得税法';
const EXPAT = '财政部 税务总局公告2023年第29号';

export const HELD_OUT_4: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们是一家做物流信息服务的公司，不是制造业，今年研发费用五十万，听说能加记扣除，是不是税前一共能扣一百万？',
    '100%',
    D.RD2023,
  ),
  ask('开KTV的公司自己搞研发 能不能享受研发费用加计扣除', ['不能', '不适用', '娱乐业'], D.RD2015),
  ask('研发项目里打下手的辅助人员，工资能不能归集进研发费用', ['辅助人员', '可以'], D.RD_STAFF),
  ask('境内符合条件的研发费用900万，委托国外机构研发花了800万，境外这块能全部加计扣除吗', '三分之二', D.RD_ABROAD),
  ask('21年那个13号公告里说的制造业企业，主营业务收入要占多少才算', '50%', D.RD2021),
  ask('十月份预缴第三季度的时候忘了选研发加计扣除，还有机会补吗', '年度汇算清缴', D.RD_PREPAY),

  // 企业所得税法、实施条例、办理方式
  ask('不是说小微企业所得税按20%吗，这个税率是所得税法里定的还是后来文件定的', '20%', D.CIT_LAW),
  ask('今年技术转让所得四百万，企业所得税要交吗', ['免征', '500万元'], D.CIT_REG),
  ask('享受税收优惠的那些证明材料，要报给税务局审核吗，还是企业自己留着', ['留存备查', '自行判别'], D.CIT_PROC),

  // 高企、科小的亏损与起始年度
  ask('我们2021年评上了科技型中小企业，2017年还有亏损没弥补完，现在还能接着弥补吗', '10年', D.HNTE_LOSS),
  ask('高企资格是今年才批下来的，去年的企业所得税汇算能不能也按高企优惠补享受', ['发证时间', '所在年度'], D.HNTE_START),
  ask('我们公司总共一百二十人，专门搞研发的十一个，科技人员占比够报高心技术企业吗', '10%', D.HNTE),

  // 技术先进型服务企业、软件
  ask('技术先进型服务业务收入只占总收入四成，还能认定技先企业吗', ['50%', '不能'], D.TASS),
  ask('小规模纳税人卖自己研发的软件，能享受软件产品增值税即征即退吗', '一般纳税人', D.SW_VAT),

  // 技术合同增值税
  ask('我们和客户签了技术转让合同，另外配套提供技术服务，这部分服务收入交不交增值税', '免征', D.VAT36),

  // 小微企业
  ask(
    '公司员工280人，资产总额4800万，去年应纳税所得额260万，算小型微利企业吗',
    ['300万元', '300人', '5000万元'],
    D.SP6,
  ),
  ask('六税两费 耕地占用税 减半吗', '耕地占用税', D.SP12),
  ask('小规模纳税人这个月开了十二万的票，还能免增值税吗', '10万元', D.SVAT),

  // 创投、股权激励、成果转化奖励
  ask('公司制创头企业投种子期科技企业，股权要持有满多久才能抵扣', ['24个月', '2年'], D.VC2018),
  ask('非上市公司给员工发限制性股票，员工拿到的时候就要交个税吗', ['暂不纳税', '递延'], D.EQUITY),
  ask('民营企业给研发人员发的成果转化奖金，个税能不能也减半计入工资', ['非营利性研究开发机构', '高等学校'], D.CASH),

  // 新能源汽车
  ask('明年打算买台新能源乘用车，车辆购置税最多能减多少钱', '1.5万元', D.NEV),

  // 创新型、专精特新
  ask('创新型中小企业评价 总分七十 但创新能力那项只有十八分 能过吗', '20分', D.TIERS22),
  ask('专精特心 营收不到一千五百万 别的申报条件', '2000万元', D.TIERS26),

  // 中小企业
  ask(
    '中小企业促进法里的中小企业，是不是只要在国内依法设立就行，有没有规模上的要求',
    ['规模相对较小', '人员规模'],
    SME_LAW,
  ),

  // 数据、个人信息
  ask('数据泄露后危害大小跟数据分级有关系吗，数安法怎么规定的', ['危害程度', '重要程度'], D.DATA_LAW),
  ask('做会员营销的，数据都脱敏匿名化了、认不出具体是谁，这种还算个人信息吗', ['不包括', '不属于', '不算'], D.PI_LAW),

  // 知识产权
  ask('公司的注册商标质押给银行贷了款，现在还能授权给别的厂家用吗', ['不得', '协商同意'], D.CIVIL),
  ask('发明专利从申请到授权拖了五年多，实审也超过三年了，能申请延长保护期吗', ['期限补偿', '4年'], D.PATENT),

  // 双创、首台套、人才个税
  ask('国办那个众创空间的文件，对小微企业核心专利申请有啥支持', '优先审查', MAKER_SPACE),
  ask('首台套保险补偿那个文件，投保企业的保费财政给补吗', '保费补贴', FIRST_SET),
  ask('个税 基本减除费用 一年多少', '6万元', IIT_LAW),

  // Follow-ups in one conversation
  talk(
    ['我们是集成电路企业，今年研发费用一千万没形成无形资产，税前总共能扣多少', '120%', D.RD_IC],
    ['形成无形资产的呢', '220%', D.RD_IC],
    ['这个政策到期时间呢', '2027年12月31日', D.RD_IC],
  ),
  talk(
    ['做集成电路封装测试的企业，所得税有啥优惠', '第一年至第二年', D.ICSW],
    ['是从成立那年开始算吗', '获利年度', D.ICSW],
  ),
  talk(
    ['我们把专利独家授权给一家外企用五年，全球范围的，这笔收入算技术转让吗', '5年以上', D.TT2010],
    ['那非独占许可呢', ['5年以上', '2015年10月1日'], D.ZGC],
  ),
  talk(
    ['外籍员工的住房补贴、子女教育费免个税，政策执行到哪年', '2027年12月31日', EXPAT],
    ['能跟专项附加扣除一起享受吗', '不得同时享受', EXPAT],
    ['这个需要满足什么条件', '居民个人', EXPAT],
  ),
  talk(
    ['我们公司四百多号人，评科技型中小企业人数上会卡吗', '500人', D.TSME],
    ['年销售收入呢', '2亿元', D.TSME],
    ['评价打分要多少', '60分', D.TSME],
  ),
  talk(
    [
      '我们是国家设立的研究所，把职务科技成果许可给企业，所里没定奖励办法也没跟课题组约定，课题组能从许可净收入里拿多少',
      '50%',
      D.TRANSFER_LAW,
    ],
    ['要是用协议定价的方式转让呢，有什么程序要求', ['公示', '拟交易价格'], D.TRANSFER_LAW],
    ['课题组自己想拿这个成果去转化行不行', '不变更职务科技成果权属', D.TRANSFER_LAW],
  ),
  talk(
    ['新型研发机构可以用什么身份登记注册', ['民办非企业单位', '事业单位'], NEW_RD],
    ['它的管理责任谁来担', '谁举办、谁负责', NEW_RD],
  ),
  talk(['工厂一百八十个人，一年营收三千万，算小型还是中型企业', '小型', D.SIZE], ['那要是软件公司呢', '中型', D.SIZE]),
];

/** Outside the reference: each must get the not-found answer; some borrow policy words. */
export const OUT_OF_SCOPE_HELD_4: string[] = [
  '现在首套房贷利率是多少',
  '买二手房契税交多少',
  '今年社保缴费基数是多少',
  '新能源车上牌摇号怎么报名',
  '专利代理师资格考试怎么报名',
  '公积金贷款最多能贷多少',
  '孩子上小学需要什么材料',
  '失业金怎么领',
];

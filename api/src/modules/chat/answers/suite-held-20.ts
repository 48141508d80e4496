import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The twentieth held-out set, written on 2026-11-28 blind, by someone who did not see the planner's or the
 * matcher's code, to be run once, at the end of the session, untouched, as a measure of generalisation. It weighs
 * toward corners the earlier sets left thin: 加计 for a chain pharmacy, a 公司制 dental hospital outside the negative
 * list and a crane-and-excavator leasing firm, for an App's monthly patches, for a research centre's office clerk,
 * and the yearly amortisation of a capitalised 非专利技术; 高企 for a company outside any 高新区 and for a
 * 个人独资企业, the 15% claimed at 汇算 after three quarters prepaid at 25%; a 科小 whose only IP is 软件著作权 and a
 * 科小 loss exactly in the fifth year before its qualifying year; a 国家企业技术中心 in place of a Ⅰ类知识产权 and a
 * bank loan counted as 股权融资 for 专精特新; a software firm over 一个亿 in revenue but under 300 staff, and whether
 * 资产总额 counts in the 工业 size rule; a 软著 licensed non-exclusively for exactly five years; 创投 in a large
 * unlisted 高企; 股权奖励 for an outside consultant; a 央企 research institute's cash reward; 公示 after a 挂牌
 * sale, a 课题组 that wants the title moved to its members; a departed inventor's 报酬; a client company's registry
 * data as 个人信息; a 教育部 award and a 评审费 in 个税; the last day of the 购置税 exemption; a 新型研发机构 funded by
 * private firms only; the denominators of the 技先 degree share and 职工教育经费; an expatriate's school fees in 2028;
 * injury from a design defect under the 首台（套）综合险. Eight conversations (twenty-four turns) name their referent
 * only in an earlier turn: a 工业母机 patent through 220%, 首台（套） and its sale; a 小规模 repair shop through 增值税,
 * 小微 所得税 and the asset line; a CRO's 高企 ratios and then 技先; a liquid detergent as 实用新型 then 发明; a
 * 农科院 putting a 品种权 into a company; a pledged patent used in-house, by a subsidiary, then a trademark pledged;
 * a packaging-machinery plant through 划型, 科小 and 高企; a catheter maker through 专精特新 and 创新型. Phrasings
 * run from bare keywords to long questions telling the company's own figures, with typos and homophones (价计扣除,
 * 摊消, 著做权, 专精特兴, 增直税, 首抬套, 制押), Chinese numerals, 简称 (高企, 科小, 专精特新, 技先, 首台套, 软著) and
 * questions whose honest answer is 不能/不够/不行. Every fact is stated verbatim in the cited document's reference
 * facts (seed/reference) or in a 问答库 entry (seed/qa) resting on it.
 */
export const HELD_OUT_20: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们是开连锁药房的，给门店开发了一套电子处方流转小程序，这笔研发投入年底汇算能不能价计扣除',
    ['批发和零售业', '不适用'],
    D.RD2015,
  ),
  ask(
    '民营口腔医院，公司制的，自己研发种植牙数字化导板，研发费用能加计多少',
    ['100%', '再按照实际发生额的100%'],
    D.RD2023,
  ),
  ask(
    '我们是做塔吊、挖掘机出租的设备租赁公司，自己研发了一套设备远程监控系统，研发费能加计扣除吗',
    ['租赁和商务服务业', '不适用'],
    D.RD2015,
  ),
  ask(
    '我们App上线以后每个月都要打补丁、修bug、做小版本更新，这些开发人员的工资能算研发费用加计扣除吗',
    ['常规性升级', '重复或简单改变', '不适用税前加计扣除政策'],
    D.RD2015,
  ),
  ask(
    '研发中心有个行政文员，负责订机票、报销、整理档案，她的工资能归集进研发人员的人工费用加计吗',
    ['直接从事研发活动人员'],
    D.RD_STAFF,
  ),
  ask(
    '研发搞出来一项非专利技术，资本化了，入账成本三百万，按十年摊消，每年税前能摊多少',
    ['200%', '无形资产成本的200%'],
    D.RD2023,
  ),

  // 高新技术企业
  ask(
    '高企是不是必须注册在高新区里面？我们公司在郊县的工业园，想报高新技术企业',
    ['在中国境内（不包括港、澳、台地区）注册的居民企业', '居民企业'],
    D.HNTE,
  ),
  ask('我开的是个人独资企业，做工业软件开发，有几项发明专利，能申请认定高企吗', ['居民企业'], D.HNTE),
  ask(
    '高企证书是今年十一月才发的，一到三季度都已经按25%预缴了，今年汇算能按15%算吗',
    ['发证时间所在年度'],
    D.HNTE_START,
  ),

  // 科技型中小企业
  ask('公司成立一年多，一项专利都没有，只有三个软件著做权，这样能评科小吗', ['自主知识产权', '不低于60分'], D.TSME),
  ask(
    '我们二〇二六年才评上科技型中小企业，二〇二一年亏的一百万还没补完，按原来五年今年就到期了，还能接着补吗',
    ['具备资格年度之前5个年度', '10年'],
    D.HNTE_LOSS,
  ),

  // 专精特新
  ask(
    '新办法 专精特兴 没有一类知识产权 但我们有国家企业技术中心 能不受那条限制吗',
    ['省级以上研发机构', '不受此限'],
    D.TIERS26,
  ),
  ask(
    '新办法报专精特新，去年营收一千一百万，近两年到账两千四百万，其中一千二百万是银行贷款，另外一千二百万是创投实缴的，营收不够能靠融资那条吗',
    ['合格机构投资者的实缴额', '2000万元以上'],
    D.TIERS26,
  ),

  // 中小企业划型
  ask(
    '做工业软件的公司，两百五十个人，去年营收一亿二，营收都过一个亿了，还算中小企业吗',
    ['从业人员300人以下或营业收入10000万元以下', '中型企业'],
    D.SIZE,
  ),
  ask(
    '工业企业划型，资产总额有没有要求，还是只看人数和营收',
    ['从业人员1000人以下或营业收入40000万元以下', '从业人员300人及以上且营业收入2000万元及以上'],
    D.SIZE,
  ),

  // 技术转让、创业投资
  ask(
    '软件著作权以非独占方式许可给客户使用，合同期正好五年，这笔许可所得能算技术转让所得享受企业所得税减免吗',
    ['5年以上非独占许可使用权'],
    D.ZGC,
  ),
  ask(
    '创投企业投了一家没上市、但员工三千多人、营收几十个亿的大型高新技术企业，满两年了，能按投资额70%抵扣吗',
    ['中小高新技术企业', '未上市的中小高新技术企业'],
    D.CIT_REG,
  ),

  // 股权激励、成果转化
  ask(
    '我们公司没上市，想给长期合作的外部技术顾问一些股权奖励，他不是公司员工，这种能享受递延纳税吗',
    ['本公司员工', '授予本公司员工'],
    D.EQUITY,
  ),
  ask(
    '我们是央企下属的研究院，公司制的，不是事业单位，给科研人员发成果转化现金奖励，个税能减按一半计入工资吗',
    ['非营利性研究开发机构', '依法批准设立的非营利性研究开发机构和高等学校'],
    D.CASH,
  ),
  ask(
    '国家设立的研究所把成果放到技术交易市场挂牌交易，成交价就按挂牌结果，还要在所里公示拟交易价格吗',
    ['协议定价的，应当在本单位公示', '协议定价'],
    D.TRANSFER_LAW,
  ),
  ask(
    '研究所的课题组想先把一项职务科技成果过户到几个完成人名下，再自己去找企业转化，法律上是这么操作的吗',
    ['在不变更职务科技成果权属的前提下', '不变更职务科技成果权属'],
    D.TRANSFER_LAW,
  ),

  // 专利、个人信息
  ask(
    '工程师三年前离职了，他在职时的职务发明今年才投产赚钱，公司还要给他报酬吗',
    ['合理的报酬', '根据其推广应用的范围和取得的经济效益'],
    D.PATENT,
  ),
  ask(
    '我们采集的是客户公司的名称、统一社会信用代码和注册地址，这些算个人信息吗',
    ['已识别或者可识别的自然人', '自然人'],
    D.PI_LAW,
  ),

  // 个人所得税、外籍人才
  ask('教育部颁发的高等学校科学研究优秀成果奖，奖金要交个人所得税吗', ['国务院部委', '免征个人所得税'], D.IIT_LAW),
  ask('研究员周末去外单位当项目评审专家，拿的评审费要跟工资合在一起算个税吗', ['劳务报酬所得', '综合所得'], D.IIT_LAW),
  ask('外籍员工的孩子上国际学校，公司报销的学费，二〇二八年还能免个税吗', ['2027年12月31日'], D.EXPAT),

  // 技术先进型服务企业
  ask(
    '技先认定里大专以上学历要占百分之五十，是拿全体职工算，还是只算技术人员',
    ['占企业职工总数的50%以上', '职工总数'],
    D.TASS,
  ),
  ask('技先企业职工教育经费扣除的那个8%，是按工资总额算还是按营业收入算', ['工资薪金总额8%'], D.TASS),

  // 新能源汽车、新型研发机构、首台（套）
  ask(
    '二〇二五年十二月三十一号晚上付的全款、开的发票，新能源车购置税是免征还是减半',
    ['2024年1月1日至2025年12月31日', '免征车辆购置税'],
    D.NEV,
  ),
  ask(
    '我们几家民营企业凑钱办一个研发机构，没有政府出资，能算新型研发机构吗',
    ['投资主体多元化', '独立法人机构'],
    D.NEW_RD,
  ),
  ask(
    '我们的首台套装备交付以后，因为设计缺陷出了事故伤了人，首台套综合险管不管这种',
    ['质量风险和责任风险', '责任风险'],
    D.FIRST_SET,
  ),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    [
      '我们是做五轴联动数控机床的工业母机企业，今年研发形成了一项发明专利，作为无形资产入账八百万，税前摊销能按多少',
      ['220%', '无形资产成本的220%'],
      D.RD_IC,
    ],
    [
      '用这项专利造的新机型还没卖给过任何客户，性能参数比进口的有重大突破，能按首抬套投保吗，保险由谁来买',
      ['尚未取得市场业绩', '装备制造企业投保'],
      D.FIRST_SET,
    ],
    [
      '过两年要是把这项专利卖断给一家下游厂，所得六百五十万，企业所得税怎么交',
      ['不超过500万元的部分', '减半征收'],
      D.CIT_REG,
    ],
  ),
  talk(
    [
      '我们是做农机维修的小规模纳税人，一个季度营业额四十五万左右，增直税能免吗',
      ['10万元以下（含本数）', '1%'],
      D.SVAT,
    ],
    ['它一年利润大概六十万，十几个员工，企业所得税实际怎么算', ['减按25%计算应纳税所得额', '20%'], D.SP12],
    ['要是明年扩张了，资产到六千万，这个所得税优惠还能享受吗', ['资产总额不超过5000万元', '不超过5000万元'], D.SP6],
  ),
  talk(
    [
      '我们是做药物临床前研究外包的CRO公司，主要卖研发服务，一共两百人，科技人员六十个，去年总收入八千万，其中研发服务收入七千万，想报高企，人员和收入这两条行吗',
      ['不低于10%', '不低于60%'],
      D.HNTE,
    ],
    ['近三年研发费用占销售收入百分之三点八，这条呢', ['不低于4%', '5000万元至2亿元（含）'], D.HNTE],
    [
      '那先认定技先企业呢，我们离岸外包收入占一半，员工大专以上占九成',
      ['不低于企业当年总收入的35%', '50%以上'],
      D.TASS,
    ],
  ),
  talk(
    [
      '我们研发了一种新配方的液体洗涤剂，想申请实用新型专利，行不行',
      ['形状、构造或者其结合', '产品的形状、构造'],
      D.PATENT,
    ],
    ['那换成申请发明专利呢，配方这种能申请吗', ['产品、方法或者其改进', '新的技术方案'], D.PATENT],
    ['批下来的话能保护多少年，从哪天开始算', ['20年', '自申请日起计算'], D.PATENT],
  ),
  talk(
    [
      '我们是国家设立的农科院，想把一个水稻新品种权作价入股一家种业公司，需要报上级审批吗',
      ['自主决定转让、许可或者作价投资', '自主决定'],
      D.TRANSFER_LAW,
    ],
    [
      '院里没定奖励办法，也没跟育种团队约定，团队能分到多少',
      ['形成的股份或出资比例中提取不低于50%', '不低于50%'],
      D.TRANSFER_LAW,
    ],
    [
      '作价多少院里自己拍板就行吗，有没有定价方式上的要求',
      ['协议定价、在技术交易市场挂牌交易、拍卖', '协议定价'],
      D.TRANSFER_LAW,
    ],
  ),
  talk(
    ['公司的一项发明专利质押给银行贷了款，我们自己车间还能继续用这个专利生产吗', ['不得转让或者许可他人使用'], D.CIVIL],
    ['那要是子公司也想用它呢', ['协商同意', '不得转让或者许可他人使用'], D.CIVIL],
    ['除了专利，我们的注册商标能不能也制押给银行再贷一笔', ['注册商标专用权', '可以出质'], D.CIVIL],
  ),
  talk(
    [
      '做食品包装机械的工厂，三百五十人，去年营收一亿八，按划型标准算中型吗',
      ['中型企业', '300人及以上且营业收入2000万元及以上'],
      D.SIZE,
    ],
    ['那它能评科技型中小企业吗，资产一亿六', ['不超过500人', '不超过2亿元'], D.TSME],
    ['它搞研发的有四十个人，想报高企，科技人员占比够吗', ['不低于10%'], D.HNTE],
  ),
  talk(
    [
      '新办法 做医用导管的 去年营收两千六百万 近两年研发费用一百五十万和一百八十万 报专精特新够吗',
      ['不低于1500万元', '均不低于100万元'],
      D.TIERS26,
    ],
    ['知识产权这块我们只有几项实用新型，没有发明专利，这条怎么要求的', ['Ⅰ类知识产权1项以上', '1项以上'], D.TIERS26],
    ['那退一步报创新型中小企业，打分上创新能力这块最低要几分', ['不低于20分'], D.TIERS22],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_20: string[] = [
  '公司给员工建立企业年金，企业缴费最多能占工资总额的多少',
  '我们食品厂的食品生产许可证快到期了，延续要提前多久申请',
  '公司官网要上线，ICP备案需要准备哪些材料',
  '员工在公司连续干满十年了，是不是必须跟他签无固定期限劳动合同',
  '父母退休后去海南长住，医保异地就医备案怎么办',
  '孩子明年去英国读研，个人每年的购汇额度够不够交学费',
];

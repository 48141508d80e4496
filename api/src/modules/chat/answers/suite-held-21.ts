import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The twenty-first held-out set, written on 2026-11-28 blind, by someone who did not see the planner's or the
 * matcher's code, to be run once, at the end of the session, untouched, as a measure of generalisation. It weighs
 * toward the documents the earlier sets cited least and toward fresh situations in the rest: the 中小企业促进法's
 * definition, the 留存备查 way of claiming, 制造业 status at a 主营 share just under half, 即征即退 for a 小规模纳税人,
 * a 技术合同 for a feeding scheme on a farm, a 技术服务 bundled with a patent sale, the cash reward at a university, a
 * corporate 有限合伙人 of a 创投 fund, 外观设计 in 技术转让, a 55-nanometre fab, an 小型微利 check failing on
 * 应纳税所得额, a machining shop under twenty hands that is 微型 not 小型; 高企 after a serious accident, with most
 * R&D done abroad, in the first year of the certificate, on a certificate past its three years, and a loss too old
 * for the ten-year carry-forward; the 创新型 standard in force after the 2026 办法 and its 成长性 floor; the 10% cap
 * on 图书资料费, the 80% of 委托 and the two-thirds of 委托境外; 专利 term compensation for a slow grant and a new
 * drug, an old 实用新型's term, 开放许可 and 法定赔偿; a 技术入股 paid partly in cash; where 成果转化 income goes and
 * the 5% from 营业利润. Eight conversations (twenty-four turns) name their referent only in an earlier turn: a 个体户
 * repair shop through 个税, 增值税 and 六税两费; a chip-design firm through its 获利年度, 120% and 重点 status; a German
 * engineer through 183天, 子女教育费, its end date and 不得同时享受; a 新型研发机构 through its legal form, 分红 and
 * 国家自然科学基金; a 植物新品种 sale through its scope, the 500万 split and 登记; a 众创空间 and its 房租; a health
 * check centre's records through 个人信息, 匿名化 and 分类分级; a 小巨人 under the 2026 rules through 研发费用,
 * Ⅰ类知识产权 and a national award. Phrasings run from bare keywords to long questions telling the company's own
 * figures, with typos and homophones (加记扣除, 即征即腿, 晶园厂, 专力, 高新技朮, 小居人), Chinese numerals, 简称 (高企,
 * 科小, 小巨人, 民非, 创投, LP) and questions whose honest answer is 不能/不够/不行. Every fact is stated verbatim in the
 * cited document's reference facts (seed/reference) or in a 问答库 entry (seed/qa) resting on it.
 */
export const HELD_OUT_21: SuiteSession[] = [
  // 中小企业、小微、划型
  ask('中小企业促进法里讲的中小企业具体指哪几类，微型企业包不包括在内', ['中型企业、小型企业和微型企业'], D.SME_LAW),
  ask(
    '我们去年应纳税所得额三百二十万，员工一百来个，资产三千万，还能按小型微利企业交所得税吗',
    ['不超过300万元', '年度应纳税所得额不超过300万元'],
    D.SP6,
  ),
  ask(
    '机加工小厂，工人十八个，一年营收五百万，按划型标准算小型企业吧',
    ['从业人员20人以下或营业收入300万元以下', '微型企业'],
    D.SIZE,
  ),

  // 研发费用加计扣除
  ask(
    '我们厂做注塑件，也做点贸易，去年制造业务收入占总收入百分之四十八，能按制造业企业享受研发费用加计扣除吗',
    ['50%以上', '达到50%以上'],
    D.RD2021,
  ),
  ask(
    '请了一位退休的老教授来指导研发，不是我们的员工，付给他的劳务费能归集进研发费用加记扣除吗',
    ['外聘研发人员', '也可以是外聘研发人员'],
    D.RD_STAFF,
  ),
  ask('研发买的技术图书资料、专利申请费这些，算加计扣除的时候有没有比例上限', ['10%'], D.RD2015),
  ask('委托本地一所大学帮我们做研发，合同付了一百万，加计扣除的时候按多少算进我们的研发费用', ['80%'], D.RD2015),
  ask(
    '境内研发费用一年六百万，想把一部分研发委托给国外的实验室做，委托境外的部分加计扣除有没有额度限制',
    ['三分之二', '不超过境内符合条件的研发费用三分之二'],
    D.RD_ABROAD,
  ),
  ask(
    '享受企业所得税优惠，比如高企15%、研发加计这些，要不要先去税务局审批备案',
    ['自行判别、申报享受、相关资料留存备查', '留存备查'],
    D.CIT_PROC,
  ),

  // 软件、集成电路
  ask(
    '我们是小规模纳税人，卖自己开发的软件，能享受软件产品增值税即征即腿吗',
    ['增值税一般纳税人', '一般纳税人'],
    D.SW_VAT,
  ),
  ask(
    '给一家养殖场设计智能饲喂方案，再派人驻场做技术指导，签的这份合同在民法典里算技术合同吗',
    ['技术开发、转让、许可、咨询或者服务'],
    D.CIVIL,
  ),
  ask(
    '五十五纳米的晶园厂，属于国家鼓励的集成电路生产项目，经营期二十年，企业所得税能免几年',
    ['第一年至第五年免征企业所得税', '第一年至第五年免征'],
    D.ICSW,
  ),

  // 技术转让、技术合同、创业投资、成果转化
  ask(
    '专利卖给客户的同时，合同里还约定给他们做三个月的技术培训和指导，培训指导这块的收入也免增值税吗',
    ['与之相关的技术咨询、技术服务', '技术转让、技术开发和与之相关的技术咨询、技术服务'],
    D.VAT36,
  ),
  ask(
    '外观设计专利转让所得能享受技术转让所得税减免吗，我们只是把产品图案改了下颜色',
    ['非简单改变产品图案的外观设计'],
    D.TT2010,
  ),
  ask(
    '我们公司是一只有限合伙创投基金的LP，基金投了一家没上市的中小高企满两年了，我们公司能抵扣应纳税所得额吗',
    ['法人合伙人', '投资额的70%'],
    D.ZGC,
  ),
  ask(
    '拿一项专力技术入股别人公司，对方给我们百分之六十股权加一百万现金，能选递延纳税吗',
    ['全部为股票（权）', '对价全部为股票（权）'],
    D.EQUITY,
  ),
  ask('大学老师把职务成果转化了，学校发的现金奖励，个税怎么计', ['减按50%', '可减按50%计入科技人员当月'], D.CASH),
  ask(
    '国家设立的研究所转化科技成果赚的钱，是要上缴财政还是单位自己留着',
    ['全部留归本单位', '收入全部留归本单位'],
    D.TRANSFER_LAW,
  ),
  ask(
    '研究院自己实施转化成果投产成功了，没定奖励办法，给团队的奖励按营业利润提多少，提几年',
    ['不低于5%', '连续3至5年'],
    D.TRANSFER_LAW,
  ),

  // 高企、科小、梯度培育
  ask(
    '高企申请是去年报的，证书上写的发证日期是今年，优惠从哪一年开始享受',
    ['发证时间所在年度', '自高新技术企业证书注明的发证时间所在年度起'],
    D.HNTE_START,
  ),
  ask(
    '今年三月厂里出了一次重大安全事故，明年上半年想申报高新技朮企业，能不能报',
    ['前一年内未发生重大安全', '申请认定前一年内未发生重大安全、重大质量事故或严重环境违法行为'],
    D.HNTE,
  ),
  ask(
    '我们大部分研发外包给德国的合作方，境内研发费用只占全部研发费用的一半，高企这项指标能过吗',
    ['不低于60%'],
    D.HNTE,
  ),
  ask('高企证书是二〇二三年十月发的，一直没重新认定，今年年底汇算还能按高企算吗', ['有效期为三年', '三年'], D.HNTE),
  ask(
    '我们估计二〇二七年才能认定上高企，二〇二一年亏的那笔到时候还没补完，能跟着延到十年补吗',
    ['具备资格年度之前5个年度'],
    D.HNTE_LOSS,
  ),
  ask(
    '工信部梯度培育新办法出来以后，现在评创新型中小企业还用哪个标准',
    ['继续适用', '工信部企业〔2022〕63号附件1'],
    D.TIERS26,
  ),
  ask('创新型中小企业打分，成长性指标最低要多少分', ['均不低于15分', '不低于15分'], D.TIERS22),

  // 专利
  ask('发明专利申请五年多才授权，实审也拖了四年，能要求补偿专利期限吗', ['满4年', '自发明专利申请日起满4年'], D.PATENT),
  ask('新药上市审批拖了好几年，相关发明专利能延长多久保护期', ['不超过5年', '14年'], D.PATENT),
  ask(
    '想把公司几项专利公开出来，谁交许可费谁都能用，不用一家家谈，有这种制度吗',
    ['开放许可', '实行开放许可'],
    D.PATENT,
  ),
  ask('专利被人侵权了，我们的损失和对方赚了多少都算不清楚，法院一般能判多少赔偿', ['3万元以上500万元以下'], D.PATENT),

  // 首台（套）、新能源汽车
  ask(
    '我们有项实用新型是二〇一五年申请的，现在别人仿我们的产品，这个专利还在保护期里吗',
    ['10年', '实用新型专利权的期限为10年'],
    D.PATENT,
  ),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    [
      '我在县城开了个电脑维修的个体户，一年下来应纳税所得额八十万左右，个人所得税有什么优惠',
      ['减半征收个人所得税', '不超过200万元的部分'],
      D.SP12,
    ],
    ['那它每个月营业额七八万，是小规模纳税人，增值税要交吗', ['10万元以下（含本数）', '免征增值税'], D.SVAT],
    ['房产税、印花税这些小税种呢', ['减半征收', '印花税（不含证券交易印花税）'], D.SP12],
  ),
  talk(
    [
      '我们是国家鼓励的集成电路设计企业，去年是第一个获利年度，企业所得税有啥优惠',
      ['第一年至第二年免征', '第三年至第五年按照25%的法定税率减半征收'],
      D.ICSW,
    ],
    ['那研发费用加计能按多少比例', ['120%'], D.RD_IC],
    ['要是被列为重点集成电路设计企业，这个所得税优惠又是怎样', ['第一年至第五年免征', '接续年度减按10%的税率'], D.ICSW],
  ),
  talk(
    ['我们请了个德国工程师，今年在中国已经住了两百天，他算居民个人吗', ['累计满183天', '居民个人'], D.IIT_LAW],
    ['那他孩子的子女教育费公司报销，能免个税吗', ['子女教育费', '不得同时享受'], D.EXPAT],
    ['这个免税政策能执行到哪年', ['2027年12月31日'], D.EXPAT],
    ['年中他想改成享受专项附加扣除，能改吗', ['一个纳税年度内不得变更', '不得变更'], D.EXPAT],
  ),
  talk(
    ['我们几家单位想合办一个新型研发机构，可以注册成什么性质', ['科技类民办非企业单位', '事业单位和企业'], D.NEW_RD],
    ['要是注册成民非，它赚的钱出资方能分红吗', ['不得分红', '出资方不得分红'], D.NEW_RD],
    ['那它能申报国家自然科学基金这类项目吗', ['国家自然科学基金'], D.NEW_RD],
  ),
  talk(
    ['我们育出一个玉米新品种，把植物新品种权转让给种业公司，所得能享受技术转让减免吗', ['植物新品种'], D.TT2010],
    ['转让所得八百万，所得税具体怎么算', ['超过500万元的部分，减半征收', '不超过500万元的部分'], D.CIT_REG],
    ['这份合同要去哪里登记', ['省级以上（含省级）科技部门认定登记'], D.TT2010],
  ),
  talk(
    ['园区想建一个众创空间做孵化，国家文件里是怎么定位它的', ['低成本、便利化、全要素、开放式'], D.MAKER],
    ['那它的房租和宽带费有补贴吗', ['房租、宽带接入费用和公共软件', '适当财政补贴'], D.MAKER],
  ),
  talk(
    [
      '我们做体检中心预约系统的，存着客户的姓名和体检报告，这些算个人信息吗',
      ['已识别或者可识别的自然人', '可识别的自然人'],
      D.PI_LAW,
    ],
    ['要是这些做了匿名化处理再给第三方用呢，还算吗', ['不包括匿名化处理后的信息', '匿名化处理后的信息'], D.PI_LAW],
    ['这批体检数据国家要求怎么保护', ['分类分级保护'], D.DATA_LAW],
  ),
  talk(
    [
      '按新办法报小居人，去年营收六千万，近两年研发费用加起来一千万，每年占比都过了百分之八，够吗',
      ['不低于1200万元', '近2年研发费用总额不低于1200万元'],
      D.TIERS26,
    ],
    ['那一类知识产权要求几项', ['4项以上', 'Ⅰ类知识产权4项以上'], D.TIERS26],
    ['我们拿过国家科技进步二等奖，排名第二，这条能免吗', ['不受此限', '国家级科技奖励（排名前三）'], D.TIERS26],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_21: string[] = [
  '新公司去银行开基本存款账户，要带哪些资料',
  '车间新装了一台蒸汽锅炉，特种设备使用登记去哪个部门办',
  '想参加政府采购项目投标，供应商怎么入库',
  '企业安全生产标准化三级达标怎么申请',
  '女员工休完产假，生育津贴公司怎么帮她申领',
  '公司不打算做了，走简易注销的话公告期是多少天',
];

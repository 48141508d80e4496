import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The development set (issue 30, Nov 2026): written from the reference facts alone, before the planner changes it
 * measures, over every theme they cover, phrased as users write (colloquial, typos, numbers in Chinese, long
 * questions with context, documents named loosely, yes/no with a figure, follow-ups). Unlike the held-out sets it
 * may be looked at while working; the held-out sets say whether what it drove generalises. Every fact is stated
 * in the reference facts (seed/reference).
 */
export const DEV: SuiteSession[] = [
  // 研发费用加计扣除
  ask('俺们公司搞研发花了三百万，税前到底能多扣多少', '100%', D.RD2023),
  ask('研发费用家计扣除是百分之百吗', '100%', D.RD2023),
  ask('开酒店的企业研发支出能加计扣除么', '不能', D.RD2015),
  ask('做租赁的公司能享受研发加计扣除吗', '不能', D.RD2015),
  ask('请问知识产权申请费计入加计扣除有比例限制吗', '10%', D.RD2015),
  ask('找外面的公司帮我们做研发，费用怎么算加计扣除', '80%', D.RD2015),
  ask('研发人员是劳务派遣的，工资能不能归集进研发费用', ['可以', '能'], D.RD_STAFF),
  ask('二季度预缴的时候就能享受加计扣除了吗', ['上半年', '7月份'], D.RD_PREPAY),
  ask('集成电路公司形成无形资产的摊销比例', '220%', D.RD_IC),
  ask('工业母机企业120%加计扣除到什么时候', '2027年12月31日', D.RD_IC),
  ask('制造业企业怎么认定，主营收入要占多少', '50%', D.RD2021),
  ask('加计扣除要不要到税务局备案审批', ['自行判别', '不需要'], D.CIT_PROC),
  ask(
    '您好，我是一家做新材料的民营企业财务，老板让我问问，今年我们研发费用大概有五百万，年底汇算的时候加计扣除比例到底是多少？谢谢',
    '100%',
    D.RD2023,
  ),
  ask('119号文里面不能加计扣除的行业有哪些', ['烟草制造业', '房地产业'], D.RD2015),
  ask('2023年7号公告讲的什么', '100%', D.RD2023),

  // 高新技术企业
  ask('高新技术企业所得税优惠税率是多少啊', '15%', D.CIT_LAW),
  ask('申请高企，科技人员要占到多少', '10%', D.HNTE),
  ask('我们年销售4000万，报高新研发费用比例最低多少', '5%', D.HNTE),
  ask('台湾注册的企业能认定高新吗', '不能', D.HNTE),
  ask('高企资格有效期从什么时候开始算', ['颁发证书之日', '发证'], D.HNTE),
  ask('高企认定需要满足几个条件', ['八项', '一年以上'], D.HNTE),
  ask('取得高新资格以前的亏损能结转几年', '10年', D.HNTE_LOSS),
  ask('高新技术产品收入占比不到50%能报高企吗', '不能', D.HNTE),
  ask('高企认定管理办法对知识产权有什么要求', ['所有权', '受让'], D.HNTE),
  ask('财税2018 76号 亏损结转年限', '10年', D.HNTE_LOSS),

  // 科技型中小企业
  ask('科技型中小企业职工人数有上限吗', '500人', D.TSME),
  ask('科小评价打分及格线', '60分', D.TSME),
  ask('资产总额三个亿的公司能评科技型中小企业吗', '不能', D.TSME),
  ask('科技型中小企业啥意思', '科技人员', D.TSME),

  // 小微企业、小规模纳税人
  ask('小微企业所得税现在按多少交', ['20%', '25%'], D.SP12),
  ask('资产4500万算小微吗', '5000万元', D.SP6),
  ask('公司员工两百八十人，能享受小型微利企业所得税优惠吗', '300人', D.SP6),
  ask('个体户经营所得个税能减免多少', ['减半', '200万元'], D.SP12),
  ask('六税两费减半都包括什么税', ['资源税', '城市维护建设税', '印花税'], D.SP12),
  ask('小规模纳税人一个月开票九万要交增值税吗', ['免征', '不用', '不需要'], D.SVAT),
  ask('小规模3%征收率现在减到多少', '1%', D.SVAT),
  ask('我们是一个在杭州的小公司，十几个人，去年利润大概80万，请问企业所得税有什么优惠', ['20%', '25%'], D.SP12),

  // 技术先进型服务企业
  ask('技术先进型服务企业员工学历要求', '50%', D.TASS),
  ask('技先企业的所得税是多少', '15%', D.TASS),
  ask('技术先进型服务企业职工教育经费超过8%的部分怎么办', '结转', D.TASS),

  // 软件和集成电路
  ask('软件企业两免三减半从哪年开始算', '获利年度', D.ICSW),
  ask('重点软件企业能免几年企业所得税', ['第一年至第五年', '五年'], D.ICSW),
  ask('卖自己开发的软件，增值税税负超过多少能退', '3%', D.SW_VAT),
  ask('线宽28nm的芯片生产线有什么企业所得税优惠', ['第十年', '十年'], D.ICSW),

  // 技术转让、技术合同
  ask('一年技术转让赚了300万要交企业所得税吗', ['免征', '不用', '不需要'], D.CIT_REG),
  ask('集成电路布图设计权转让能享受技术转让所得税优惠吗', ['能', '可以', '布图设计'], D.TT2010),
  ask('给客户做技术咨询服务收入免增值税吗', '免征', D.VAT36),
  ask('独占许可要几年以上才能算技术转让', '5年以上', D.TT2010),

  // 创业投资
  ask('创投公司投了种子期企业，税上能抵多少', '70%', D.VC2018),
  ask('天使投资人投资初创企业要满几年才能抵扣', ['2年', '满2年'], D.VC2018),
  ask('创业投资企业投资未上市中小高新技术企业有什么优惠', '70%', D.CIT_REG),

  // 科技成果转化
  ask('科研人员拿到成果转化的现金奖励，个税怎么算', '50%', D.CASH),
  ask('用专利技术入股公司要马上交税吗', ['递延', '暂不纳税'], D.EQUITY),
  ask('高校成果作价投资，给团队的股份比例最低多少', '50%', D.TRANSFER_LAW),
  ask('高校自己实施转化的成果，每年从利润里给科研人员提多少', '5%', D.TRANSFER_LAW),

  // 专精特新、创新型中小企业
  ask('专精特新小巨人要多少项一类知识产权', '4项', D.TIERS26),
  ask('专精特新中小企业营收要求', '1500万元', D.TIERS26),
  ask('小巨人营业收入门槛是5000万吗', '5000万元', D.TIERS26),
  ask('创新型中小企业评价得分多少以上', '60分', D.TIERS22),

  // 中小企业划型
  ask('软件公司20个人营收500万算小型还是微型', '小型', D.SIZE),
  ask('工业企业多少人以下算中小企业', '1000人', D.SIZE),
  ask('中小企业促进法里中小企业怎么定义', '相对较小', D.SME_LAW),

  // 专利、知识产权质押
  ask('发明专利能保护多久，从哪天开始算', '20年', D.PATENT),
  ask('新药专利期限补偿最长几年', '5年', D.PATENT),
  ask('别人故意抄我们专利，赔偿最高能到损失的几倍', '5倍', D.PATENT),
  ask('员工在职时搞出来的发明专利归谁', '属于该单位', D.PATENT),
  ask('发明专利审查拖太久能补偿期限吗', ['不合理延迟', '4年'], D.PATENT),
  ask('商标专用权可以出质吗', '可以', D.CIVIL),
  ask('专利质押以后还能许可给别人用吗', ['不得', '不能'], D.CIVIL),

  // 新能源汽车
  ask('2024年买的电车免购置税最多免多少钱', '3万元', D.NEV),
  ask('27年买新能源车还有优惠吗', '减半', D.NEV),

  // 数据、个人信息
  ask('身份证号属于个人信息吗', ['属于', '可识别的自然人'], D.PI_LAW),
  ask('数据分类分级是哪部法律规定的', '分类分级', D.DATA_LAW),

  // 个人所得税、人才
  ask('个人所得税怎么算', ['3%至45%', '6万元'], D.IIT_LAW),
  ask('外国专家在中国待多少天要交个税', '183天', D.IIT_LAW),
  ask('获得省政府科技奖的奖金要交个税吗', ['免征', '不交', '不用'], D.IIT_LAW),
  ask('外籍员工的住房补贴免个税的政策到什么时候', '2027年12月31日', D.EXPAT),

  // 众创空间、新型研发机构、首台（套）
  ask('众创空间的房租有补贴吗', '补贴', D.MAKER),
  ask('新型研发机构是什么性质的单位', ['独立法人', '民办非企业'], D.NEW_RD),
  ask('新型研发机构能申报国家重点研发计划吗', ['可以', '能', '可申报'], D.NEW_RD),
  ask('首台套装备具体指什么', ['前三台', '重大突破'], D.FIRST_SET),
  ask('首台套保险补偿谁来投保', '装备制造企业', D.FIRST_SET),

  // Follow-ups in one conversation
  talk(['高新技术企业亏损能结转几年', '10年', D.HNTE_LOSS], ['那科小呢', '10年', D.HNTE_LOSS]),
  talk(['公司制创投企业投资抵扣比例是多少', '70%', D.VC2018], ['那天使投资个人呢', '70%', D.VC2018]),
  talk(['发明专利保护期', '20年', D.PATENT], ['外观设计专利呢', '15年', D.PATENT]),
  talk(
    ['软件企业所得税有什么优惠', ['两免三减半', '第一年至第二年'], D.ICSW],
    ['那重点软件企业呢', ['第一年至第五年', '10%'], D.ICSW],
  ),
  talk(
    ['小巨人营业收入要多少', '5000万元', D.TIERS26],
    ['那专精特新中小企业呢', '1500万元', D.TIERS26],
    ['知识产权要几项', '1项', D.TIERS26],
  ),
  talk(['研发费用加计扣除比例', '100%', D.RD2023], ['形成无形资产的呢', '200%', D.RD2023]),
  talk(['高企认定对研发人员比例有要求吗', '10%', D.HNTE], ['它的有效期几年', ['三年', '3年'], D.HNTE]),
  talk(['2025年买新能源车购置税', '免征', D.NEV], ['这个最多能免多少', '3万元', D.NEV]),
  talk(['技术先进型服务企业所得税税率', '15%', D.TASS], ['职工教育经费呢', '8%', D.TASS]),

  // Added by the answers session (issue 30, after held-out 4): one or two per mechanism it added, so that a later
  // change to them shows here. 划型 worked out from the user's figures:
  ask('制造厂五百人，年营业收入两亿，是中型企业吗', '中型', D.SIZE),
  // a law named without 中华人民共和国:
  ask('民法典对技术合同怎么定义', '技术开发、转让、许可、咨询或者服务', D.CIVIL),
  // an entry on a case of its own (新药) does not displace the general answer:
  ask('发明专利的保护期是多久', '20年', D.PATENT),
  // follow-ups kept to the previous answer's document, with or without 那…呢:
  talk(
    ['新型研发机构能申报国家科技项目吗', '国家重点研发计划', D.NEW_RD],
    ['那它赚的钱出资方能分吗', '不得分红', D.NEW_RD],
  ),
  talk(['集成电路封装测试企业有什么所得税优惠', '第一年至第二年', D.ICSW], ['从哪年开始算', '获利年度', D.ICSW]),
];

/**
 * Out of scope: nothing in the reference facts or the 问答库 answers these, though several sit near its themes
 * (a company's registration, a patent's fees, a trademark's cost, the general VAT rate, export rebates).
 * 个人所得税怎么算 is not here: the 个人所得税法's rates are among the reference facts.
 */
export const OUT_OF_SCOPE_DEV: string[] = [
  '怎么注册公司',
  '营业执照丢了怎么补办',
  '社保断缴有什么影响',
  '公积金贷款利率是多少',
  '一般纳税人增值税税率是多少',
  '出口退税怎么办理',
  '商标注册要多少钱',
  '专利年费怎么交',
  '离婚财产怎么分割',
  '劳动合同到期不续签有补偿吗',
  '帮我订一张去广州的机票',
  '今天美元汇率多少',
  '驾照考试科目一怎么过',
];

import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The eighth held-out set, written on 2026-11-27 by someone who did not see the planner's code, to be run once,
 * untouched. It covers every reference document that states facts, asking a fact the earlier sets left alone or
 * the same fact in a clearly different way: thresholds read off a company's own figures, yes/no questions whose
 * honest answer is 不能/不是, when a rule starts or ends, procedure, and questions that ask two things. Phrasings
 * are the portal's users': bare keywords, long colloquial questions, typos and homophones, Chinese numerals,
 * 简称, follow-ups. Every fact is stated verbatim in the cited document's reference facts (seed/reference).
 */
export const HELD_OUT_8: SuiteSession[] = [
  // 研发费用加计扣除
  ask('卷烟厂搞工艺改进花的研发废用，年底汇算能多扣一块吗', ['烟草制造业', '不适用'], D.RD2015),
  ask('政策上 研发活动 到底怎么定义的', '具有明确目标的系统性活动', D.RD2015),
  ask('委托境内的机构和委托境外的机构做研发，计入委托方研发费用的比例一样吗', '80%', D.RD_ABROAD),
  ask('研发搞出来一项专利形成了无形资产，这个成本在税前能按多少摊销', '200%', D.RD2023),
  ask('工业母机企业研发形成了无形资产，按成本的百分之几摊销', '220%', D.RD_IC),
  ask('21年那会儿制造业企业研发费用加计比例是多少', '100%', D.RD2021),
  ask('加计扣除新政出台后，以前119号文里那些不让加计的行业放开了没有', ['119号第四条', '不适用'], D.RD2023),
  ask('研发项目组里的技术人员 工资能进研发费用吗', ['技术人员', '可以归集为研发费用'], D.RD_STAFF),

  // 企业所得税法、实施条例
  ask('企业所得税法第二十八条说的是哪些企业的优惠税率', ['小型微利企业', '高新技术企业'], D.CIT_LAW),
  ask('高新技术企业减按15%征收所得税，法律上的原话是怎么写的', ['国家需要重点扶持的高新技术企业', '15%'], D.CIT_LAW),
  ask('今年技术转让所得有六百万，超出五百万的那部分还要交企业所得税吗', '减半征收', D.CIT_REG),

  // 高企
  ask('我们主营产品用的核心专利是并购别的公司得来的，申报高新认可吗', ['并购', '所有权'], D.HNTE),
  ask('我们去年销售收入三个亿，申请高新技术企业研发费用占比最低要多少', '不低于3%', D.HNTE),
  ask('高企认定条件里，近一年高新技术产品收入占比和科技人员占比分别要多少', ['不低于60%', '不低于10%'], D.HNTE),
  ask('境外注册的母公司能申请认定高企吗', '居民企业', D.HNTE),

  // 技术先进型服务企业、集成电路和软件
  ask('技术先进型服务企业的收入条件，技术先进型服务业务收入和离岸外包收入各要占多少', ['50%以上', '35%'], D.TASS),
  ask('技术先进型服务企业 员工学历 要本科还是大专', '大专以上学历', D.TASS),
  ask('六十五纳米的芯片生产企业 免税五年之后 第六年起企业所得税怎么交', '减半征收', D.ICSW),
  ask('国家鼓励的重点芯片设计企业 享受几年免税', '第一年至第五年', D.ICSW),
  ask('软件产品增值税即征即退，是一分税都不用交，还是先交了再退', '按法定税率征收增值税后', D.SW_VAT),

  // 技术转让、创业投资
  ask('公司制创投投的初创期科技企业，股权才拿了一年，今年能抵扣吗', ['24个月', '满2年'], D.VC2018),
  ask('技术转让收入的增值税是减半还是全免', '免征增值税', D.VAT36),

  // 小微企业、小规模纳税人
  ask('小型微利企业要同时满足哪几个条件', ['三个条件', '300万元'], D.SP6),
  ask('小规模纳税人的城镇土地使用税能减半吗', '城镇土地使用税', D.SP12),
  ask('这个月销售额十二万的小规模纳税人，还能免增值税吗', '10万元以下（含本数）', D.SVAT),

  // 股权激励、技术入股、成果转化奖励、新能源汽车
  ask('大学教授拿到十万元成果转化现金奖励，计入当月工资薪金的是多少', '50%', D.CASH),
  ask('股权激励递延纳税，转让股权时按哪个所得项目交个税', '财产转让所得', D.EQUITY),
  ask('新能源车购置税减半征收的是哪两年买的车', '2026年1月1日至2027年12月31日', D.NEV),

  // 科技型中小企业、梯度培育、划型
  ask('科小评价 对知识产权有没有要求', '自主知识产权', D.TSME),
  ask('22年暂行办法里 专精特新中小企业 营收要求', '1000万元', D.TIERS22),
  ask('新办法里专精特新中小企业的研发费用要求，是看上一年还是看两年', '近2年', D.TIERS26),
  ask('小巨人 主营业务收入占比 要求', '70%', D.TIERS22),
  ask('软件公司八十个人，年营收三千万，按划型标准算哪一型', '小型企业', D.SIZE),
  ask('工厂十五个人，年营收两百万，算微型企业吗', '微型企业', D.SIZE),
  ask('在境外注册的公司算中小企业促进法里的中小企业吗', '境内依法设立', D.SME_LAW),

  // 成果转化法、专利法
  ask(
    '研究所的成果自己实施转化成功投产了，单位没定也没约定奖励办法，团队能拿多少奖励',
    ['营业利润中提取不低于5%', '不低于5%'],
    D.TRANSFER_LAW,
  ),
  ask('高校职务成果转化的收入，发完奖励以后主要用在哪', '科学技术研究开发与成果转化', D.TRANSFER_LAW),
  ask('专利侵权损失和对方获利都算不清楚，法院能判多少赔偿', '3万元以上500万元以下', D.PATENT),

  // 数据、个人所得税
  ask('企业内部数据要不要分级管理，有法律依据吗', '分类分级保护', D.DATA_LAW),
  ask('外籍个人 住房补贴 免个税 政策执行到哪年', '2027年12月31日', D.EXPAT),
  ask('外国组织颁发的科学奖奖金 免个税吗', '外国组织、国际组织', D.IIT_LAW),

  // 双创载体、新型研发机构、首台（套）
  ask('众创空间 要为创业者提供哪些空间', ['工作空间、网络空间、社交空间和资源共享空间', '社交空间'], D.MAKER),
  ask('新型研发机构可以注册成什么类型的法人', ['事业单位和企业', '民办非企业单位'], D.NEW_RD),
  ask('首台套重大技术装备怎么定义，必须有知识产权吗', '具有知识产权但尚未取得市场业绩', D.FIRST_SET),

  // Follow-ups in one conversation
  talk(
    ['高企证书拿到了，所得税优惠从哪一年开始享受', '发证时间所在年度', D.HNTE_START],
    ['那以前没弥补完的亏损能往后结转几年', '10年', D.HNTE_LOSS],
    ['这个资格能管几年', '三年', D.HNTE],
  ),
  talk(
    [
      '7月份预缴的时候没选享受上半年研发费用加计扣除，还有机会吗',
      ['10月份预缴申报或年度汇算清缴', '10月份'],
      D.RD_PREPAY,
    ],
    ['那十月份也没选呢', '年度汇算清缴', D.RD_PREPAY],
  ),
  talk(
    ['转让植物新品种权的所得 企业所得税能减免吗', '植物新品种', D.TT2010],
    ['那一年转让所得要是有八百万，怎么交', ['不超过500万元的部分', '减半征收'], D.CIT_REG],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_8: string[] = [
  '明天杭州气温多少度，要穿羽绒服吗',
  '日本对中小企业研发投入有什么税收抵免',
  '公司员工的个税专项附加扣除里，赡养老人每月能扣多少',
  '驾驶证到期了怎么换证',
  '公积金贷款最多能贷多少年',
  '推荐几家附近好吃的火锅店',
];

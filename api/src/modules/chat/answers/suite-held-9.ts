import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The ninth held-out set, written on 2026-11-27 by someone who did not see the planner's code, to be run once,
 * untouched. It covers every reference document that states facts, asking a fact the earlier sets left alone or
 * the same fact in a clearly different way: boundary figures read off a company's own situation (exactly 五千万,
 * exactly 二十人, exactly five years), yes/no questions whose honest answer is 不能/不是/不适用, when a rule starts
 * or ends, procedure, and questions that ask two things. Phrasings are the portal's users': bare keywords, long
 * colloquial questions, typos and homophones, Chinese numerals, 简称 (加计, 高企, 科小, 小巨人, 技改), and
 * follow-ups whose referent is only in an earlier turn. Every fact is stated verbatim in the cited document's
 * reference facts (seed/reference).
 */
export const HELD_OUT_9: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们是做连锁超市的，自己建了个研发中心开发自助收银系统，这笔研发废用年底能加计扣除吗',
    ['批发和零售业', '不适用'],
    D.RD2015,
  ),
  ask(
    '技改项目里对生产工艺做了实质性改进，这个算不算研发活动',
    ['实质性改进技术、产品（服务）、工艺', '实质性改进'],
    D.RD2015,
  ),
  ask('我们公司以贸易为主，制造业务收入只占三成，能按13号公告算制造业企业吗', '50%以上', D.RD2021),
  ask('加计扣除百分之百这个政策 有没有截止日期 从啥时候开始的', '2023年1月1日', D.RD2023),
  ask(
    '研发费用的账还没归集清楚，七月份预缴的时候能先享受上半年的加计吗',
    ['能准确归集核算研发费用的', '准确归集核算'],
    D.RD_PREPAY,
  ),
  ask('做数控机床的工业母机企业，二〇二八年的研发费用还能按120%加计吗', '2027年12月31日', D.RD_IC),

  // 企业所得税法、实施条例
  ask('我们既不是高企也不是小微企业，就是普通公司，企业所得税税率按多少交', '25%', D.CIT_LAW),
  ask(
    '创投企业投了一家未上市的中小高新技术企业，才持有一年半，今年能按投资额抵扣应纳税所得额吗',
    ['2年以上', '满2年'],
    D.CIT_REG,
  ),

  // 高企
  ask(
    '亏损结转年限延长到十年，是不是只有高新技术企业才行',
    ['高新技术企业或科技型中小企业', '科技型中小企业'],
    D.HNTE_LOSS,
  ),
  ask('去年厂里出了一起重大安全事故，今年申报高薪技术企业还有戏吗', '重大安全', D.HNTE),

  // 技术先进型服务企业、集成电路和软件
  ask('离案外包收入只占三成，能认定技术先进型服务企业吗', '35%', D.TASS),
  ask('28纳米芯片生产项目，经营期只打算做十年，能享受前十年免税吗', '15年以上', D.ICSW),
  ask('卖自己开发的软件，增值税实际税负算下来百分之五，能退多少', '超过3%的部分', D.SW_VAT),

  // 技术转让、创业投资
  ask(
    '我们公司是一家有限合伙创投基金的法人合伙人，基金投了一家没上市的中小高新企业满三年，我们分到的所得能抵扣吗',
    ['70%', '法人合伙人'],
    D.ZGC,
  ),
  ask(
    '我们单纯给客户做IT运维，跟技术转让、技术开发都不沾边，这种技术服务收入也能免增值税吗',
    ['与之相关的技术咨询、技术服务', '与之相关的'],
    D.VAT36,
  ),
  ask('天使投资人投初创科技型企业的投资额，是拿来抵扣哪一块的应纳税所得额', '转让该初创科技型企业股权', D.VC2018),

  // 小微企业、小规模纳税人
  ask('小型微利企业那几个条件，满足其中两个行不行', ['同时符合', '三个条件'], D.SP6),
  ask('个体户一年应纳税所得额三百万，个人所得税是全部减半吗', '不超过200万元的部分', D.SP12),
  ask('一般纳税人月销售额不到十万，也能免增值税吗', ['增值税小规模纳税人', '小规模纳税人'], D.SVAT),

  // 股权激励、成果转化奖励、新能源汽车
  ask('我们是上市公司，给核心员工的股票期权能享受递延纳税吗', '非上市公司', D.EQUITY),
  ask('成果转化现金奖励减按一半计税，是计入哪个月的工资薪金', '当月', D.CASH),
  ask('新能源车二五年十二月底付款买的，二六年一月才上牌，购制税按免征还是减半', '购置日期', D.NEV),

  // 科技型中小企业、梯度培育、划型
  ask('科小 取得的自主知识产权 要转化成什么', '高新技术产品或服务', D.TSME),
  ask('22年暂行办法 专精特新中小企业 上年度研发费用最少多少，占营收比重呢', ['不低于100万元', '不低于3%'], D.TIERS22),
  ask('新办法 小巨人 只有三项一类知识产权 也没拿过国家级科技奖 能报吗', '4项以上', D.TIERS26),
  ask('工厂正好二十个人，一年营收三百万，算小型还是微型', '小型企业', D.SIZE),
  ask('中小企业促进法说的中小企业，包不包括中型企业', '中型企业', D.SME_LAW),

  // 成果转化法、民法典、专利法
  ask(
    '我们把实验室的样品继续做中试、开发，最后做成新产品推向市场，这个过程算科技成果转化吗',
    ['后续试验、开发、应用、推广', '新产品'],
    D.TRANSFER_LAW,
  ),
  ask('专利的署名权能拿去质押吗，专利里面到底哪部分能出质', '财产权', D.CIVIL),
  ask('外观设计专利 保护的是什么', ['富有美感', '新设计'], D.PATENT),
  ask(
    '员工下班以后用公司的实验设备搞出了一项发明，专利申请权归员工还是归公司',
    ['物质技术条件', '属于该单位'],
    D.PATENT,
  ),

  // 数据、个人所得税
  ask('数据分类分级是不是按数据量的大小来分', ['重要程度', '危害程度'], D.DATA_LAW),
  ask('门店纸质登记本上记的客户姓名和电话，算不算个人信息', ['电子或者其他方式', '可识别的自然人'], D.PI_LAW),
  ask('劳务报酬跟工资薪金是分开交个税，还是合在一起算', ['综合所得', '合并计算'], D.IIT_LAW),

  // 双创载体、新型研发机构、首台（套）
  ask('国办众创空间的指导意见里，对创业企业办工商注册有啥便利', ['工商注册提供便利', '商事制度改革'], D.MAKER),
  ask('新型研发机构 要撤销的话 由谁来撤', '谁设立、谁撤销', D.NEW_RD),
  ask(
    '我们造的不是整机，只是一个核心部件，能算首台套重大技术装备吗',
    ['装备、系统和核心部件', '核心部件'],
    D.FIRST_SET,
  ),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    ['我们公司最近一年销售收入正好五千万，报高企研发费用占比最低要多少', ['不低于5%', '5000万元（含）'], D.HNTE],
    ['那享受这个优惠，要不要先去税务局审批', ['自行判别', '留存备查'], D.CIT_PROC],
    ['它从哪一年开始能享受', '发证时间所在年度', D.HNTE_START],
  ),
  talk(
    ['我们跟美国一所大学合作，委托他们做研发，这部分费用能加计吗', ['三分之二', '80%'], D.RD_ABROAD],
    ['那这个项目里我们自己研究人员的工资呢', ['研究人员、技术人员和辅助人员', '可以归集为研发费用'], D.RD_STAFF],
  ),
  talk(
    ['外籍高管去年在中国住了两百天，算居民个人吗', '183天', D.IIT_LAW],
    ['那他的住房补贴免个税，政策到哪年为止', '2027年12月31日', D.EXPAT],
    ['他选了津补贴免税以后，多久才能改成专项附加扣除', '一个纳税年度内不得变更', D.EXPAT],
  ),
  talk(
    ['小巨人 新办法 研发费用占营收比重 每年要多少', '不低于3%', D.TIERS26],
    ['那22年暂行办法里要几项一类知识产权', '2项以上', D.TIERS22],
    ['营收八千万的呢，按暂行办法研发占比要多少', '不低于6%', D.TIERS22],
  ),
  talk(
    ['把专利全球独占许可给别人用，期限正好五年，这算技术转让吗', ['5年以上（含5年）', '全球独占许可使用权'], D.TT2010],
    ['那这笔转让所得正好五百万，企业所得税要交多少', ['不超过500万元的部分', '免征企业所得税'], D.CIT_REG],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_9: string[] = [
  '下周去哈尔滨出差，那边气温零下多少度',
  '美国企业的研发税收抵免怎么申请',
  '家里老人请保姆，政府有没有护理补贴',
  '企业转让厂房要交的土地增值税怎么清算',
  '员工主动离职，企业要不要支付经济补偿金',
  '附近哪家医院看牙比较好',
];

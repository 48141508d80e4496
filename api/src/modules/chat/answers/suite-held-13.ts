import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The thirteenth held-out set, written on 2026-11-27 blind, by someone who did not see the planner's or the
 * matcher's code, to be run once, untouched. It weighs toward what the portal's users ask most: 研发费用加计扣除
 * (an industry named by its trade, a contracted share and the own share of one year's spending, the 预缴 months,
 * a foreign contract read against the domestic sum), 高企 (each ratio read off a company's own figures: staff, the
 * R&D band, the domestic share, the product income share), 小微企业 and 小规模纳税人 (a profit just over the line, a
 * month just over 十万, the 预征率), 专精特新, 小巨人 and 创新型中小企业 (both the 2022 and the 2026 rules, a
 * company that passes as well as ones that fail), 科技型中小企业, 技术转让 (two transfers in one year), 软件和集成电路
 * and 技先. It still reaches 创投, 个税, 专利, 首台（套）, 新能源车, 众创空间, 新型研发机构 and 划型. It leans on
 * questions that tell the company's own situation in figures (revenue, staff, years, shares) and ask whether it
 * qualifies, on bare keywords as typed into a search box, and on eight conversations (twenty turns) whose follow-ups
 * name their referent only in an earlier turn. Other phrasings: typos and homophones, Chinese numerals, 简称 (加计,
 * 高企, 科小, 小巨人, 专精特新, 技先), and questions whose honest answer is 不能/不够/不行. Every fact is stated
 * verbatim in the cited document's reference facts (seed/reference) or in a 问答库 entry (seed/qa) resting on that
 * document.
 */
export const HELD_OUT_13: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们是做跨境电商的，网店自己搞了一套选品推荐算法，这部分研发投入能加计扣除吗',
    ['批发和零售业', '不适用'],
    D.RD2015,
  ),
  ask('做广告设计的公司 研发费用 能加计吗', ['租赁和商务服务业', '不适用'], D.RD2015),
  ask('加记扣除 其他相关费用 上限', '10%', D.RD2015),
  ask('工业母机 加计扣除 截止', '2027年12月31日', D.RD_IC),
  ask('十月份报三季度所得税，能不能把前三季度的研发费用一起加计扣处', ['前三季度', '10月份'], D.RD_PREPAY),
  ask(
    '委托新加坡一家公司做研发付了三百万，境内符合条件的研发费用四百五十万，境外这块能加计多少',
    ['80%', '三分之二'],
    D.RD_ABROAD,
  ),

  // 高企、亏损结转
  ask(
    '研发费用一共一千万，其中在德国子公司花了四百五十万，申报高企境内研发费用这条过不过',
    ['不低于60%', '60%'],
    D.HNTE,
  ),
  ask('去年总收入五千万，高新技术产品收入两千八百万，报高企收入占比够不够', ['不低于60%', '60%'], D.HNTE),
  ask('高企 三百人 科技人员二十八个', ['不低于10%', '10%'], D.HNTE),
  ask(
    '公司去年销售收入四千五百万，近三年研发费用占比百分之四点六，报高企研发这条够吗',
    ['不低于5%', '5000万元（含）'],
    D.HNTE,
  ),
  ask('高心技术企业 15%税率 法律依据', ['第二十八条', '国家需要重点扶持的高新技术企业'], D.CIT_LAW),
  ask(
    '我们二〇二二年亏了三百万一直没弥补完，二〇二五年评上了高新，这笔亏损最长能结转几年',
    ['具备资格年度之前5个年度', '10年'],
    D.HNTE_LOSS,
  ),

  // 小微企业、小规模纳税人
  ask(
    '我们公司员工二百九十人，资产四千九百万，应纳税所得额三百一十万，能享受小型微利企业优惠吗',
    '不超过300万元',
    D.SP6,
  ),
  ask('个体户 经营所得 二百六十万 个税减半', '不超过200万元的部分', D.SP12),
  ask('我们是小规模纳税人，在外地接了个工程要预缴增值税，原来按3%预征，现在按多少', ['1%预征率', '1%'], D.SVAT),
  ask('小规模纳税人 这个月销售额十万零五百 还免增值税吗', ['10万元以下（含本数）', '10万元'], D.SVAT),

  // 专精特新、小巨人、创新型中小企业
  ask('暂行办法 专精特新中小企业 做这个细分市场才一年半 能报吗', '2年以上', D.TIERS22),
  ask('按暂行办法报小巨人，我们主营业务收入占营业收入六成五，够不够', '不低于70%', D.TIERS22),
  ask('暂行办法 小巨人 近两年主营业务收入平均增长百分之四', '不低于5%', D.TIERS22),
  ask(
    '新办法 小巨人 去年营收九千万 近两年研发一共一千三百万 一类知识产权五项 这几条都达标了吗',
    ['不低于5000万元', '不低于1200万元', '4项以上'],
    D.TIERS26,
  ),
  ask('创新型中小企业 成长性十四分 总分七十 能评上吗', '不低于15分', D.TIERS22),
  ask('小巨仁 一类知识产权不够 国家级科技奖 排名第四 能免吗', '排名前三', D.TIERS26),

  // 科技型中小企业
  ask('我们公司二百人，年销售收入一亿二，资产总额二亿一千万，评科小卡在哪', '资产总额不超过2亿元', D.TSME),
  ask('我们既是科小又是高企，亏损结转年限能不能叠加成十五年', ['由5年延长至10年', '10年'], D.HNTE_LOSS),

  // 技术合同、技术开发
  ask('技术咨询合同 算不算技术合同', '技术开发、转让、许可、咨询或者服务', D.CIVIL),
  ask('我们给客户做软件定制开发，签的是技术开发合同，开票要交增值税吗', '免征增值税', D.VAT36),

  // 集成电路和软件、技术先进型服务企业
  ask(
    '软件企业 成立五年 前三年亏损 第四年才开始盈利 今年是盈利第二年 所得税怎么交',
    ['获利年度', '第一年至第二年免征'],
    D.ICSW,
  ),
  ask('线宽十四纳米的芯片厂，经营期二十年，企业所得税能免几年', ['第一年至第十年', '28纳米（含）'], D.ICSW),
  ask('技先企业 工资总额两千万 职工教育经费花了一百八十万 能全扣吗', ['8%', '结转扣除'], D.TASS),

  // 创投、个人所得税、专利、首台（套）、划型、新能源车、众创空间、新型研发机构
  ask('我们公司制创投投了五百万给一家初创期科技企业，满两年那年能抵扣多少应纳税所得额', '70%', D.VC2018),
  ask('外籍工程师 今年在华 累计刚好一百八十三天', ['累计满183天', '居民个人'], D.IIT_LAW),
  ask('科研人员出书拿的稿费，要和工资合在一起算个税吗', ['稿酬所得', '综合所得'], D.IIT_LAW),
  ask('实用新型 保护期 起算', ['10年', '自申请日起计算'], D.PATENT),
  ask('新药专利 期限补偿 最长', ['不超过5年', '不超过14年'], D.PATENT),
  ask('首批次装备 技术规格参数不一样 还算同一批次吗', '同技术规格参数', D.FIRST_SET),
  ask('做注塑件的工厂八百人，营收三亿五，算中型还是大型', ['中型企业', '1000人以下'], D.SIZE),
  ask('做App开发的公司五十个人，年营收六百万，划型算哪一类', '小型企业', D.SIZE),
  ask('公司二〇二六年三月买了辆三十万的新能源乘用车，车辆购置税能减多少', ['减半征收', '1.5万元'], D.NEV),
  ask('我们是众创空间里刚起步的小微企业，核心专利申请能加快审查吗', ['优先审查', '专利审查快速通道'], D.MAKER),
  ask(
    '我们几家企业和一所大学合办的研发机构，想按新型研发机构去申报国家自然科学基金，可以吗',
    ['国家自然科学基金', '可申报'],
    D.NEW_RD,
  ),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    [
      '我们是做医疗器械的制造企业，今年研发费用六百万，其中两百万是委托一所大学做的项目，委托的这部分怎么算加计',
      '80%',
      D.RD2015,
    ],
    ['那剩下我们自己做的四百万呢，没形成无形资产，能再加计多少', '100%', D.RD2023],
    ['这个能不能不等年底，七月份预缴的时候就先享受', ['上半年', '7月份'], D.RD_PREPAY],
  ),
  talk(
    ['准备报高企，去年销售收入六千万，近三年研发费用占销售收入百分之四点二，研发这条够不够', '不低于4%', D.HNTE],
    ['那人员呢，我们一百二十人里有十五个搞研发的', ['不低于10%', '10%'], D.HNTE],
    ['通过以后要隔多久重新认定', ['有效期为三年', '三年'], D.HNTE],
  ),
  talk(
    [
      '我们是做五金批发的，去年应纳税所得额二百五十万，员工六十人，资产总额三千万，算小型微利企业吗',
      ['不超过300万元', '同时符合'],
      D.SP6,
    ],
    ['那它的企业所得税实际怎么算', ['减按25%计算应纳税所得额', '20%的税率'], D.SP12],
  ),
  talk(
    [
      '新办法 我们做精密轴承的，去年营收一千八百万，近两年研发费用分别九十万和一百三十万，能报专精特新中小企业吗',
      '均不低于100万元',
      D.TIERS26,
    ],
    ['我们没有一类知识产权，但拿过省科技进步奖，排第二，这个能顶吗', ['排名前三', '不受此限'], D.TIERS26],
    ['再过两年想往上报小巨人，营收起码要多少', ['不低于5000万元', '5000万元'], D.TIERS26],
  ),
  talk(
    ['我们公司四百八十人，年销售收入一亿九，资产总额一亿六，规模上能评科小吗', ['不超过500人', '不超过2亿元'], D.TSME],
    ['评上以后它的研发费用加计比例比别的企业高吗', ['没有区别', '100%'], D.RD2023],
  ),
  talk(
    [
      '公司今年把一项发明专利转让出去，所得四百二十万，企业所得税要交吗',
      ['免征企业所得税', '不超过500万元'],
      D.CIT_REG,
    ],
    ['要是同一年又卖了一项软件著作权，所得两百万呢', ['超过500万元的部分', '减半征收'], D.CIT_REG],
    ['这两份合同要去哪里登记', '省级以上（含省级）科技部门', D.TT2010],
  ),
  talk(
    [
      '我们是国家鼓励的集成电路设计企业，二〇二四年第一次盈利，哪几年免所得税',
      ['第一年至第二年免征', '第一年至第二年'],
      D.ICSW,
    ],
    ['那研发费用呢，加计比例是多少', '120%', D.RD_IC],
  ),
  talk(
    [
      '我个人做天使投资，二〇二三年投了两百万给一家初创科技型企业，今年想转让股权，投资额能抵扣吗',
      ['70%', '满2年'],
      D.VC2018,
    ],
    ['要是转让股权的所得不够抵呢', '结转抵扣', D.VC2018],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_13: string[] = [
  '英国公司交企业所得税税率是多少',
  '烟叶税按什么税率计算',
  '新能源车在小区装充电桩要物业同意吗',
  '印度对软件企业出口有没有免税政策',
  '小孩发烧三十九度要不要马上去医院',
  '高新区周末有没有跳蚤市场',
];

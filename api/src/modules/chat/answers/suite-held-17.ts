import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The seventeenth held-out set, written on 2026-11-27 blind, by someone who did not see the planner's or the
 * matcher's code, to be run once, at the end of the session, untouched, as a measure of generalisation. It weighs
 * toward corners the earlier sets left thin: 加计 for basic research with no product yet, for a 人力资源外包 firm, for
 * interns' 劳务费 and for a food factory's consumer taste survey; 高企 with a core patent held by the boss in person,
 * a fine for a failed spot check that is no 重大事故, three years' sales summed well under the 4% line and what counts
 * as a 科技人员; a 技先 that passes the 离岸 line but misses the 业务收入 line; whether a 一般纳税人 can be a 小型微利企业,
 * and the 300万 line crossed by year-end; which year's revenue counts for a 小巨人 applying next year, the 3% share
 * under both tiers, two years' 融资 summed for 专精特新 and the 全国 market share; a 集成电路设计 company 鼓励 against
 * 重点; 技术转让 to a foreign buyer, and three contracts in one year with a three-year 普通许可 among them; a 期权 at
 * 行权; a hospital's licence; a mature company that is no 初创科技型企业; 创投 relief against 所得额 rather than 税额;
 * a departed engineer's patent, a compensation claim whose 实审 came late, repeat infringement; a pledged trademark
 * moved within a group; a 系统 as 首台（套）; rent and the 专项扣除 in 个税; a 工号 as 个人信息. Eight conversations
 * (twenty-one turns) name their referent only in an earlier turn. Phrasings run from bare keywords to long
 * questions telling the company's own figures, with typos and homophones (研法, 重创空间, 质压, 专精特信), Chinese
 * numerals, 简称 and questions whose honest answer is 不能/不够/不行. Every fact is stated verbatim in the cited
 * document's reference facts (seed/reference) or in a 问答库 entry (seed/qa) resting on it.
 */
export const HELD_OUT_17: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们实验室在研究新型电池材料的失效机理，就是想把原理弄明白，还没落到具体产品上，这种投入算研发活动吗',
    ['获得科学与技术新知识', '科学与技术新知识'],
    D.RD2015,
  ),
  ask(
    '做人力资源外包的公司，自己开发了一套招聘管理系统，研法费用能加计扣除吗',
    ['租赁和商务服务业', '不适用'],
    D.RD2015,
  ),
  ask(
    '在读研究生来公司实习，跟着研发项目做实验，给他们发的劳务费能算进研发人员的人工费用吗',
    ['外聘研发人员', '可以归集为研发费用'],
    D.RD_STAFF,
  ),

  // 高新技术企业
  ask('核心专利挂在老板个人名下，一直没转到公司，公司报高新技术企业能用这个专利吗', ['所有权'], D.HNTE),
  ask(
    '去年有批产品抽检不合格被市场监管罚了款，算不上重大事故，会影响今年认定高企吗',
    ['重大安全、重大质量事故', '重大质量事故'],
    D.HNTE,
  ),
  ask(
    '最近一年销售收入一亿八，近三年销售收入加起来三亿六，三年研发费用合计九百万，高企研发投入这条够不够',
    ['不低于4%', '5000万元至2亿元（含）'],
    D.HNTE,
  ),
  ask(
    '高企说的科技人员占比，是只算专职搞研发的，还是做技术创新相关工作的也能算',
    ['从事研发和相关技术创新活动的科技人员', '研发和相关技术创新活动'],
    D.HNTE,
  ),

  // 科技型中小企业、中小企业划型
  ask(
    '我们公司才二十来个人，一年销售八百万，评科技型中小企业在规模上有没有最低门槛',
    ['不超过500人', '职工总数不超过500人'],
    D.TSME,
  ),
  ask('做软件测试外包的，十二个人，去年营收才四十万，按划型算小型还是微型', ['营业收入50万元以下', '微型企业'], D.SIZE),
  ask(
    '注册在宁波的外商独资小厂，中小企业促进法里说的中小企业包括它吗',
    ['在中华人民共和国境内依法设立的', '境内依法设立'],
    D.SME_LAW,
  ),

  // 专精特新、小巨人
  ask(
    '新办法 打算明年报小巨人 今年营收预计四千七百万 明年能到六千万 营收是看哪一年的',
    ['上年度营业收入总额不低于5000万元', '不低于5000万元'],
    D.TIERS26,
  ),
  ask(
    '按新的梯度培育办法，专精特新中小企业和小巨人对研发费用占营收的比例要求一样吗',
    ['均不低于3%', '不低于3%'],
    D.TIERS26,
  ),
  ask(
    '新办法 专精特信 前年营收九百万 去年一千一百万 前年拿了创投一千二百万 去年又到账九百万 营收不够能靠融资顶上吗',
    ['2000万元以上', '合格机构投资者的实缴额'],
    D.TIERS26,
  ),
  ask(
    '暂行办法 专精特新中小企业 上年度研发投入一百二十万 营收五千万 研发这条行不行',
    ['不低于3%', '占营业收入总额比重不低于3%'],
    D.TIERS22,
  ),
  ask(
    '暂行办法里小巨人的市场占有率百分之十，是看全国还是看本省的细分市场',
    ['全国细分市场', '在全国细分市场占有率达到10%以上'],
    D.TIERS22,
  ),

  // 小型微利企业、六税两费
  ask(
    '我们是增值税一般纳税人，年应纳税所得额一百五十万、员工四十人、资产一千万，也能按小型微利企业交所得税吗',
    ['年度应纳税所得额不超过300万元', '同时符合'],
    D.SP6,
  ),
  ask('小微企业 所得税优惠 和 六税两费减半 能不能同时享受', ['减半征收', '减按25%计算应纳税所得额'], D.SP12),

  // 集成电路、技术转让、技术合同
  ask(
    '国家鼓励的集成电路设计企业和重点集成电路设计企业，所得税优惠差在哪',
    ['第一年至第二年', '第一年至第五年'],
    D.ICSW,
  ),
  ask(
    '专利卖给境外买家也能享受技术转让所得免税吗？我们把一项发明专利卖断给一家德国公司，所得三百五十万',
    ['免征企业所得税', '不超过500万元的部分'],
    D.CIT_REG,
  ),
  ask(
    '我们派工程师帮客户解决生产线良品率低的技术难题，签的是技术服务合同，这在民法典里算技术合同吗',
    ['技术开发、转让、许可、咨询或者服务', '咨询或者服务'],
    D.CIVIL,
  ),

  // 股权激励、成果转化、创投
  ask(
    '初创公司给技术总监发了一批期权，公司没上市，他行权拿到股份的时候要交个税吗',
    ['递延至转让该股权时', '暂不纳税'],
    D.EQUITY,
  ),
  ask(
    '我们是市属医院，医生的一项专利许可给了企业，许可净收入五十万，医院没定奖励办法，医生团队能分多少',
    ['许可净收入中提取不低于50%', '不低于50%'],
    D.TRANSFER_LAW,
  ),
  ask(
    '我个人投了一家成立八年、年收入好几个亿的科技公司，持股满两年后转让，能按天使投资抵扣吗',
    ['初创科技型企业'],
    D.VC2018,
  ),
  ask(
    '公司制创投投初创科技型企业的那个优惠，按投资额70%抵的是应纳税额还是应纳税所得额',
    ['抵扣应纳税所得额', '创业投资企业的应纳税所得额'],
    D.VC2018,
  ),

  // 专利、知识产权质押
  ask(
    '研发工程师离职前在公司负责的项目，离职后他自己拿去申请了专利，这个专利应该归谁',
    ['执行本单位的任务', '属于该单位'],
    D.PATENT,
  ),
  ask(
    '发明专利从申请到授权用了五年，不过实审请求是授权前两年才提的，能申请专利期限补偿吗',
    ['实质审查请求之日起满3年', '满3年'],
    D.PATENT,
  ),
  ask(
    '我们的注册商标去年质压给银行贷了款，现在集团想把商标转到母公司名下，能直接办吗',
    ['不得转让或者许可他人使用', '协商同意'],
    D.CIVIL,
  ),

  // 众创空间、新型研发机构、新能源车、首台（套）
  ask('办重创空间，除了给创业团队提供工位，国家提倡的模式里要不要把投资也结合进来', ['孵化与投资相结合'], D.MAKER),
  ask(
    '几家企业合伙出资成立一个研发公司，注册成有限责任公司，这种能算新型研发机构吗',
    ['事业单位和企业', '独立法人机构'],
    D.NEW_RD,
  ),
  ask(
    '二〇二五年公司买了台五十多万的新能源商务车，是乘用车，购置税是不是一分都不用交',
    ['不超过3万元', '免税额不超过3万元'],
    D.NEV,
  ),
  ask(
    '我们交付给客户的是一整条自动化生产系统，不是单台机器，能算首台（套）重大技术装备吗',
    ['装备、系统和核心部件'],
    D.FIRST_SET,
  ),

  // 个人所得税、个人信息
  ask('研究员把自己名下的一套房子租出去，租金收入的个税按多少税率', ['税率为20%', '财产租赁所得'], D.IIT_LAW),
  ask('算工资个税的时候，除了每年六万的减除费用，还能扣哪些', ['专项扣除、专项附加扣除', '专项附加扣除'], D.IIT_LAW),
  ask('公司内部系统里员工的工号和绩效考核记录，算不算个人信息', ['已识别或者可识别', '可识别的自然人'], D.PI_LAW),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    [
      '我们是做速冻食品的工厂，今年研发新工艺新口味花了一百八十万，都计入当期费用了，税前能加计多少',
      ['100%', '再按照实际发生额的100%'],
      D.RD2023,
    ],
    ['这里面有三十万是请江南大学做的配方研究，这块怎么算', ['80%', '按照费用实际发生额的80%'], D.RD2015],
    ['那请第三方做的消费者口味调研的钱呢', ['市场调查研究', '不适用'], D.RD2015],
  ),
  talk(
    ['我们做储能电池管理系统的，一共一百五十人，研发和技术人员十四个，想报高新，人员这条够吗', ['不低于10%'], D.HNTE],
    ['要是把人员补够了认下来，企业所得税能降到多少', ['15%', '减按15%的税率'], D.CIT_LAW],
    [
      '我们二〇二三、二〇二四年亏了六百多万还没补完，认下来以后这笔亏损的弥补期限会变长吗',
      ['由5年延长至10年', '10年'],
      D.HNTE_LOSS,
    ],
  ),
  talk(
    [
      '做医药研发外包的公司想认定技先企业，离岸外包收入占四成，技术先进型服务业务收入占四成五，这两条行吗',
      ['50%以上', '35%'],
      D.TASS,
    ],
    ['假如两条都达标认下来了，所得税比高新技术企业更低吗', ['15%', '减按15%的税率'], D.TASS],
  ),
  talk(
    [
      '做模具的工厂，六百个工人，一年营收三个亿，按划型标准算哪一类',
      ['中型企业', '300人及以上且营业收入2000万元及以上'],
      D.SIZE,
    ],
    ['这个规模还能评科小吗', ['不超过500人', '年销售收入不超过2亿元'], D.TSME],
  ),
  talk(
    [
      '我们做钣金加工的，员工一百一十人，资产两千六百万，今年应纳税所得额估计两百七十万，企业所得税大概要交多少',
      ['减按25%计算应纳税所得额', '按20%的税率'],
      D.SP12,
    ],
    ['要是年底一算超过三百万了呢', ['不超过300万元', '年度应纳税所得额不超过300万元'], D.SP6],
    [
      '还是按两百七十万算的话，公司签购销合同交的印花税能不能也少交点',
      ['减半征收', '印花税（不含证券交易印花税）'],
      D.SP12,
    ],
  ),
  talk(
    [
      '我们晶圆级封测厂是国家鼓励类的，前几年一直亏，二〇二五年才开始赚钱，所得税减免从哪年起算',
      ['第一年至第二年免征', '获利年度'],
      D.ICSW,
    ],
    ['它的研发费用加计能按集成电路企业那个高比例吗', ['120%'], D.RD_IC],
  ),
  talk(
    [
      '今年一共签了三份技术转让合同，所得加起来七百二十万，是每份单独算五百万免税还是全年合起来算',
      ['一个纳税年度', '超过500万元的部分'],
      D.CIT_REG,
    ],
    ['其中有一份其实是专利普通许可，只许可三年，这份也能算进去吗', ['5年以上非独占许可使用权', '5年以上'], D.ZGC],
    ['这几笔转让款的增值税怎么处理', ['免征增值税'], D.VAT36],
  ),
  talk(
    ['公司新设计了一款电动牙刷的外形，申请外观设计专利能保护多少年', ['15年', '外观设计专利权的期限为15年'], D.PATENT],
    ['要是有厂家明知道还故意仿，情节挺严重，能让他赔多少', ['1倍以上5倍以下'], D.PATENT],
    ['那我们的损失和他赚了多少都算不出来呢', ['3万元以上500万元以下'], D.PATENT],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_17: string[] = [
  '研发人员做实验时受了伤，工伤认定要去哪里申请',
  '高企申报要的专项审计报告，找会计师事务所做一般收多少钱',
  '专利申请时发明人的名字写错了，怎么办著录项目变更',
  '实验室要采购危险化学品，需要办什么许可证',
  '政策库里的文件能不能批量下载成PDF',
  '公司年底团建，周边有什么适合一百人的农家乐',
];

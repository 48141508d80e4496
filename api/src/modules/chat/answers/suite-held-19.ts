import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The nineteenth held-out set, written on 2026-11-28 blind, by someone who did not see the planner's or the
 * matcher's code, to be run once, at the end of the session, untouched, as a measure of generalisation. It weighs
 * toward corners the earlier sets left thin: 加计 for an exhibition firm and an amusement park, for a road-building
 * contractor outside the negative list, for a company whose whole research is contracted abroad with nothing spent
 * at home, for the October 预缴 after July was already used, and whether a business licence makes a 制造业企业; a
 * medical-device 高企 paying a foreign CRO and domestic hospitals; 高企 for an OEM plant with no patents of its own,
 * and for a 民办非企业 institute; a 科小 whose patents were never turned into products; the 2022 创新型 standard after
 * 63号文 was replaced, a city award for 专精特新, and a 小巨人 short only on its 融资 under the 2022 rule; a
 * 个体工商户 whose turnover, not its 所得额, is over 200万; 技先 outside the pilot cities; a new 28纳米 line in an
 * old plant as a 项目; a utility-model patent sold; a 天使 investing through a fund, and a non-VC company investing
 * directly; a partnership fund whose company has listed; 虚拟股 and 技术成果原值 in 递延纳税, a pledged patent put
 * into a joint venture; a paper published as 成果转化, a reward claimed in the sixth year after 投产, the use of the
 * income kept by a university, an administrator's share of a cash reward; 分红 to inventors; term compensation and
 * punitive damages for a 实用新型; two subsidiaries each under 500万; a copied import as 首台（套）; the first day of
 * the 购置税 exemption; a hospital's records, IP addresses; bond interest and the 起征点 in 个税; 优先审查 for a listed
 * company, import tax for a 新型研发机构, and whether 外资 pays a lower rate. Eight conversations (twenty-four turns)
 * name their referent only in an earlier turn. Phrasings run from bare keywords to long questions telling the
 * company's own figures, with typos and homophones (加计扣出, 高新技数, 专精特欣, 成果转话, 作价入骨, 购直税), Chinese
 * numerals, 简称 (高企, 科小, 小巨人, 专精特新, 技先, 民非) and questions whose honest answer is 不能/不够/不行. Every
 * fact is stated verbatim in the cited document's reference facts (seed/reference) or in a 问答库 entry (seed/qa)
 * resting on it.
 */
export const HELD_OUT_19: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们公司主要办展会、做会展策划，自己开发了一个线上云展厅系统，这笔研发费用年底能加计扣出吗',
    ['租赁和商务服务业', '不适用'],
    D.RD2015,
  ),
  ask('游乐园 自己研发VR过山车体验项目 研发费用 能加计吗', ['娱乐业', '不适用'], D.RD2015),
  ask(
    '我们是做市政道路施工的建筑企业，研发了一种新型沥青摊铺工艺，花了一百五十万，没形成无形资产，能加计多少',
    ['100%', '再按照实际发生额的100%'],
    D.RD2023,
  ),
  ask(
    '我们国内一分钱研发都没花，研发全部委托给德国的一家研究所做，委托境外的这部分能加计扣除吗',
    ['境内符合条件的研发费用三分之二', '三分之二'],
    D.RD_ABROAD,
  ),
  ask(
    '七月份预缴的时候已经享受了上半年的研发加计，十月份预缴还能再把第三季度的也一起加上吗',
    ['前三季度研发费用享受加计扣除政策', '前三季度'],
    D.RD_PREPAY,
  ),
  ask(
    '13号公告说的制造业企业，是看营业执照经营范围里有没有制造，还是看收入',
    ['主营业务收入占收入总额的比例达到50%以上', '50%以上'],
    D.RD2021,
  ),

  // 高新技术企业
  ask(
    '我们是民办非企业单位性质的研究院，能申请认定高新技术企业吗',
    ['在中国境内（不包括港、澳、台地区）注册的居民企业', '居民企业'],
    D.HNTE,
  ),

  // 科技型中小企业
  ask(
    '我们有三项发明专利，但一直压在手里没用上，也没做成产品卖，评科技型中小企业会不会受影响',
    ['转化为高新技术产品或服务', '高新技术产品或服务'],
    D.TSME,
  ),

  // 创新型中小企业、专精特新
  ask(
    '63号文不是被新办法替了吗，那创新型中小企业的打分标准是不是也跟着作废了',
    ['继续适用工信部企业〔2022〕63号附件1的评价标准', '继续适用'],
    D.TIERS26,
  ),
  ask(
    '新办法 专精特欣 没有一类知识产权 拿过市科技进步奖一等奖 排第一 能不能抵',
    ['省部级以上科技奖励（排名前三）', '省部级以上科技奖励'],
    D.TIERS26,
  ),

  // 个体工商户
  ask(
    '我们个体户一年营业额五百多万，扣完成本应纳税所得额一百五十万，个人所得税能减半吗，还是营业额超了200万就不行',
    ['年应纳税所得额不超过200万元的部分', '减半征收个人所得税'],
    D.SP12,
  ),

  // 技术先进型服务企业、集成电路
  ask('我们公司在贵阳，不是服务外包示范城市，也能认定技先企业按15%交所得税吗', ['推广至全国实施', '全国实施'], D.TASS),
  ask(
    '我们厂原来是九十纳米的老产线，今年新上了一条二十八纳米的产线，经营期二十年，这条新线能单独享受前十年免税吗',
    ['集成电路生产企业或项目', '第一年至第十年免征企业所得税'],
    D.ICSW,
  ),

  // 技术转让
  ask('转让一项实用新型专利，不是发明，也能享受技术转让所得减免吗', ['专利技术'], D.TT2010),

  // 创业投资
  ask(
    '我们公司不是创投企业，就是一家普通制造企业，直接入股了一家初创期科技企业满两年，能按投资额70%抵扣吗',
    ['公司制创业投资企业'],
    D.VC2018,
  ),
  ask(
    '有限合伙创投基金的法人合伙人，基金投的那家高新企业已经在科创板上市了，满两年了，还能按70%抵扣吗',
    ['未上市的中小高新技术企业'],
    D.ZGC,
  ),

  // 股权激励、成果转化
  ask(
    '我们公司没上市，给技术骨干发的是虚拟股，只享受分红不做工商登记，这种能按股权激励递延纳税吗',
    ['股票期权、股权期权、限制性股票和股权奖励'],
    D.EQUITY,
  ),
  ask(
    '课题组的研究成果写成论文发表了，这算不算完成了科技成果转话',
    ['后续试验、开发、应用、推广', '直至形成新技术、新工艺、新材料、新产品'],
    D.TRANSFER_LAW,
  ),
  ask(
    '研究所自己实施转化的成果投产已经第六年了，所里一直没定奖励办法，课题组今年还能从营业利润里提奖励吗',
    ['连续3至5年', '3至5年'],
    D.TRANSFER_LAW,
  ),
  ask(
    '学校成果转化赚的钱，给完团队奖励，剩下的能拿来给全校教职工发福利吗',
    ['主要用于科学技术研究开发与成果转化等相关工作', '科学技术研究开发与成果转化'],
    D.TRANSFER_LAW,
  ),
  ask(
    '学校技术转移办公室的行政人员也分到了成果转化现金奖励，他们这部分也能减按一半计个税吗',
    ['给予科技人员的现金奖励', '科技人员'],
    D.CASH,
  ),

  // 专利
  ask(
    '公司想从专利产品的利润里拿一部分给发明人分红，专利法对这种做法是什么态度',
    ['实行产权激励', '股权、期权、分红'],
    D.PATENT,
  ),

  // 首台（套）、新能源汽车
  ask(
    '我们仿制了一台进口数控设备，参数和进口的一模一样，算首台套重大技术装备吗',
    ['品种、规格或技术参数等有重大突破', '重大突破'],
    D.FIRST_SET,
  ),
  ask(
    '二〇二四年元旦当天提的新能源车，发票也是那天开的，新能源汽车购直税免不免',
    ['2024年1月1日至2025年12月31日', '免征车辆购置税'],
    D.NEV,
  ),

  // 数据、个人信息
  ask('我们是一家三甲医院，病历和检验数据要不要分级保护，按什么来分', ['重要程度', '危害程度'], D.DATA_LAW),
  ask('App后台记录的用户IP地址和手机设备号，算不算个人信息', ['已识别或者可识别', '可识别的自然人'], D.PI_LAW),

  // 个人所得税、企业所得税税率
  ask('科研人员买企业债拿到的利息，个税按多少交', ['税率为20%', '利息、股息、红利所得'], D.IIT_LAW),
  ask('都说个税起征点每月五千，是不是就是一年减除六万', ['减除费用6万元', '6万元'], D.IIT_LAW),
  ask('外资企业的企业所得税税率是不是比内资企业低', ['企业所得税的税率为25%', '25%'], D.CIT_LAW),

  // 众创空间、新型研发机构
  ask(
    '我们是上市公司，专利申请也能走众创空间文件里说的那个优先审查吗',
    ['小微企业核心专利申请予以优先审查', '小微企业核心专利申请'],
    D.MAKER,
  ),
  ask('民非性质的新型研发机构从国外进口一台科研用的电子显微镜，税收上有没有优惠', ['科技创新进口税收'], D.NEW_RD),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    [
      '我们是做医疗器械的高企，今年研发花了九百万，全部费用化，税前还能再加计多少',
      ['100%', '再按照实际发生额的100%'],
      D.RD2023,
    ],
    ['其中有两百万付给了美国一家CRO公司做临床前研究，这块能全部算进去吗', ['80%', '三分之二'], D.RD_ABROAD],
    ['那付给国内几家医院做临床试验的费用呢', ['80%', '按照费用实际发生额的80%'], D.RD2015],
  ),
  talk(
    [
      '我们是给大牌做贴牌代工的电子厂，技术图纸都是客户给的，自己名下没有专利，能报高新技数企业吗',
      ['知识产权的所有权', '核心自主知识产权'],
      D.HNTE,
    ],
    ['那我们从高校买几项相关的发明专利过来，这样算数吗', ['受让', '自主研发、受让、受赠、并购'], D.HNTE],
    ['这些专利对应的技术，得落在什么范围里才行', ['国家重点支持的高新技术领域'], D.HNTE],
  ),
  talk(
    [
      '暂行办法 小巨人 营收三千万 近两年机构投资者实缴融资六千万 研发费用三千五百万 研发人员占六成 能报吗',
      ['新增股权融资总额8000万元以上', '8000万元以上'],
      D.TIERS22,
    ],
    ['那按新办法呢，营收三千万这条能过吗', ['上年度营业收入总额不低于5000万元', '不低于5000万元'], D.TIERS26],
    ['退一步报专精特新中小企业，新办法里营收这条行不行', ['不低于1500万元'], D.TIERS26],
  ),
  talk(
    [
      '我是通过一个有限合伙基金间接投的一家初创科技型企业，满两年了，能按天使投资个人抵扣吗',
      ['直接投资于初创科技型企业', '直接投资'],
      D.VC2018,
    ],
    ['要是我自己直接入股，投三百万，满两年后转让股权赚了一百万，能抵多少', ['70%', '按照投资额的70%'], D.VC2018],
    [
      '抵不完剩下的那部分，能拿去抵我的工资薪金个税吗',
      ['转让该初创科技型企业股权的应纳税所得额', '结转抵扣'],
      D.VC2018,
    ],
  ),
  talk(
    [
      '我们准备拿一项发明专利作价入骨一家合资公司，对方全部给股权，选递延纳税的话，以后卖股权时这项专利当初的研发成本能扣吗',
      ['减去技术成果原值和合理税费', '技术成果原值'],
      D.EQUITY,
    ],
    ['这项专利前年质押给银行贷了款，钱还没还完，能直接拿去入股吗', ['不得转让或者许可他人使用', '协商同意'], D.CIVIL],
    [
      '入股以后，合资公司要是再把这项专利转让出去，所得三百万，企业所得税怎么交',
      ['免征企业所得税', '不超过500万元的部分'],
      D.CIT_REG,
    ],
  ),
  talk(
    [
      '做SaaS软件的公司九十九个人，年营收五千万，按划型标准算中型吗',
      ['小型企业', '100人及以上且营业收入1000万元及以上'],
      D.SIZE,
    ],
    ['它要是再招两个人，到一百零一个呢', ['中型企业', '100人及以上且营业收入1000万元及以上'], D.SIZE],
    ['按小型微利企业看，它员工一百零一、资产三千万、应纳税所得额两百万，能享受吗', ['同时符合', '不超过300人'], D.SP6],
  ),
  talk(
    [
      '实用新型专利审查拖了快三年才授权，能申请专利权期限补偿吗',
      ['就发明专利在授权过程中的不合理延迟', '自发明专利申请日起满4年'],
      D.PATENT,
    ],
    [
      '那有人故意抄我们这个实用新型，惩罚性赔偿是按什么的倍数算',
      ['权利人受到的损失、侵权人获得的利益', '专利许可使用费倍数'],
      D.PATENT,
    ],
    ['它的保护期从哪天算，一共几年', ['自申请日起计算', '10年'], D.PATENT],
  ),
  talk(
    [
      '集团下面两家子公司今年各转让了一项专利，所得都是四百万，是两家合起来算五百万的额度，还是各算各的',
      ['居民企业技术转让所得不超过500万元的部分', '一个纳税年度内'],
      D.CIT_REG,
    ],
    ['那要准备什么材料', ['技术转让合同', '认定登记'], D.TT2010],
    ['这两笔转让收入的增值税呢', ['免征增值税'], D.VAT36],
  ),
];

/** Outside the reference: each must get the not-found answer; some borrow the scope's words. */
export const OUT_OF_SCOPE_HELD_19: string[] = [
  '以色列对投资科技初创企业的天使投资人有什么税收优惠',
  '专利被宣告无效以后，之前已经收的专利许可费要不要退',
  '进口研发用的化学试剂，报关要准备哪些单证',
  '政策问答平台能不能绑定微信，有新政策了推送给我',
  '老小区加装电梯，政府有没有补贴',
  '劳动合同里约定的试用期最长能有几个月',
];

import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The thirty-second held-out set, written on 2026-11-29 blind, by someone who did not see the planner's or the
 * matcher's code, to be run once, at the end of the session, untouched, as a measure of generalisation. It keeps
 * the thirty-first set's mix of single questions and conversations, and moves the weight to provisions the earlier
 * sets touched lightly: 委托 and 境外 研发, 工业母机, the 发证年度 of a 高企, 境内研发 and 港澳台 registration,
 * the 评价 of a 科小 by its 科技人员 score, the 豁免 of 专精特新's 知识产权 rule, 封测 and 55纳米 lines, 技术入股,
 * 期限补偿 and 惩罚性赔偿 of patents, 质押 of a 软著 about to be sold, and 市级 awards that are not 免税. Its
 * follow-ups (那…呢, 它, 这笔钱, 这个资格) name their referent only in an earlier turn. The sentence shapes are
 * varied again: stories with the ask in the middle, hearsay from the 老板, the 会计, the 财务 or the 所长, bare
 * keyword queries, WeChat run-ons without punctuation, typos and homophones (加记, 专精特兴), Chinese numerals and
 * loose figures (三百来万, 四十多号人), 简称 and English abbreviations (SaaS, R&D, hk), conditions stated after the
 * ask, rhetorical questions, and questions whose honest answer is 不能/不算/不是/不用. Every fact is stated verbatim
 * in the cited document's reference facts (seed/reference) or in a 问答库 entry (seed/qa) resting on it.
 */
export const HELD_OUT_32: SuiteSession[] = [
  // 研发费用加计扣除
  ask(
    '我们委托新加坡一家实验室做了一部分研发，境外这块费用能不能跟国内的一样全部拿来加计扣除，有没有啥限制',
    ['三分之二'],
    D.RD_ABROAD,
  ),
  ask('开连锁火锅店的 自己搞了一套点餐机器人 这个研发费能加记扣除不', ['住宿和餐饮业', '不适用'], D.RD2015),
  ask('买专业书查资料的钱 还有申请专利交的官费 放进R&D加计里有没有封顶', ['10%'], D.RD2015),
  ask('工业母机 研发形成无形资产 摊销按多少', ['220%'], D.RD_IC),
  ask(
    '财务说我们每年给老款换个外观、改几个参数出新款，这也能报研发加计，我觉得不太对劲，这种真算研发活动吗',
    ['常规性升级', '简单改变', '不适用'],
    D.RD2015,
  ),

  // 高新技术企业
  ask(
    '高企证书上印的发证日期是十一月二十八号，那今年汇算清缴是全年都按优惠算，还是只算十二月',
    ['发证时间所在年度'],
    D.HNTE_START,
  ),
  ask('年营收一点二个亿 报高新 近三年研发费用占比得到多少', ['不低于4%'], D.HNTE),
  ask(
    '研发大部分外包给德国合作方了国内研发费只占一半左右这样报高企会不会卡在研发那一条',
    ['中国境内发生', '不低于60%'],
    D.HNTE,
  ),
  ask('公司是在hk注册的 研发团队在深圳 能拿香港那个主体直接报国家高新吗', ['不包括港、澳、台地区'], D.HNTE),

  // 科技型中小企业、梯度培育、企业划型
  ask('科小评价 总分六十二 科技人员指标零分 能入库吗', ['不得为0分'], D.TSME),
  ask('员工才八十来个，可资产总额有两亿三千万，评科技型中小企业是不是就没戏了', ['不超过2亿元'], D.TSME),
  ask(
    '我们一项一类知识产权都没有，不过去年认定了省级企业技术中心，按新标准报专精特兴中小企业，知识产权那条能不能免',
    ['省级以上研发机构', '不受此限'],
    D.TIERS26,
  ),
  ask('SaaS公司两百八十人 营收八千万 按划型标准算中型还是大型', ['中型企业'], D.SIZE),

  // 小微企业、小规模纳税人
  ask('小规模纳税人 这个月开票九万八 增值税是不是就不用交了', ['10万元以下'], D.SVAT),
  ask(
    '开了个修车的个体户，一年应纳税所得额二百六十万左右，听说个税能减半，是整个都减半还是有条线',
    ['不超过200万元的部分'],
    D.SP12,
  ),

  // 软件和集成电路、技术先进型服务企业
  ask('芯片封测厂两免三减半从哪年开始算 是公司成立那年吗', ['获利年度'], D.ICSW),
  ask(
    '所得税能享受几免几减半？我们这个晶圆项目是五十五纳米工艺的，经营期计划二十年',
    ['第一年至第五年免征', '第六年至第十年'],
    D.ICSW,
  ),
  ask('我们是小规模纳税人，卖自己开发的软件，能不能享受增值税超3%即征即退', ['一般纳税人'], D.SW_VAT),
  ask('技先认定 离岸服务外包收入最低占比', ['35%'], D.TASS),

  // 技术转让、成果转化、股权激励、创投
  ask(
    '今年签了三份技术转让合同，每份所得都在四百万上下，500万的免税额是不是每份合同各算一次',
    ['一个纳税年度'],
    D.CIT_REG,
  ),
  ask('给客户做技术开发收的款 开票要交增值税吗', ['免征增值税'], D.VAT36),
  ask('所长说研究所转化成果挣的钱不用上缴国库，是真的吗', ['全部留归本单位'], D.TRANSFER_LAW),
  ask(
    '拿一项专利去另一家公司技术入股，对方全部给的股权一分现金没给，入股这会儿就得交所得税吗',
    ['暂不纳税', '递延'],
    D.EQUITY,
  ),
  ask('公司制创投 投了家种子期科技企业二十个月 今年能按70%抵吗', ['24个月', '满2年'], D.VC2018),

  // 专利、知识产权、人才个税
  ask(
    '我们的发明专利从申请到授权拖了快五年，实审请求也过了三年多，听说保护期能往后补，真有这回事吗',
    ['期限补偿'],
    D.PATENT,
  ),
  ask('竞争对手明知是我们的专利还照抄 情节挺恶劣 赔偿最多能判几倍', ['5倍以下'], D.PATENT),
  ask('外观设计专利保护多少年 我记得是十年', ['15年'], D.PATENT),
  ask('外籍工程师今年在国内住了两百来天，他在国外的那部分收入也得在中国交个税？', ['183天'], D.IIT_LAW),
  ask('区里发的人才奖励金五万块，难道不能跟省里的科技奖一样免个税？', ['省级人民政府'], D.IIT_LAW),
  ask('外籍员工子女学费免个税这个政策啥时候到期', ['2027年12月31日'], D.EXPAT),

  // 新能源汽车、新型研发机构、首台套、双创、数据
  ask('二〇二七年八月买新能源乘用车 车购税最多能减多少', ['1.5万元'], D.NEV),
  ask('新型研发机构注册成民非的话，出资方年底能不能分红', ['不得分红'], D.NEW_RD),
  ask('客户第二次下单买同型号的装备，这第二台还算不算首台套', ['前三台'], D.FIRST_SET),
  ask('小微企业的核心专利申请能不能走优先审查 双创那个文件有说法吗', ['优先审查'], D.MAKER),
  ask('数据安全法 数据分级 除了重要程度还看什么', ['危害程度'], D.DATA_LAW),

  // Follow-ups in one conversation: the referent is only in an earlier turn
  talk(
    [
      '老板让我问下，我们做电池隔膜的，今年研发投了三百来万，都费用化了没形成无形资产，这块税前能多扣多少',
      ['100%'],
      D.RD2023,
    ],
    ['那委托外面检测机构做的那部分实验费呢 也能全额算进去吗', ['80%'], D.RD2015],
    ['十月份预缴的时候就能先享受它吗', ['前三季度'], D.RD_PREPAY],
    ['明年要是做出专利转成无形资产了 又咋算', ['200%'], D.RD2023],
  ),
  talk(
    [
      '我们做医疗影像软件的，成立三年了，去年出过一次重大质量事故被通报，今年还能报高新技术企业吗',
      ['前一年内'],
      D.HNTE,
    ],
    ['那等过了这个期限再报 高新收入占比这块要求多少', ['不低于60%'], D.HNTE],
    ['认下来以后所得税按几个点交', ['15%'], D.CIT_LAW],
    ['这个资格到期了会自动续上吗', ['重新申请认定', '有效期为三年'], D.HNTE],
  ),
  talk(
    ['小公司四十多号人 资产八百来万 今年利润估计一百五十万 企业所得税到底咋算', ['减按25%', '20%的税率'], D.SP12],
    ['这个优惠能享受到哪一年', ['2027年12月31日'], D.SP12],
    ['我们同时是一般纳税人 六税两费它也能减半吗', ['减半征收'], D.SP12],
  ),
  talk(
    [
      '我们把自主开发的一套软件著作权整体卖给了一家上市公司，这笔所得能享受技术转让减免企业所得税吗',
      ['计算机软件著作权'],
      D.TT2010,
    ],
    ['要是不卖断 只给对方独家授权用三年呢', ['5年以上'], D.TT2010],
    ['对了这个软著去年质押给银行贷过款还没还清 现在卖它要银行点头吗', ['不得转让', '协商同意'], D.CIVIL],
  ),
  talk(
    ['我在省属高校，学校把我们课题组的专利卖了，给我们发了一笔现金奖励，这钱个税咋交', ['减按50%'], D.CASH],
    ['学校没定奖励办法也没跟我们签过约定 那这笔转让的钱最少该分给我们多少', ['不低于50%'], D.TRANSFER_LAW],
    ['要是学校现在补定办法 要不要先听我们的意见', ['充分听取', '在本单位公开'], D.TRANSFER_LAW],
  ),
  talk(
    ['做精密轴承的，想冲国家级专精特新小巨人，去年营收四千六百万，按新办法卡不卡', ['5000万元'], D.TIERS26],
    ['那研发投入这块它要求多少', ['1200万元'], D.TIERS26],
    ['要是还按二二年的老标准 它对主导产品市场占有率有要求不', ['10%以上'], D.TIERS22],
  ),
];

/** Outside the reference: each must get the not-found answer. */
export const OUT_OF_SCOPE_HELD_32: string[] = [
  '房贷想提前还一部分，银行说要收违约金，这合理吗',
  '员工出差路上出了车祸，算不算工伤，要怎么认定',
  '驾照下个月到期，人在外地能直接换证吗',
  '夫妻离婚，登记在老公名下的公司股权要不要分',
  '老人在外地住院，医保异地就医怎么备案',
  '装修公司拖了两个月工期还要加价，可以去哪里投诉',
];

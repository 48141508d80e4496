/**
 * Words read in the rules' terms only in a question on their subject: a 火锅店 is 住宿和餐饮业 in a question on 研发,
 * selling a patent is 转让 on a right, a 分红 is 股息、红利所得 on 个人所得税. Elsewhere they keep their plain sense.
 */

/**
 * The six trades 财税〔2015〕119号 excludes from 加计扣除, named by what people run (GB/T 4754 places 广告业, 人力资源服务
 * and 旅行社 in 租赁和商务服务业, 物业管理 and 房地产中介 in 房地产业; 融资租赁 is 金融业 and letting houses 房地产业). Only in a question on 研发: the trade is what
 * decides there, while 附近有什么好吃的火锅店 is about a meal, not about 住宿和餐饮业.
 */
const TRADES: [RegExp, string][] = [
  [/KTV|歌厅|歌舞厅|酒吧|网吧|游戏厅|电玩城|夜总会|棋牌室|游乐园|密室逃脱|剧本杀/gi, '娱乐业'],
  [
    /饭店|餐馆|餐厅|酒楼|酒店|宾馆|旅馆|民宿|奶茶店|(?:做|开)(?:连锁)?奶茶的|咖啡店|咖啡馆|火锅店|快餐店/g,
    '住宿和餐饮业',
  ],
  [
    /汽车4S店|4S店|汽车销售(?:公司|店)|超市|便利店|商场|(?:连锁)?(?:大)?药(?:房|店)|医药连锁|书店|花店|水果店|服装店|母婴店|专卖店|小卖部|(?:商贸|贸易|外贸|进出口)公司|零售店|批发部|经销商|批发商|零售商|(?:做|搞)[^，,。？?]{0,8}(?:批发|零售)(?:生意)?|(?:做|搞)跨境电商的|(?:批发|零售)(?:公司|企业|生意)/g,
    '批发和零售业',
  ],
  [/卷烟厂|烟厂|(?:卷烟|烟草)(?:企业|公司)/g, '烟草制造业'],
  [
    /房地产(?:开发)?(?:公司|企业)|房产(?:公司|中介)|(?:二手房|房屋)中介|开发商|物业(?:管理|服务)?(?:公司|企业)|(?:做|搞)物业(?:管理|服务)?的/g,
    '房地产业',
  ],
  [
    /(?:广告(?:策划|传媒|设计)?|管理咨询|人力资源(?:外包|委托|服务)?|猎头)的?公司|(?:做|搞|开|干)[^，,。？?]{0,8}?(?<!融资|房屋|房产|财产)租赁(?:的|生意|业务)|(?<!融资|房屋|房产|财产)租赁的?(?:公司|企业)|律师事务所|律所|会计师事务所|旅行社/g,
    '租赁和商务服务业',
  ],
];
/** The six trades as the rule names them. */
export const EXCLUDED_TRADE = new RegExp(TRADES.map(([, name]) => name).join('|'));

/** The excluded trade a text names, by the rule's name or by what people run (网吧 → 娱乐业), whatever it asks. */
export function tradeNamed(text: string): string | undefined {
  return EXCLUDED_TRADE.exec(foldTrades(text))?.[0];
}

/** What people run (网吧, 药店) named as the rule's trade (娱乐业, 批发和零售业). */
function foldTrades(text: string): string {
  return TRADES.reduce((t, [re, to]) => t.replace(re, to), text);
}
/** Any other factory makes things: a 制造业企业, the kind the 2021 rule raised to 100% before every trade had it. */
const FACTORY: [RegExp, string] = [/(?<![烟药])(?:工厂|加工厂|制造厂)/g, '制造业企业'];
const ON_RD = /研发|加计/;
/** In a question on R&D, someone not on the payroll (不是我们的员工) is what the rules call 外聘研发人员. */
const HIRED_IN: [RegExp, string] = [
  /不是(?:我们|公司|本公司|本单位|单位|企业|厂里)的?(?:正式)?(?:员工|职工)|非(?:本)?(?:公司|单位|企业)的?(?:正式)?(?:员工|职工)/g,
  '外聘研发人员',
];
/** In a question on R&D, deducting extra (税前还能额外扣多少) is the 加计扣除 the rules grant. */
const EXTRA_DEDUCTION: [RegExp, string] = [/额外(?:扣除|抵扣|扣)|再多扣/g, '加计扣除'];
/** In a question on a loss, making it good (还没补完, 还能接着补吗) is the rules' 弥补; elsewhere 补上材料 stays. */
const ON_LOSS = /亏损/;
const MADE_GOOD: [RegExp, string][] = [
  [/(?:接着|继续)补(?=吗|么|$|[？?，,])/g, '继续弥补'],
  [/(?<!弥)补(?=完|上|齐)/g, '弥补'],
];
/**
 * In a question on a right (专利权直接卖掉, 著作权连同源码整体卖了), selling it is what the rules call 转让; goods sold
 * (卖软件产品) stay 销售.
 */
const ON_RIGHT = /专利|发明|实用新型|外观设计|著作权|商标|技术秘密|技术成果|科技成果|植物新品种|布图设计/;
/** On a right, copying it (仿, 山寨, 抄袭) is 侵犯专利权, and a 明知 copier's intent 故意. */
const INFRINGED: [RegExp, string] = [
  /(?:明知(?:道)?还?)?(?:故意|恶意)?(?:去)?(?:仿冒|仿造|仿制|抄袭|山寨|仿(?!真)|照着(?:生产|做|造|仿))/g,
  '故意侵犯专利权',
];
const SOLD: [RegExp, string] = [/卖断给?了?|卖掉了?|卖了|卖给|出售给?|卖出去?|转给|(?<!买)卖(?=吗|不|呢)/g, '转让'];
/** On a right, how long it is kept (外观设计…保到哪年, 能保几年) is its 保护期限. */
const KEPT_UNTIL: [RegExp, string] = [/保(?:护)?到(?:哪年|哪一年|什么时候)|保(?:多久|几年)/g, '保护期限到哪年'];
/** And another company using it (子公司也想用它) is what the law calls 许可他人使用. */
const USED_BY_OTHERS: [RegExp, string] = [
  /(?<!许可|授权|许可给|授权给)(?:子公司|母公司|关联公司|兄弟公司|别人|别家|其他公司|别的公司|其他企业|第三方|合作方)(?:也)?(?:想|要)?(?:用|使用)(?=它|这|该|吗|么|呢|$|[？?，,])/g,
  '许可他人使用',
];
/** And one given to the company (股东无偿赠给公司的专利) is what the 高企 rules call 受赠. */
const GIVEN: [RegExp, string] = [/(?:无偿)?(?:赠给|赠送给|赠与|赠予|送给)了?/g, '受赠'];
/** And on its tax, a right transferred is what the income tax rules call 技术转让 (所得 of 转让专利的所有权). */
const TRANSFER: [RegExp, string] = [/(?<!技术)转让/, '技术转让'];
const ON_INCOME = /税|所得|减免/;
const TRANSFER_INCOME: [RegExp, string] = [/(?<!技术转让)所得(?=\d)/g, '技术转让所得'];
/** On VAT, the 开发费 a client pays is the seller's 技术开发 income (the rules exempt 技术开发). */
const ON_VAT = /增值税/;
const DEVELOPMENT_FEE: [RegExp, string] = [/(?<!技术|研发)开发费(?:用)?/g, '技术开发收入'];
/**
 * …and an 个体户 not said to be a 一般纳税人 is the 小规模纳税人 the VAT reliefs are written for (月销售额10万元以下…
 * 免征): the answer then names the status it rests on.
 */
const SOLE_TRADER_VAT: [RegExp, string] = [
  /(?<!小规模纳税人)个体(?:工商)?户(?![^，,。？?]{0,8}一般纳税人)/g,
  '小规模纳税人个体工商户',
];
/** In a question on 个人所得税, a 分红 is the 股息、红利所得 it taxes (a 新型研发机构's 分红 to its backers stays). */
const ON_IIT = /个人所得税/;
const DIVIDEND: [RegExp, string] = [/(?:的)?分红(?:款|收入)?/g, '的股息、红利所得'];
/** …and rent taken for a flat let out is its 财产租赁所得. */
const RENT: [RegExp, string] = [/(?:房租|租金)(?:收入|所得)?|出租(?:房屋|房子)?(?:的)?(?:收入|所得)/g, '财产租赁所得'];
/** In a question on tax, a 小公司 is what the rules call a 小型微利企业 (the preference it can claim by its size). */
const SMALL_FIRM: [RegExp, string] = [/(?<!中)小(?:公司|企业|厂)(?!促进)/g, '小型微利企业'];
const ON_TAX = /税/;
/**
 * On the tax of a right put into a company for its shares (拿一项软件著作权作价入股…要交企业所得税吗), the putting in is
 * what 财税〔2016〕101号 calls 技术成果投资入股.
 */
const INVESTED: [RegExp, string] = [
  /(?<!技术成果)(?:作价)?(?:投资)?入股(?=到|给|[^，,。？?]{0,6}(?:公司|企业))/g,
  '技术成果投资入股',
];

/**
 * On a technology transfer, its contract (没签书面合同, 只签了个协议) is the 技术转让合同 the relief requires; elsewhere a
 * contract is another's (委托研发合同, 劳动合同).
 */
const TRANSFER_CONTRACT: [RegExp, string] = [
  /签(?:订)?(?:了)?(?:个|份)?(?:书面|正式)?(?:的)?(?:合同|协议)/g,
  '签订技术转让合同',
];

/** Of a surplus or a profit (年底有结余，出资企业能按出资比例分吗), sharing it out is the 分红 the rules allow or forbid. */
const ON_SURPLUS = /结余|利润|盈余|赚的|所得/;
const SHARED_OUT: [RegExp, string] = [/(?:按[^，,。？?]{0,6}比例)?(?<!红)分(?:掉|钱)?(?=吗|么|不|呢|[？?]|$)/g, '分红'];

/**
 * On a title weighed by its staff (高企, 科小), the people doing R&D (搞研发和技术创新的有十二个, 在研发岗上的十九个) are what those rules count
 * as 科技人员; elsewhere (加计扣除) they stay 研发人员.
 */
const ON_STAFF_SHARE = /高新技术企业|高企|科技型中小企业|科小/;
const TECH_STAFF: [RegExp, string] = [
  /(?:(?:做|从事|搞)(?:研发|研究开发|技术研发)(?:和|及|与|、)?(?:相关的?)?(?:技术创新)?(?:工作|活动)?|在?研发岗(?:位)?上?)的(?:人员|人|员工)?(?=有|占|是|共|才|\d)/g,
  '科技人员',
];

/**
 * On a kind the 梯度培育 rules grade, the old rules (按2022年的老标准, 旧办法, 原来的标准) are the 2022 暂行办法, named so
 * that its title picks it (doc-names.ts) over the 2026 办法 on the same words.
 */
const ON_GRADED = /小巨人|专精特新|创新型中小企业/;
const OLD_RULES: [RegExp, string] = [
  /(?:20)?22年(?:版|的)?(?:老|旧)?(?:梯度培育)?(?:管理)?(?:标准|办法)|(?:老|旧|原来)的?(?:梯度培育)?(?:管理)?(?:标准|办法)/g,
  '梯度培育暂行办法',
];

/** The question with each subject's own words read as the rules on that subject write them. */
export function foldInContext(text: string): string {
  let t = text;
  if (ON_RD.test(t)) {
    t = foldTrades(t)
      .replace(FACTORY[0], FACTORY[1])
      .replace(EXTRA_DEDUCTION[0], EXTRA_DEDUCTION[1])
      .replace(HIRED_IN[0], HIRED_IN[1]);
  }
  if (ON_STAFF_SHARE.test(t)) t = t.replace(TECH_STAFF[0], TECH_STAFF[1]);
  if (ON_TAX.test(t)) t = t.replace(SMALL_FIRM[0], SMALL_FIRM[1]);
  if (ON_RIGHT.test(t)) t = t.replace(KEPT_UNTIL[0], KEPT_UNTIL[1]);
  if (ON_RIGHT.test(t))
    t = t
      .replace(SOLD[0], SOLD[1])
      .replace(GIVEN[0], GIVEN[1])
      .replace(INFRINGED[0], INFRINGED[1])
      .replace(USED_BY_OTHERS[0], USED_BY_OTHERS[1]);
  if (ON_RIGHT.test(t) && ON_INCOME.test(t)) t = t.replace(TRANSFER[0], TRANSFER[1]);
  if (ON_RIGHT.test(t) && ON_TAX.test(t)) t = t.replace(INVESTED[0], INVESTED[1]);
  // What a transfer brought in (…技术转让，所得600万) is its 技术转让所得, the base the 500万 line is drawn on.
  if (t.includes('技术转让'))
    t = t.replace(TRANSFER_INCOME[0], TRANSFER_INCOME[1]).replace(TRANSFER_CONTRACT[0], TRANSFER_CONTRACT[1]);
  if (ON_LOSS.test(t)) for (const [re, to] of MADE_GOOD) t = t.replace(re, to);
  if (ON_GRADED.test(t)) t = t.replace(OLD_RULES[0], OLD_RULES[1]);
  if (ON_IIT.test(t)) t = t.replace(DIVIDEND[0], DIVIDEND[1]).replace(RENT[0], RENT[1]);
  if (ON_VAT.test(t))
    t = t.replace(DEVELOPMENT_FEE[0], DEVELOPMENT_FEE[1]).replace(SOLE_TRADER_VAT[0], SOLE_TRADER_VAT[1]);
  if (ON_SURPLUS.test(t)) t = t.replace(SHARED_OUT[0], SHARED_OUT[1]);
  return t;
}

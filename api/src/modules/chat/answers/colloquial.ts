/**
 * Colloquial words and the words the rules use for them, one spelling each (营收 → 营业收入, 个税 → 个人所得税,
 * 请韩国一家研究所 → 委托境外机构). normalize.ts applies them after the numbers are folded, so a pattern here may
 * match digits (1家) where the user wrote 一家.
 */

import { PLACES } from './abroad.ts';

// 香港, 澳门 and 台湾 are outside the 境内 of the tax rules: research paid for there is 委托境外 too.
// Cities abroad users name instead of their country (在首尔收的房租).
const CITIES_ABROAD = [
  '首尔',
  '东京',
  '大阪',
  '纽约',
  '伦敦',
  '巴黎',
  '柏林',
  '慕尼黑',
  '悉尼',
  '多伦多',
  '温哥华',
  '曼谷',
  '吉隆坡',
];
const FOREIGN = [
  ...PLACES.filter((p) => !p.includes('(')),
  ...CITIES_ABROAD,
  '境外',
  '海外',
  '硅谷',
  '香港',
  '澳门',
  '台湾',
].join('|');
/**
 * Who the user pays abroad for R&D (付给美国一家实验室, 请韩国1家研究所): the rules' 委托境外机构 or 委托境外个人. Not
 * whom it sells or licenses to (卖给了新加坡一家公司, 许可给德国一家药企): that is a buyer, not a payee.
 */
const HIRED = '(?<![卖售让可权])(?:付给|支付给|交给|给|委托|请|找)了?(?:1|一)?(?:位|名|家|个)?';
const PAYEE = '(?:实验室|研发机构|研究机构|机构|(?:子|分|母|关联)?公司|大学|高校|研究所)';
const ABROAD_PAYEE = new RegExp(
  // 请韩国一家研究所, 委托日本一所大学, 付给了美国一家CRO公司 (a name before the kind), or the place first: 在硅谷请了一家
  // 研究机构.
  `${HIRED}(?:${FOREIGN})的?(?:(?:\\d+|[一两几])(?:家|所|个))?[A-Za-z]{0,8}${PAYEE}|在(?:${FOREIGN})${HIRED}${PAYEE}`,
  'g',
);
/**
 * Who the user has do its research at home (请江南大学做的配方研究, 找第三方来做): the rules' 委托外部机构. After the
 * abroad forms, which take the 境外 ones first. A survey bought (请第三方做的口味调研) is no research commissioned.
 */
/**
 * A university or institute named first, then commissioned by a pronoun (和上海一所大学签了合同，委托他们做…研究): the
 * rules' 委托外部机构 too.
 */
const NAMED_PAYEE = '(?:大学|高校|研究所|研究院|科研院所|实验室|研究机构)[^。？?]{0,12}';
const BY_PRONOUN = '委托(?:他们|对方|人家|其)(?=来做|做|帮|搞|进行|开展)';
const OUTSIDE_PAYEE_NAMED = new RegExp(`(?<=${NAMED_PAYEE})${BY_PRONOUN}`, 'gu');
/** …and one abroad (跟美国一所大学合作，委托他们做研发): 委托境外机构. */
const ABROAD_PAYEE_NAMED = new RegExp(`(?<=(?:${FOREIGN})[^。？?]{0,6}${NAMED_PAYEE})${BY_PRONOUN}`, 'gu');
const OUTSIDE_PAYEE = new RegExp(
  `${HIRED}[\\p{Script=Han}\\d]{0,8}?(?:大学|高校|理工|交大|工大|研究所|研究院|科研院所|医院|第三方|外部机构)(?=来做|做|帮|搞|进行|开展)(?![^，,。]{0,10}调研)`,
  'gu',
);
const FOREIGN_PERSON = new RegExp(
  `(?:${PLACES.filter((p) => !p.includes('(') && !/国外|外国|欧盟|欧洲|东南亚/.test(p)).join('|')})籍?的?(?:首席)?(?:技术|研发|财务|销售|生产|运营|调试|安装|维修|质量|工艺)?(?:工程师|专家|员工|技术人员|高管|教授|科学家|研究员|厂长|总经理|经理|总监)`,
  'g',
);
const ABROAD_INCOME = new RegExp(
  `在(?:${FOREIGN})[\\p{Script=Han}]{0,12}?(?:(?:拿|挣|赚|取得|收)(?:到)?|出租[\\p{Script=Han}]{0,4})的(?:钱|费用|收入|报酬|工资|房租|租金)`,
  'gu',
);
const ABROAD_PERSON = new RegExp(
  `${HIRED}(?:${FOREIGN})(?:籍)?的?(?:独立|知名)?(?:专家|个人|工程师|科学家|教授|顾问)`,
  'g',
);

/**
 * The rules' words for whom research was paid to, as the folds below write them: a clause naming one states the
 * user's case (又委托香港一所大学做了个课题付了一百五十万，…能加计多少 is asked of the 委托境外 rule), as a subject does.
 */
export const PAYEE_CASE = /委托(?:外部机构|境外机构|境外个人)/;

/** Colloquial words and the words the rules use for them, applied in order. */
export const COLLOQUIAL_WORDS: [RegExp, string][] = [
  [/电动汽车|电动车|(?<![有无])电车|纯电(?:动)?(?:汽车|车)?|插混(?:汽车|车)?/g, '新能源汽车'],
  [/车购税/g, '车辆购置税'],
  // 提了台纯电的: a car is bought (提车) on the day the rule's 购置日期 counts.
  [/提了?(?:一|1)?(?:台|辆)/g, '购置了一辆'],
  [/营收/g, '营业收入'],
  // A right left where it is (专利还是挂在学校名下不动, 权属还归单位) is the transfer law's 不变更权属.
  [
    /(?:还是|仍然|依旧|照样)?(?:挂|留|放)在(?:学校|单位|所里|院里)名下(?:不动|不变)?|(?:权属|所有权|归属)(?:还是|仍然)?(?:归)?(?:学校|单位)(?:的)?(?:不变)?(?=[，,。；;]|$)/g,
    '不变更权属',
  ],
  // 注册成企业, 挂成事业单位: the rules' 注册为 (a legal form taken on registering).
  [/(?:注册|挂)成(?=(?:一家|一个|个)?(?:事业单位|企业|公司|民办非企业|社会服务机构|民非))/g, '注册为'],
  // A design only recoloured or given another pattern (其实就是换了个图案) is what 111号 calls 简单改变产品图案.
  [/(?:只是|仅仅|就是|其实就是|只)?(?:换|改)了?(?:个|一下|一个|下)?(?:图案|颜色|花色|配色)/g, '简单改变产品图案'],
  // 有件发明, 有一项发明: a right held is a 发明专利 (an invention made, 完成了一项发明, may not be one; 发明人, 发明创造
  // and 职务发明 are words of their own).
  [/(?<=有(?:1|一)?)(?:件|项|个)发明(?!专利|人|创造|者)/g, '项发明专利'],
  // 个保法 is the 个人信息保护法; data that can no longer be traced back to anyone (还原不回具体的人, 认不出是谁) is what it
  // calls 匿名化处理 (无法识别特定自然人且不能复原).
  [/个保法/g, '个人信息保护法'],
  [
    /(?:还原|复原|恢复|识别|认|查)不(?:回|出|到)(?:具体的?|特定的?)?(?:人|是谁|个人|自然人)(?:了)?|无法(?:识别|复原|还原)(?:出)?(?:具体的?|特定的?)?(?:个人|自然人|人)?/g,
    '匿名化处理',
  ],
  // 二百三十号人: a headcount.
  [/(\d)号人/g, '$1人'],
  // A limited partnership venture fund, however put (有限合伙制的创投基金, 有限合伙创投基金): the rules' 有限合伙制创业投资企业.
  [/有限合伙(?:制)?的?(?:创投|创业投资)(?:基金|企业|公司)?/g, '有限合伙制创业投资企业'],
  [/民非(?!企业)/g, '民办非企业单位'],
  [/个税/g, '个人所得税'],
  // Switching one choice for another (明年想换成专项附加扣除) in the rules' word.
  [/换成|改成|转成|换为|转为/g, '改为'],
  // A child's school fees paid for an expatriate (报销孩子上日本人学校的学费) are the rules' 子女教育费.
  [/(?:孩子|子女|小孩)(?:上|读)?[^，,。？?]{0,10}?的?学费/g, '子女教育费'],
  // Incomes added up (合一块算, 合在一起算) are, in the law's words, 合并计算.
  [/合(?:在)?一(?:块|起)(?:儿)?算|合起来算|放一起算|加在一起算/g, '合并计算'],
  // Kinds of income as people name them (外出讲课费, 出书的稿费): the income tax law's 劳务报酬 and 稿酬.
  [/讲课费|讲座费|授课费|评审费|咨询费(?=[，,、])/g, '劳务报酬'],
  [/(?:出书的?)?稿费|出书的稿酬/g, '稿酬'],
  // The allowances the 外籍个人 rules group as 津补贴, each named alone by users.
  [/(住房补贴|语言训练费|子女教育费)(?!等)/g, '$1等津补贴'],
  // Words for a limit or a multiple, one spelling each: 最多赔几倍 asks what 最高赔偿几倍 asks.
  [/最多|上限|封顶|顶格|最大/g, '最高'],
  [/下限|最少|至少/g, '最低'],
  // What is done as a matter of routine (例行调参数, 日常维护) is what the rules call 常规.
  [/例行(?:的)?|日常(?:的)?(?=维护|维修|检测|检查|调|测试|保养)/g, '常规'],
  // How long a right lasts, asked as the year it ends (保护到哪年), is its 保护期限.
  [/保护到(?:哪年|哪一年|什么时候|几几年|哪天)/g, '保护期限到哪年'],
  // The year a certificate is issued (发证那一年, 拿证当年) is, in the rules, 发证时间所在年度.
  [/(?:发证|拿证|拿到证书?|证书下来)(?:的)?(?:那|当)一?年(?:度)?/g, '发证时间所在年度'],
  // What the other side made (他赚了多少) and what nobody can work out (算不出来), in the damages rule's words.
  [/(?:他|对方|侵权方|侵权人)(?:赚|挣|获利)了?多少/g, '侵权人获得的利益'],
  [/算不出(?:来)?|算不清(?:楚)?|没法算/g, '难以确定'],
  // Money received for a transfer (转让款, 转让费) is its 转让收入; 这几笔 only counts what it points at.
  [/转让(?:款|费)/g, '转让收入'],
  [/几笔(?=[\p{Script=Han}])/gu, ''],
  // 赔 said alone is 赔偿; 挺严重 the law's 严重.
  // (赔钱了, 赔了 are a loss, read as 亏损 below.)
  [/赔(?![偿钱本了])/g, '赔偿'],
  [/(?:挺|很|特别|比较|相当)严重/g, '严重'],
  // A loss made (都亏了) is the rules' 亏损.
  [/亏了|亏钱了?|赔钱了?/g, '亏损'],
  [/多少倍/g, '几倍'],
  // 按几个点交, 所得税能降到几个点: the rate a tax is paid at.
  [/(税[^，,。？?]{0,6}|按)几个点/g, '$1什么税率'],
  [/几成|百分之几|多少个点|几个点/g, '比例'],
  // The small costs of R&D (专利代理费、查新费这些杂项) are the rules' 其他相关费用, capped at 10%.
  [/杂项|杂费|零碎(?:的)?费用/g, '其他相关费用'],
  [/专利(?:代理|申请)费/g, '知识产权申请费'],
  [/赔(?![偿付款])/g, '赔偿'],
  // Spoken question words (啥叫, 咋办, 指的是啥) as written ones, and 到底 / 究竟, which only stress the question.
  [/啥/g, '什么'],
  [/咋/g, '怎么'],
  // A rule set after the fact or anew (补定一个奖励办法, 重新订个制度) is one 制定, as the laws say.
  [/(?:补|重新)(?:定|订)(?=[^，,。？?]{0,5}(?:办法|制度|规定|章程))/g, '制定'],
  // 怎么个交法, 咋个算法: how it is paid or computed, said with a 个…法 of spoken Chinese.
  [/怎么个?(交|算|缴|报|扣|弄|办)法/g, '怎么$1'],
  [/到底|究竟/g, ''],
  [/(?<![抵])抵(?![扣押债消达])/g, '抵扣'],
  [/过期/g, '到期'],
  [/(\d)\s*nm/gi, '$1纳米'],
  [/(?:一类|1类|I类|Ⅰ类|i类)(?=知识产权)/g, 'Ⅰ类'],
  [/赚了|挣了|赚的钱|挣的钱/g, '所得'],
  // 找外面的公司帮我们做研发, 外包给高校: what the rules call 委托.
  [
    /(?:找|请|让)(?:外面|外部|别的|别人|其他|第三方|他们|对方|人家)?的?(?:公司|机构|单位|人|高校|大学)?(?:帮我们|帮忙|帮|给我们|替我们)(?:做|搞)/g,
    '委托外部机构做',
  ],
  // Not 离岸外包 or 服务外包, the 技术先进型服务企业 rules' own words for the business they count.
  [/(?<!离岸|服务)外包给?/g, '委托'],
  // Paying a lab or firm abroad for R&D (这里面有五十万是付给美国一家实验室的) is what the rules call 委托境外.
  [ABROAD_PAYEE, '委托境外机构'],
  [ABROAD_PERSON, '委托境外个人'],
  [OUTSIDE_PAYEE, '委托外部机构'],
  [ABROAD_PAYEE_NAMED, '委托境外机构'],
  [OUTSIDE_PAYEE_NAMED, '委托外部机构'],
  // The money spent on something (调研的钱, 花的钱) is its 费用.
  [/(?<=[\p{Script=Han}])(?<![亏赔赚挣])的钱(?![款财])/gu, '的费用'],
  // A survey of what buyers want (消费者口味调研, 用户需求调研, 市场调研) is the 市场调查研究 the R&D rules exclude.
  [/(?:消费者|用户|客户|顾客|市场)[\p{Script=Han}]{0,4}?(?:调研|调查)(?!研究)/gu, '市场调查研究'],
  // 搞研发 is 做研发; 城建税 is the 城市维护建设税 the rules name.
  [/搞(?=研发|研究|开发)/g, '做'],
  // An invention made (搞出了一项发明, 弄出来的专利) is one 完成, as the patent law puts it.
  [/(?:搞|弄|鼓捣|捣鼓)出(?:来)?了?(?=[^，,。？?]{0,4}(?:发明|专利|成果|技术|配方|工艺|方案))/g, '完成了'],
  [/城建税/g, '城市维护建设税'],
  // How people say a loss, a recognition and a certificate: 亏的钱 is the rules' 亏损, 评上高新 / 认下来 their 认定,
  // 拿证 / 下证 their 发证.
  [/亏(?:掉)?的钱|亏掉的|亏了的钱/g, '亏损'],
  // 亏的两百万: a loss, as the carry-forward rules say.
  [/亏了?的(?=\d|[一二两三四五六七八九十几])/g, '亏损'],
  [/(?:评上|评为|评下来|认下来|认上|被认定为|获评)/g, '认定为'],
  [/拿到?(?:高企)?证(?:书)?(?![明件])|下证|领证|证书(?:才)?下来/g, '发证'],
  // The date on the certificate (证书上写的发证日期) is what the rules call the 证书注明的发证时间.
  [/(?:证书)?上(?:面)?(?:写|印|标)的(?=发证)/g, '证书注明的'],
  [/发证(?:日期|日子)/g, '发证时间'],
  // 报高新, 申请高新: the title applied for (高新 alone also names a 高新区).
  // Not 高新技朮企业: a mistyped 技术 is still the full name, which the typo mender spells right.
  [/(报|申报|申请|认定为?|评)高新(?!技|区|企业)/g, '$1高新技术企业'],
  // The rules' words for what people call R&D spending, joint R&D, a technology stake, a month's
  // takings and a foreign employee.
  // A 品种权 (玉米品种权) is the 植物新品种权 of the rules.
  [/(?<!新)品种权/g, '植物新品种权'],
  // R&D is how many write 研发 (R&D费用加计).
  [/R\s*&\s*D/gi, '研发'],
  [/研发(?:投入|支出|经费|开支|花费|花的钱|费(?!用))/g, '研发费用'],
  // What was really spent (按实际花掉的算) is, in the rules' words, the 实际发生额.
  [/实际(?:花掉|花出去|花|用掉|支出)了?的(?:钱|费用)?/g, '实际发生额'],
  // 给不给补, 补不补: whether a subsidy is paid, as the rules word it.
  [/给不给补(?:贴|助)?|补不补(?:贴|助)?/g, '有没有补贴'],
  // A preference left unclaimed for now (先不享受, 暂不享受, 没享受) is one 没有享受, as the rules on claiming it later word it.
  [/(?:先|暂|暂时)不享受|没(?=享受)/g, '没有享受'],
  [/合作研发|联合研发|一起(?:做|搞)研发/g, '合作开发'],
  [/(?:以|用|拿)?技术(?:成果)?(?:作价)?入股/g, '以技术成果投资入股'],
  [/月营业额|月流水|每月流水|一个月的?流水|月收入(?=\d|[一二两三四五六七八九十几]|不到|不足|超过)/g, '月销售额'],
  [/老外|外国员工|外籍员工|外籍人员|外国籍员工/g, '外籍个人'],
  // 德国工程师 is a 外籍个人 (one hired abroad for R&D is folded above), 在华 the rules' 在中国.
  [FOREIGN_PERSON, '外籍个人'],
  [/在华(?=[^，,。？?]{0,4}(?:累计|住|居住|工作|待))/g, '在中国'],
  // Days stayed (一共只待了120天, 住了200天) are the income tax law's 累计居住 days.
  [/(?:一共|总共|加起来|累计)(?:只|才)?(?:待|住|呆)了?(?=\d+(?:来|多)?天)/g, '累计居住'],
  [/(?<![累计])(?:只|才)?(?:待|呆)了?(?=\d+(?:来|多)?天)/g, '居住'],
  // What a person earns abroad (在瑞士大学兼职讲课拿的钱) is, in the income tax law, 从中国境外取得的所得.
  [ABROAD_INCOME, '从中国境外取得的所得'],
  // 用公司的设备 is what the patent law calls the 本单位的物质技术条件 a 职务发明 is made with.
  [
    /(?:用|利用|使用)(?:了)?(?:公司|单位|厂里|企业)(?:里)?的?(?:实验室的?)?(?:实验)?(?:设备|仪器|材料|实验室)(?:和(?:公司|单位)?(?:买的)?(?:样品)?(?:材料|资金|设备))?/g,
    '利用本单位的物质技术条件',
  ],
  // Sent by the company on its business (被公司派到客户现场), or working on a project it gave one (在公司负责的项目), is the
  // 执行本单位的任务 of a 职务发明; who applies is whose the right to apply is.
  [
    /被(?:公司|单位|厂里|企业)(?:派|安排)(?:到|去)|(?:执行|完成)(?:公司|单位|厂里|企业)(?:交办|安排)?的?任务|(?:在)?(?:公司|单位|厂里)(?:里)?(?:负责|承担|分配|安排|交办)的(?:项目|任务|课题)|本职工作/g,
    '执行本单位的任务',
  ],
  [
    /专利(?:权)?(?:该|应该)?归谁(?=[？?]|$|[，,])|(?:该)?由谁(?:来)?申请|归谁申请|谁来申请|谁有权申请|(?:应?该)?(?:公司|单位)申请还是(?:他|员工|发明人)?(?:个人|自己)申请/g,
    '申请专利的权利属于谁',
  ],
  // No rule set and none agreed with the team (院里没定奖励办法也没跟团队约定): the law's 未规定、也未约定.
  [/没(?:有)?(?:制)?定(?=[^，,。]{0,4}(?:奖励|报酬|办法|规定))/g, '未规定'],
  [/没(?:有)?(?:跟|和|与)[^，,。]{0,6}约定/g, '未约定'],
  // Staff training is the rules' 职工教育经费, capped by the 工资薪金总额; 超出 the limit is 超过 it.
  [/(?:员工|职工)?培训(?:费用|费|经费|支出)/g, '职工教育经费'],
  [/工资总额/g, '工资薪金总额'],
  [/超出(?=的|部分|限额|能扣)/g, '超过'],
  // A small firm's 利润 is what the 小型微利 test calls 应纳税所得额 (the 300万 line).
  [/利润(?!率|总额)/g, '应纳税所得额'],
  // A right sold is a right transferred (把专利卖给企业); goods sold stay sold (卖软件产品 is 销售).
  [/(专利权?|技术|成果|商标|著作权|股权)(?:卖给|出售给|卖掉)/g, '$1转让给'],
  // Shares sold (把手里公司的股份卖了, 股权出手了) are a 股权 transferred, as the tax rules word it.
  [/(?:股份|股权)(?:卖了|卖掉了?|出手了)/g, '股权转让'],
  // A research fellow (研究员) is one of the 科研人员 the rules on rewards and shares name.
  [/研究员|搞科研的/g, '科研人员'],
  // A right bought is a right 受让 (从高校买几项发明专利过来, 从大学买断的专利); goods bought stay bought (买专利产品).
  [/(?:花钱)?(?:买断|购买|买来|买)了?(?=[^，,。？?]{0,8}?(?:专利|知识产权)(?!产品))/g, '受让'],
  // R&D spending capitalised is what the rules call 形成无形资产 (amortised, not deducted at once).
  [/(?:研发支出|研发费用)资本化(?:了|后)?(?:做成了?|形成了?)?/g, '研发费用形成无形资产'],
  [/资本化(?:了|后)?(?:做成了?|形成了?)?/g, '形成无形资产'],
  // Expensed R&D (费用化) is what the rules call 未形成无形资产.
  [/费用化(?:了|处理)?/g, '未形成无形资产'],
  // 没形成无形资产 is the rules' 未形成 (expensed at once), not 形成.
  [/(?:没有|没|不)形成/g, '未形成'],
  // 一个月营业额 / 一个月开票: a month's takings, the 月销售额 of the VAT rules.
  [/(?:(?:1|一)个月|每个?月|这个月|本月|当月)(?:的)?(?:营业额|销售额|开票(?:金额|额)?)/g, '月销售额'],
  // The words of the law for a pledge, an exclusive licence and a licence: 质押 is 出质, 独家授权 is 独占许可,
  // 授权给别人用 is 许可他人使用 (a patent's 授权, its grant, has no 给 after it and stays).
  [/质押|质压/g, '出质'],
  // 专利押给了担保公司: a right is pledged, not mortgaged (抵押 is of things and stays).
  [/(?<![抵出])押给/g, '出质给'],
  // A right told as pledged (商标质押给银行贷了款，现在还能…, 押给了担保公司做反担保) is one 出质后, the case the law's
  // limits are written for.
  [/出质给(?:了)?[^，,。]{0,6}?(?:贷了款|贷款了?|融资了?|借了钱|做了?反?担保|了)(?=[，,；;])/g, '出质后'],
  // Papers and the tax office as users name them: 证明材料 are the rules' 资料, 税务局 their 税务机关, and handing
  // papers in for 审核 is what the rules call 报送 for 审批. Only 材料 named as papers: 电池材料 and 集成电路材料 are
  // stuff, and stay.
  [/(?<=证明|申报|申请|佐证|备案|相关|什么|哪些|准备|提交|报送|交的?|带|补上?|补充)材料/g, '资料'],
  [/税务局/g, '税务机关'],
  [/审核/g, '审批'],
  [/报给|交给|提交给/g, '报送'],
  [/独家/g, '独占'],
  // 普通许可 is the licence the rules call 非独占许可 (one the licensor may grant to others too).
  [/普通许可|非独家许可|一般许可/g, '非独占许可'],
  [/授权给(?:他们|对方|别人|别家|他人|其他人|第三方|人家)(?:用|使用)?/g, '许可他人使用'],
  [/授权给/g, '许可给'],
];

import { describe, expect, it } from 'vitest';
import { askingClauses, coreOf, foldShortNames, normalizeQuestion, normalizeText } from './normalize.ts';

describe('questions folded before matching', () => {
  it.each([
    ['公司员工两百八十人', '公司员工280人'],
    // A 文号 in Chinese numerals is written as the document writes it; a date's 号 is left alone.
    ['一九年八号公告讲了什么', '2019年8号公告讲了什么'],
    ['二〇二二年第十六号公告', '2022年第16号公告'],
    ['三十二号文还管用吗', '32号文还管用吗'],
    ['十二月二十号到期吗', '12月二十号到期吗'],
    // A fraction is no count of points: 四分之一 stays as the rules write it, 八十分 is a score.
    ['不超过四分之一的部分', '不超过四分之一的部分'],
    ['评价得八十分', '评价得80分'],
    ['研发费用大概有五百万', '研发费用大概有500万'],
    ['资产总额三个亿', '资产总额3亿'],
    ['是百分之百吗', '是100%吗'],
    ['研发费用占销售收入百分之四点八', '研发费用占销售收入4.8%'],
    ['满两年', '满2年'],
    ['27年买电车', '2027年买新能源汽车'],
    ['二季度预缴', '2季度预缴'],
    ['那十月份也没选呢', '那10月份也没选呢'],
    ['七月预缴', '7月预缴'],
    ['十二月底', '12月底'],
    ['线宽28nm', '线宽28纳米'],
    ['最多赔几倍', '最高赔偿几倍'],
    ['收入只占四成', '收入只占40%'],
    ['收入只占五成五', '收入只占55%'],
    ['研发加计百分百这个政策', '研发加计100%这个政策'],
    ['七月份预缴先不享受加计', '7月份预缴没有享受加计'],
    ['商标质押后还能授权给别人用吗', '商标出质后还能许可他人使用吗'],
    // The trades 119号 excludes, by what people run, in a question on 研发 only.
    ['开KTV的公司搞研发', '开娱乐业的公司做研发'],
    ['开烟厂的能加计吗', '开烟草制造业的能加计吗'],
    ['做广告策划的公司研发费用', '做租赁和商务服务业研发费用'],
    ['物业公司搞研发', '房地产业做研发'],
    // Letting out machinery is 租赁和商务服务业; 融资租赁 is a financial trade and stays.
    ['做工程机械租赁的，研发花了300万', '租赁和商务服务业，研发花了300万'],
    ['做融资租赁的公司研发费用', '做融资租赁的公司研发费用'],
    ['附近有什么好吃的火锅店', '附近有什么好吃的火锅店'],
    ['证明材料要报给税务局审核吗', '证明资料要报送税务机关审批吗'],
    // Spoken question words as written ones, 到底 dropped: 啥叫 asks what 什么叫 asks.
    ['啥叫技术合同', '什么叫技术合同'],
    ['成果转化到底指的是啥', '成果转化指的是什么'],
    ['咋备案', '怎么备案'],
    ['请他们帮忙搞研发', '委托外部机构做研发'],
    ['2016年亏的钱到2018年才评上高新', '2016年亏损到2018年才认定为高新技术企业'],
    ['拿证的第二年', '发证的第二年'],
    ['以普通许可的方式', '以非独占许可的方式'],
    ['今年研发投入两百万', '今年研发费用200万'],
    ['跟高校合作研发', '跟高校合作开发'],
    ['用技术入股', '以技术成果投资入股'],
    ['老外的住房补贴', '外籍个人的住房补贴等津补贴'],
    ['月流水不到十万', '月销售额不到10万'],
    ['去年利润八十万', '去年应纳税所得额80万'],
    // A 小公司 is a 小型微利企业 in a question on tax only; a 中小企业 stays one.
    ['小公司企业所得税有什么优惠', '小型微利企业企业所得税有什么优惠'],
    ['科技型中小企业 企业所得税', '科技型中小企业 企业所得税'],
    ['小公司怎么注册', '小公司怎么注册'],
    ['城建税能减半吗', '城市维护建设税能减半吗'],
    ['我们是做物业管理的，研发投入能加计吗', '我们是房地产业，研发费用能加计吗'],
    // Spoken tenths after 万: 九万九 is 9.9万; 十二万 and 五万元 count as they are.
    ['这个月开票九万九', '月销售额9.9万'],
    ['两万五的工资', '2.5万的工资'],
    ['开了十二万的票', '开了12万的票'],
    // And after 亿: 一亿八 is 1.8亿 (not 1亿 and an 八 left over); 一亿八千万 counts on.
    ['去年营收一亿八，算中型吗', '去年营业收入1.8亿，算中型吗'],
    // An amount in 亿 and 万 is one figure in 万; 8千万 is 8000万, 一点八亿 1.8亿.
    ['营收一亿八千万', '营业收入18000万'],
    ['营收1亿8千万', '营业收入18000万'],
    ['合同额3百万', '合同额300万'],
    ['收入一点八亿', '收入1.8亿'],
    // A sum, a headcount or a stay said loosely.
    ['利润就四十来万', '应纳税所得额就40来万'],
    ['研发有二十多人', '研发有20多人'],
    ['住了两百多天', '住了200多天'],
    ['注塑厂一千二百多号人', '注塑厂1200多号人'],
    ['三点零五万', '3.05万'],
    ['一个月营业额八万', '月销售额8万'],
    ['小规模 月收入四五万', '小规模 月销售额四五万'],
    ['家里月收入多少算高', '家里月收入多少算高'],
    // A year said in full Chinese digits is a year; 两三年 counts years.
    ['我们的发明专利是二〇〇八年申请的', '我们的发明专利是2008年申请的'],
    ['拖到二〇二八年一月再买', '拖到2028年1月再买'],
    ['两三年以后', '两三年以后'],
    // Who is paid abroad for R&D, and a foreigner working here.
    ['请了一位以色列的独立专家做研发', '委托境外个人做研发'],
    ['请韩国一家研究所做的', '委托境外机构做的'],
    ['委托日本一所大学做课题', '委托境外机构做课题'],
    ['研发费能不能加计', '研发费用能不能加计'],
    ['保费财政给不给补', '保费财政有没有补贴'],
    ['房租补不补贴', '房租有没有补贴'],
    ['德国工程师今年在华住了两百多天', '外籍个人今年在中国住了200多天'],
    ['韩国对半导体企业有哪些税收优惠', '韩国对半导体企业有哪些税收优惠'],
    // On a right's tax, its transfer is the 技术转让 of the income tax rules; 额外扣 of R&D is its 加计扣除.
    ['专利的所有权转让给了外地企业，所得税要交吗', '专利的所有权技术转让给了外地企业，所得税要交吗'],
    ['专利权转给他们', '专利权转让他们'],
    ['研发费用全部费用化，税前还能额外扣多少', '研发费用全部未形成无形资产，税前还能加计扣除多少'],
    [
      '专利转让给了外地企业，所得300万，企业所得税要交吗',
      '专利技术转让给了外地企业，技术转让所得300万，企业所得税要交吗',
    ],
    ['员工培训费超出的部分', '职工教育经费超过的部分'],
    ['占工资总额的8%', '占工资薪金总额的8%'],
    ['股东拿到的分红按多少交个税', '股东拿到的股息、红利所得按多少交个人所得税'],
    ['新型研发机构的出资方能分红吗', '新型研发机构的出资方能分红吗'],
    ['药企付的开发费，增值税怎么算', '药企付的技术开发收入，增值税怎么算'],
    ['员工用公司的实验设备搞出了一项发明', '员工利用本单位的物质技术条件完成了1项发明'],
    ['每月开票七八万', '月销售额七八万'],
    // A payee abroad named by its trade, hospitals running the trials, and rights bought.
    ['其中两百万付给了美国一家CRO公司做临床前研究', '其中200万委托境外机构做临床前研究'],
    ['那付给国内几家医院做临床试验的费用呢', '那委托外部机构做临床试验的费用呢'],
    ['我们的技术都是从大学买断的专利', '我们的技术都是从大学受让的专利'],
    ['我们买了一批专利产品', '我们买了一批专利产品'],
    ['我们年销售4000万，报高新研发费用比例最低多少', '我们年销售4000万，报高新技术企业研发费用比例最低多少'],
    // 那一年 is that year, 每一年 every year: determiners, not a count.
    ['公司成立那一年就能享受吗', '公司成立那一年就能享受吗'],
    // …and the year a certificate is issued is the rules' 发证时间所在年度.
    ['发证那一年就能享受吗', '发证时间所在年度就能享受吗'],
    ['满一年', '满1年'],
    // A loss made good is 弥补, in a question on a loss only.
    ['亏的两百万还没补完，还能接着补吗', '亏损200万还没弥补完，还能继续弥补吗'],
    ['补上材料', '补上资料'],
    ['六十五纳米芯片生产线', '65纳米芯片生产线'],
    ['二百八十万 没形成无形资产', '280万 未形成无形资产'],
    ['研发费全部费用化了', '研发费用全部未形成无形资产'],
    // Selling a right is 转让 wherever the verb stands; goods sold stay sold.
    ['专利权直接卖掉和只许可别人用', '专利权直接转让和只许可别人用'],
    ['卖软件产品能退税吗', '卖软件产品能退税吗'],
    ['汽车4S店 研发 加计扣除', '批发和零售业 研发 加计扣除'],
    ['开连锁药房的，研发投入能加计吗', '开批发和零售业的，研发费用能加计吗'],
    // A factory is a 制造业企业 in a question on 研发 (the 2021 rule turns on it), not a 烟厂 or a 药店.
    ['宠物粮工厂2022年研发费用能加计多少', '宠物粮制造业企业2022年研发费用能加计多少'],
    ['工厂要交哪些税', '工厂要交哪些税'],
    ['有五十万是付给美国一家实验室的', '有50万是委托境外机构的'],
    // 香港 is outside the tax rules' 境内.
    ['又委托香港一所大学做了个课题', '又委托境外机构做了个课题'],
    ['登记成民非', '登记成民办非企业单位'],
    [
      '二六年十月提了台纯电的七座MPV，车购税是不是还全免',
      '2026年10月购置了一辆新能源汽车的七座MPV，车辆购置税是不是还全免',
    ],
    ['八十个工人', '80个工人'],
    // How long a right is kept is its 保护期限; 保 elsewhere (保费) stays.
    ['外观设计 保温杯造型 保到哪年', '外观设计 保温杯造型 保护期限到哪年'],
    ['首台套保险的保费能补贴多少', '首台套保险的保费能补贴多少'],
    // A right put into a company for its shares, asked of its tax, is 技术成果投资入股.
    [
      '拿一项软件著作权作价入股一家境内公司，要交企业所得税吗',
      '拿1项软件著作权技术成果投资入股1家境内公司，要交企业所得税吗',
    ],
    ['高校成果作价入股', '高校成果作价入股'],
    // Sharing out a surplus is 分红; 分 elsewhere stays.
    ['年底有结余，出资企业能按出资比例分吗', '年底有结余，出资企业能分红吗'],
    ['评价得分怎么分', '评价得分怎么分'],
    // A year said digit by digit (二三年以后); 两三年 and 第二三年 are no year.
    ['加计扣除 二三年以后', '加计扣除 2023年以后'],
    ['两三年', '两三年'],
    ['第二三年', '第二三年'],
    ['研发支出资本化做成了软件著作权', '研发费用形成无形资产软件著作权'],
    // 材料 as papers is the rules' 资料; 材料 as stuff stays.
    ['研究新型电池材料的失效机理', '研究新型电池材料的失效机理'],
    ['集成电路材料企业', '集成电路材料企业'],
    // Research bought at home is 委托外部机构; a survey bought is no research, and buyers surveyed are 市场调查研究.
    ['请江南大学做的配方研究', '委托外部机构做的配方研究'],
    ['委托华南理工做的课题', '委托外部机构做的课题'],
    ['请第三方做的消费者口味调研的钱', '请第三方做的市场调查研究的费用'],
    ['亏的钱', '亏损'],
    // 赔 is 赔偿, but money lost (去年赔钱了) stays a loss.
    ['能让他赔多少', '能让他赔偿多少'],
    ['去年赔钱了，亏损能结转吗', '去年亏损，亏损能结转吗'],
    // The individual income tax's kinds of income: rent is 财产租赁所得.
    ['租金收入的个税按多少税率', '财产租赁所得的个人所得税按多少税率'],
    ['在公司负责的项目，离职后申请了专利', '执行本单位的任务，离职后申请了专利'],
    // Copying a right, and damages in the law's words.
    [
      '外观设计 有厂家明知道还故意仿，情节挺严重，能让他赔多少',
      '外观设计 有厂家故意侵犯专利权，情节严重，能让他赔偿多少',
    ],
    ['损失和他赚了多少都算不出来', '损失和侵权人获得的利益都难以确定'],
    ['仿真软件', '仿真软件'],
    ['对方明知是我们的专利还照着生产', '对方明知是我们的专利还故意侵犯专利权'],
    ['这几笔转让款的增值税怎么处理', '这转让收入的增值税怎么处理'],
    // A right told as pledged is one 出质后; a pledge asked about stays 出质.
    ['软件著作权质押给银行贷了款，现在有家公司想买', '软件著作权出质后，现在有家公司想买'],
    ['注册商标能质押吗', '注册商标能出质吗'],
    ['实用新型 2019年授权 保护到哪年', '实用新型 2019年授权 保护期限到哪年'],
    ['生产线每天开机前例行调一遍工艺参数', '生产线每天开机前常规调一遍工艺参数'],
    ['设备日常维护的费用', '设备常规维护的费用'],
  ])('%s → %s', (from, to) => {
    expect(normalizeText(from)).toBe(to);
  });

  it('leaves ordinals, fixed phrases and periods of 20 years alone', () => {
    for (const t of [
      '一成立就申报',
      '一成不变',
      '从申请到授权',
      '第一年至第二年',
      '两免三减半',
      '六税两费',
      '前三季度',
      '保护20年',
      '2025年',
    ])
      expect(normalizeText(t)).toBe(t);
  });

  it('drops courtesies and keeps what is asked', () => {
    expect(normalizeQuestion('您好，请问小微企业所得税怎么算？谢谢')).toBe('小微企业所得税怎么算？');
  });

  it('matches a long question by its asking clauses, keeping figures only for a yes/no', () => {
    const q = '我是一家企业的财务，今年研发费用有500万，加计扣除比例是多少？';
    expect(coreOf(q, () => false, false)).toBe('加计扣除比例是多少？');
    expect(coreOf(q, () => false, true)).toBe('今年研发费用有500万，加计扣除比例是多少？');
    expect(coreOf('高企税率多少', () => false, false)).toBe('高企税率多少');
    // Spaces part the keywords of a typed query: they are one clause, all of it asked.
    expect(coreOf('个人所得税 基本减除费用 1年多少', () => false, false)).toBe('个人所得税 基本减除费用 1年多少');
  });

  it('keeps the clause an asking clause points back at, unless it asks whether the case falls under a term', () => {
    const pointed = '我们主营产品用的核心专利是并购别的公司得来的，申报高新认可吗';
    expect(coreOf(pointed, () => false, true)).toBe(pointed);
    // A bare verdict asked (法律上允许吗) is asked of the clause before.
    const allowed = '研究所想通过拍卖的方式转让科技成果，法律上允许吗';
    expect(coreOf(allowed, () => false, true)).toBe(allowed);
    const classified = '我们把实验室的样品继续做中试、开发，最后做成新产品推向市场，这个过程算科技成果转化吗';
    expect(coreOf(classified, () => false, true)).toBe('这个过程算科技成果转化吗');
  });

  it('keeps for a yes/no the clauses stating an amount or a count, not the 一家 or 一笔 that only says "a"', () => {
    const q = normalizeText('我们请了一家检测机构做研发，合同签了八十万，这笔钱都能算研发费用吗');
    expect(coreOf(q, () => false, true)).toBe('合同签了80万，这笔钱都能算研发费用吗');
  });
});

describe('the clauses that ask', () => {
  it('reads an A-not-A as asking, and 这么 / 那么 as saying how', () => {
    expect(askingClauses('我们把图像识别原理用到瑕疵检测上，行业里以前没人这么干过，这种算不算研发活动')).toBe(
      '这种算不算研发活动',
    );
    expect(askingClauses('研发费用这么多，能加计多少')).toBe('能加计多少');
  });

  it('reads a clause ending in 能…不 as asking (能加计不), and both clauses of a choice (是…，还是…)', () => {
    expect(askingClauses('全部计入当期费用，能加计不，加多少')).toBe('能加计不，加多少');
    expect(askingClauses('我们从不外包，研发费用多少')).toBe('研发费用多少');
    const choice = '研发费用加计扣除是按年初报的研发预算来算，还是按实际发生额算';
    expect(coreOf(`我们是做设备的，${choice}`, () => false, false)).toBe(choice);
  });
});

describe('short names spelt out after typos are mended', () => {
  it('reads 加计 said alone as 加计扣除', () => {
    expect(foldShortNames('能加计不，加计多少')).toBe('能加计扣除不，加计多少');
    expect(foldShortNames('加计扣除比例')).toBe('加计扣除比例');
    // On the income tax a bare 小微 is the 小型微利企业; a 小微企业 is left to the subjects' spellings.
    expect(foldShortNames('一直按小微交企业所得税')).toBe('一直按小型微利企业交企业所得税');
    expect(foldShortNames('小微企业所得税')).toBe('小微企业所得税');
    expect(foldShortNames('小微贷款利率')).toBe('小微贷款利率');
  });

  it('reads 小规模 alone as 小规模纳税人, and leaves the full name alone', () => {
    expect(foldShortNames('小规模 月开票9.9万')).toBe('小规模纳税人 月开票9.9万');
    expect(foldShortNames('小规模纳税人的印花税')).toBe('小规模纳税人的印花税');
  });

  it('reads 小规模纳税人 asking the income tax as the 小型微利企业 that tax knows', () => {
    expect(foldShortNames('企业所得税呢，小规模纳税人有没有单独的优惠')).toBe(
      '企业所得税呢，小型微利企业有没有单独的优惠',
    );
    expect(foldShortNames('小规模纳税人是小型微利企业，企业所得税怎么交')).toContain('小规模纳税人');
  });

  it('reads the three figures of a 小型微利企业 told on the income tax as that kind', () => {
    expect(foldShortNames('员工110人，资产2600万，今年应纳税所得额估计270万，企业所得税大概要交多少')).toMatch(
      /^小型微利企业，/,
    );
    expect(foldShortNames('今年应纳税所得额估计270万，企业所得税大概要交多少')).not.toContain('小型微利企业');
    // Staff told as 员工 after the count (12个员工), income said loosely (四十来万).
    expect(foldShortNames(normalizeText('我们一年利润就四十来万，十二个员工，企业所得税有优惠吗'))).toMatch(
      /^小型微利企业，/,
    );
    expect(foldShortNames('小规模纳税人，员工10人，应纳税所得额50万，企业所得税交多少')).toBe(
      '小型微利企业，员工10人，应纳税所得额50万，企业所得税交多少',
    );
  });

  it('reads a 职务发明 made on the company’s business, who applies, and no reward rule set nor agreed', () => {
    expect(normalizeText('技术员被公司派到客户现场调试设备，这个专利该由谁申请')).toBe(
      '技术员执行本单位的任务客户现场调试设备，这个专利申请专利的权利属于谁',
    );
    expect(normalizeText('院里没定奖励办法也没跟团队约定')).toBe('院里未规定奖励办法也未约定');
    expect(normalizeText('前年、去年都亏了')).toBe('前年、去年都亏损');
  });

  it('reads a payee abroad named by the place first, a rate asked in points and a right sold outright', () => {
    expect(normalizeText('我们在硅谷请了一家研究机构做算法，合同一千二百万')).toBe(
      '我们委托境外机构做算法，合同1200万',
    );
    expect(normalizeText('按几个点交增值税')).toBe('按什么税率交增值税');
    expect(normalizeText('所得税能降到几个点')).toBe('所得税能降到什么税率');
    expect(normalizeText('布图设计权卖断给了一家公司')).toContain('转让');
    expect(normalizeText('软件著作权出质了，我们能直接卖吗')).toBe('软件著作权出质了，我们能直接转让吗');
    expect(normalizeText('专利代理费、技术图书这些杂项')).toBe('知识产权申请费、技术图书这些其他相关费用');
  });

  it('reads a choice switched in the rules’ word and an allowance as one of the 津补贴', () => {
    expect(normalizeText('明年想换成专项附加扣除')).toBe('明年想改为专项附加扣除');
    expect(normalizeText('选了子女教育费免税')).toBe('选了子女教育费等津补贴免税');
    expect(normalizeText('子女教育费等津补贴')).toBe('子女教育费等津补贴');
  });

  it('reads a certificate got as 发证 and what was really spent as 实际发生额', () => {
    expect(normalizeText('要是12月底才拿到证')).toBe('要是12月底才发证');
    expect(normalizeText('拿到证明')).toBe('拿到证明');
    expect(normalizeText('还是按实际花掉的算')).toBe('还是按实际发生额算');
  });

  it('reads a foreigner’s stay and earnings abroad, and who applies for a patent, in the laws’ words', () => {
    expect(normalizeText('请了个瑞士籍首席科学家，今年在华累计住了240天，他在瑞士大学兼职讲课拿的钱')).toBe(
      '请了个外籍个人，今年在中国累计居住240天，他从中国境外取得的所得',
    );
    expect(normalizeText('专利该公司申请还是他个人申请')).toBe('专利申请专利的权利属于谁');
    expect(normalizeText('专利出质了，那要是子公司也想用它呢')).toBe('专利出质了，那要是许可他人使用它呢');
    expect(normalizeText('子公司也想用这台设备')).toBe('子公司也想用这台设备');
  });

  it('reads someone not on the payroll as 外聘研发人员 in a question on R&D only', () => {
    expect(normalizeText('请了一位老教授来指导研发，不是我们的员工')).toBe('请了一位老教授来指导研发，外聘研发人员');
    expect(normalizeText('不是我们的员工，能参加公司年会吗')).toBe('不是我们的员工，能参加公司年会吗');
  });

  it('reads the people doing R&D as 科技人员 on a title weighed by its staff, not on 加计扣除', () => {
    expect(normalizeText('报高企，搞研发和技术创新的有12个')).toBe('报高企，科技人员有12个');
    expect(normalizeText('加计扣除，做研发的人有12个')).toBe('加计扣除，做研发的人有12个');
  });

  it('reads a right given to the company as 受赠 (股东无偿赠给公司的专利)', () => {
    expect(normalizeText('核心专利是股东无偿赠给公司的')).toBe('核心专利是股东受赠公司的');
    expect(normalizeText('送给客户的礼品')).toBe('送给客户的礼品');
  });

  it('reads these figures as figures, and 那一年 as that year', () => {
    expect(normalizeText('那这三百八十万按什么比例加计')).toBe('那这380万按什么比例加计');
    expect(normalizeText('发证那一年能享受吗')).toBe('发证时间所在年度能享受吗');
  });

  it('reads a child’s school fees, fees for lectures and royalties on books, and incomes added up in the law’s words', () => {
    expect(normalizeText('公司给他报销孩子上日本人学校的学费')).toBe('公司给他报销子女教育费等津补贴');
    expect(normalizeText('外出讲课费、出书的稿酬，这几块是分开算还是合一块算')).toBe(
      '外出劳务报酬、稿酬，这几块是分开算还是合并计算',
    );
  });

  it('reads R&D given to an institute told by its place as 委托外部机构, not the offshore outsourcing of 技先', () => {
    expect(normalizeText('研发有一部分外包给省内一家民营研究院做')).toBe('研发有一部分委托外部机构做');
    expect(normalizeText('接日本离岸外包的软件公司')).toBe('接日本离岸外包的软件公司');
  });

  it('reads no buyer abroad as a payee for R&D (卖给了新加坡一家公司)', () => {
    expect(normalizeText('把一项发明专利卖给了新加坡一家公司')).not.toContain('委托境外');
    expect(normalizeText('付给新加坡一家公司做研发')).toContain('委托境外机构');
  });

  it('reads a contract on a technology transfer as its 技术转让合同, and no other contract', () => {
    expect(normalizeText('专利技术转让了，没签书面合同')).toBe('专利技术转让了，没签订技术转让合同');
    expect(normalizeText('委托研发签了合同')).toBe('委托研发签了合同');
  });

  it('reads a limited partnership venture fund as the rules’ 有限合伙制创业投资企业', () => {
    expect(normalizeText('我们是有限合伙制的创投基金')).toBe('我们是有限合伙制创业投资企业');
  });

  it('drops a clause telling the conditions are met, not one asking them', () => {
    expect(normalizeQuestion('利润120万，各项条件都符合小型微利企业，企业所得税一年交多少')).toContain(
      '，符合小型微利企业，',
    );
    expect(normalizeQuestion('小型微利企业要满足什么条件')).toContain('条件');
  });
});

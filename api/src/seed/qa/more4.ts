import { entries } from './model.ts';

export const HNTE3_QA = entries('hnte3', '高新技术企业认定', [
  {
    question: '高企认定的研发费用是看一年还是近三年？',
    phrasings: ['高企研发费用按近三年', '成立不满三年的高企研发费用', '高企研发费用会计年度'],
    answer: '看近三个会计年度：研究开发费用总额占同期销售收入总额的比例须达到按最近一年销售收入确定的标准。',
    basis: ['hnte-measures-2016.rd-ratio'],
  },
  {
    question: '高企认定对企业的质量事故有什么要求？',
    phrasings: ['质量事故能报高企吗', '重大质量事故高企', '高企安全生产要求'],
    answer: '申请认定前一年内不得发生重大安全、重大质量事故或严重环境违法行为。',
    basis: ['hnte-measures-2016.compliance'],
  },
  {
    question: '高企享受15%税率需要先拿到证书吗？',
    phrasings: ['没拿证能享受高企优惠吗', '高企证书和税收优惠', '高企优惠起始年度'],
    answer: '需要：企业获得高新技术企业资格后，自证书注明的发证时间所在年度起申报享受税收优惠。',
    basis: ['hnte-tax-2017.start'],
  },
  {
    question: '高企研发人员比例是按年末人数还是全年？',
    phrasings: ['科技人员比例怎么算', '高企职工总数口径', '当年职工总数'],
    answer: '按科技人员占企业当年职工总数的比例计算，须不低于10%。',
    basis: ['hnte-measures-2016.staff'],
  },
]);

export const TSME3_QA = entries('tsme3', '科技型中小企业评价', [
  {
    question: '科技型中小企业需要同时满足规模三项条件吗？',
    phrasings: ['科小规模条件是同时满足吗', '员工收入资产都要满足吗', '科小规模要求'],
    answer: '需要同时满足：职工总数不超过500人、年销售收入不超过2亿元、资产总额不超过2亿元。',
    basis: ['tsme-measures-2017.size'],
  },
  {
    question: '科技型中小企业需要有自主知识产权吗？',
    phrasings: ['科小要有专利吗', '科小自主知识产权', '没有知识产权能评科小吗'],
    answer: '科技型中小企业是依托科技人员从事研发活动，取得自主知识产权并转化为高新技术产品或服务的中小企业。',
    basis: ['tsme-measures-2017.definition'],
  },
]);

export const SMALL4_QA = entries('small4', '小微企业税收优惠', [
  {
    question: '小型微利企业所得税优惠的法律依据是什么？',
    phrasings: ['小微企业20%税率哪条规定', '企业所得税法第二十八条第一款', '小型微利企业法律依据'],
    answer: '企业所得税法第二十八条第一款：符合条件的小型微利企业，减按20%的税率征收企业所得税。',
    basis: ['cit-law.small-profit'],
  },
  {
    question: '小型微利企业减按25%计算应纳税所得额是什么意思？',
    phrasings: ['25%计入应纳税所得额', '小微企业应纳税所得额打折', '25%和20%的关系'],
    answer: '先将应纳税所得额减按25%计算，再按20%的税率缴纳企业所得税，政策延续执行至2027年12月31日。',
    basis: ['small-profit-2023.cit'],
  },
  {
    question: '房产税和城镇土地使用税能减半吗？',
    phrasings: ['小微企业房产税减半', '城镇土地使用税优惠', '个体户房产税减半'],
    answer: '能：增值税小规模纳税人、小型微利企业和个体工商户的房产税、城镇土地使用税减半征收。',
    basis: ['small-profit-2023.six-taxes'],
  },
  {
    question: '个体工商户年应纳税所得额150万元，个人所得税能减半吗？',
    phrasings: ['个体户150万所得减半', '个体户个税减半全额适用吗', '个体工商户所得不超过200万'],
    answer: '能全部减半：年应纳税所得额不超过200万元的部分减半征收个人所得税，150万元在该范围内。',
    basis: ['small-profit-2023.individual'],
  },
]);

export const ICSW4_QA = entries('icsw4', '软件和集成电路企业所得税优惠', [
  {
    question: '65纳米集成电路生产企业第六年起怎么征税？',
    phrasings: ['65纳米后五年税率', '集成电路第六年减半', '65nm第六至十年'],
    answer: '第六年至第十年按照25%的法定税率减半征收企业所得税。',
    basis: ['ic-software-cit-2020.65nm'],
  },
  {
    question: '嵌入式软件能享受软件产品增值税即征即退吗？',
    phrasings: ['自行开发软件产品即征即退范围', '一般纳税人软件退税', '软件产品退税条件'],
    answer: '增值税一般纳税人销售其自行开发生产的软件产品，按法定税率征收增值税后，对实际税负超过3%的部分即征即退。',
    basis: ['software-vat-2011.refund'],
  },
]);

export const NEV3_QA = entries('nev3', '新能源汽车', [
  {
    question: '新能源商用车也有购置税免税额上限吗？',
    phrasings: ['新能源货车购置税上限', '商用车免税额', '上限只针对乘用车吗'],
    answer: '本平台收录的条款中，每辆不超过3万元（2024—2025年）和1.5万元（2026—2027年）的限额针对新能源乘用车。',
    basis: ['nev-purchase-tax-2023.exempt', 'nev-purchase-tax-2023.half'],
  },
]);

export const TRANS4_QA = entries('trans4', '科技成果转化', [
  {
    question: '成果转化收入留归单位后主要用于什么？',
    phrasings: ['转化收入用途', '成果转化收入怎么花', '转化收入用于科研'],
    answer:
      '在对完成、转化职务科技成果做出重要贡献的人员给予奖励和报酬后，主要用于科学技术研究开发与成果转化等相关工作。',
    basis: ['transfer-law.income'],
  },
  {
    question: '科技成果许可给企业使用，科研人员奖励怎么算？',
    phrasings: ['成果许可奖励比例', '许可净收入奖励', '专利许可科研人员分成'],
    answer: '单位未规定也未约定的，从许可净收入中提取不低于50%的比例用于奖励和报酬。',
    basis: ['transfer-law.reward'],
  },
  {
    question: '技术入股不选择递延纳税可以吗？',
    phrasings: ['技术入股必须递延吗', '技术成果入股选择', '不递延纳税怎么办'],
    answer: '可以：技术成果投资入股的，企业或个人可选择继续按现行有关税收政策执行，也可选择适用递延纳税优惠政策。',
    basis: ['equity-incentive-2016.tech-shares'],
  },
]);

export const IP4_QA = entries('ip4', '专利转化运用', [
  {
    question: '开放许可的许可使用费由谁定？',
    phrasings: ['开放许可费标准', '开放许可使用费', '开放许可收费方式'],
    answer: '由专利权人在开放许可声明中明确许可使用费支付方式和标准，经国务院专利行政部门公告后实行开放许可。',
    basis: ['patent-law.open-license'],
  },
  {
    question: '专利质押融资的专利能不能同时转让？',
    phrasings: ['专利质押和转让', '质押后卖专利', '专利出质转让限制'],
    answer: '原则上不能：出质后出质人不得转让或许可他人使用，但与质权人协商同意的除外。',
    basis: ['civil-code.pledge-limit'],
  },
]);

export const CONTRACT2_QA = entries('contract2', '技术合同登记', [
  {
    question: '技术许可合同属于技术合同吗？',
    phrasings: ['专利许可合同是技术合同吗', '技术合同种类', '许可合同登记'],
    answer: '属于：技术合同是当事人就技术开发、转让、许可、咨询或者服务订立的确立相互之间权利和义务的合同。',
    basis: ['civil-code.tech-contract'],
  },
  {
    question: '技术转让所得优惠要签什么合同？',
    phrasings: ['技术转让合同要求', '技术转让优惠合同', '转让技术签什么合同'],
    answer: '应签订技术转让合同；境内的技术转让还须经省级以上（含省级）科技部门认定登记。',
    basis: ['tech-transfer-2010.contract'],
  },
]);

export const SIZE3_QA = entries('size3', '中小企业划型', [
  {
    question: '中小企业分为哪几种类型？',
    phrasings: ['中小企业类型', '中型小型微型', '中小企业分类'],
    answer: '分为中型、小型、微型三种类型。',
    basis: ['sme-size-2011.basis'],
  },
  {
    question: '营业收入300万元、员工25人的工业企业是小型企业吗？',
    phrasings: ['工业小型企业300万', '25人工厂划型', '工业企业小型门槛'],
    answer: '是：工业企业从业人员20人及以上且营业收入300万元及以上的为小型企业（未达中型标准的）。',
    basis: ['sme-size-2011.industry'],
  },
]);

export const EXTRA_QA = entries('extra', '研发费用加计扣除', [
  {
    question: '研发费用加计扣除和委托境外研发的政策口径看哪个文件？',
    phrasings: ['委托境外研发政策文件', '财税2018年64号', '委托境外研发依据'],
    answer:
      '财税〔2018〕64号：委托境外研发费用按实际发生额的80%计入，不超过境内符合条件研发费用三分之二的部分可以加计扣除。',
    basis: ['rd-overseas-2018.rate'],
  },
  {
    question: '加计扣除政策里的研发人员包括哪几类？',
    phrasings: ['研发人员分类', '研究人员技术人员辅助人员', '研发人员范围'],
    answer: '包括研究人员、技术人员和辅助人员，外聘研发人员（含劳务派遣人员）也可以计入。',
    basis: ['rd-scope-2017.staff'],
  },
]);

export const EXTRA2_QA = entries('extra2', '高新技术企业认定', [
  {
    question: '高企认定对核心技术有什么要求？',
    phrasings: ['核心技术领域要求', '主要产品技术范围', '高企技术属于哪些领域'],
    answer: '对企业主要产品（服务）发挥核心支持作用的技术，须属于《国家重点支持的高新技术领域》规定的范围。',
    basis: ['hnte-measures-2016.field'],
  },
  {
    question: '高企认定后税收优惠依据哪些法律？',
    phrasings: ['高企享受优惠依据', '高企税收法律依据', '高企优惠按什么规定申报'],
    answer: '依照企业所得税法及其实施条例、税收征收管理法及其实施细则等有关规定申报享受。',
    basis: ['hnte-measures-2016.tax'],
  },
]);

export const EXTRA3_QA = entries('extra3', '技术先进型服务企业', [
  {
    question: '技术先进型服务企业的业务范围按什么确定？',
    phrasings: ['技先业务认定范围', '技术先进型服务业务有哪些', '技先企业业务范围文件'],
    answer: '按《技术先进型服务业务认定范围（试行）》确定，从事该范围业务的收入须占企业当年总收入的50%以上。',
    basis: ['tass-2017.revenue'],
  },
]);

export const EXTRA4_QA = entries('extra4', '专精特新“小巨人”', [
  {
    question: '2022年标准下小巨人主营业务增长率要多少？',
    phrasings: ['小巨人主营收入增长率5%', '小巨人增长要求', '小巨人成长性条件'],
    answer: '按2022年标准，近2年主营业务收入平均增长率不低于5%。',
    basis: ['sme-tiers-2022.xjr-main'],
  },
  {
    question: '专精特新中小企业的股权融资替代条件是什么？',
    phrasings: ['专精特新融资2000万', '用股权融资代替营收', '合格机构投资者实缴额'],
    answer: '营业收入未达门槛的，近2年新增股权融资总额（合格机构投资者的实缴额）达到2000万元以上也可满足条件。',
    basis: ['sme-tiers-2026.zjtx-revenue'],
  },
]);

export const EXTRA5_QA = entries('extra5', '知识产权保护', [
  {
    question: '外观设计专利保护期是10年还是15年？',
    phrasings: ['外观设计保护期变了吗', '外观专利15年', '外观设计专利期限多久'],
    answer: '15年：外观设计专利权的期限为15年，自申请日起计算。',
    basis: ['patent-law.term'],
  },
]);

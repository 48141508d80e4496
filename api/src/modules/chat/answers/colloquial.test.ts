import { describe, expect, it } from 'vitest';
import { foldShortNames, normalizeText } from './normalize.ts';

/**
 * Readings of the words users tell their case in (colloquial.ts, in-context.ts), as normalizeText applies them:
 * each folded to the words the rules use, and a look-alike that must stay as it is beside it.
 */
describe('a case told in the user’s words, read in the rules’ words', () => {
  it.each([
    // A headcount said loosely (二百三十号人, 研发岗上的十九个) is counted; on 高企 the people in R&D posts are 科技人员.
    ['想报高企，全年平均二百三十号人，在研发岗上的十九个，过线没', '想报高企，全年平均230人，科技人员19个，过线没'],
    ['研发岗上的十九个', '研发岗上的19个'],
    // A right pledged to a guarantor is 出质 (抵押 stays); left in the university's name it is not 变更 in 权属.
    ['专利押给了担保公司做反担保，现在想许可', '专利出质后，现在想许可'],
    ['厂房抵押给银行', '厂房抵押给银行'],
    ['专利还是挂在学校名下不动，这样可以吗', '专利不变更权属，这样可以吗'],
    ['只能挂成事业单位，不能注册成企业吗', '只能注册为事业单位，不能注册为企业吗'],
    ['可以注册成什么性质', '可以注册成什么性质'],
    ['也还原不回具体的人了，还受个保法管吗', '也匿名化处理，还受个人信息保护法管吗'],
    ['有件发明二〇二一年递的申请', '有项发明专利2021年递的申请'],
    ['发明人有奖励吗', '发明人有奖励吗'],
    ['韩国技术总监在首尔收的房租', '外籍个人从中国境外取得的所得'],
    ['请来的德国调试工程师，今年在华一共只待了一百二十天', '请来的外籍个人，今年在中国累计居住120天'],
    ['高企证书上写的发证日期是十二月', '高企证书注明的发证时间是12月'],
    ['外观设计专利，其实就是换了个图案', '外观设计专利，简单改变产品图案'],
    // The old rules of a graded kind are the 2022 暂行办法; elsewhere 老标准 stays.
    ['按2022年的老标准报小巨人', '按梯度培育暂行办法报小巨人'],
    ['按老标准算研发费用', '按老标准算研发费用'],
    // A university named first and commissioned by a pronoun: 委托外部机构, or 委托境外机构 abroad.
    ['和上海一所大学签了合同，委托他们做配方研究', '和上海一所大学签了合同，委托外部机构做配方研究'],
    ['跟美国一所大学合作，委托他们做研发', '跟美国一所大学合作，委托境外机构做研发'],
    [
      '用公司实验室的设备和公司买的样品材料，捣鼓出一个新配方，专利该归谁',
      '利用本单位的物质技术条件，完成了一个新配方，申请专利的权利属于谁',
    ],
    ['成果转化的收入归谁', '成果转化的收入归谁'],
    // A stay said loosely is still its days; 怎么个交法 asks how it is paid.
    ['今年在上海累计待了九十来天', '今年在上海累计居住90来天'],
    ['应纳税所得额预计150万，所得税咋个交法', '应纳税所得额预计150万，所得税怎么交'],
    ['个人所得税咋个算法', '个人所得税怎么算'],
    ['学校现在补定一个奖励办法', '学校现在制定一个奖励办法'],
    // On VAT an 个体户 is the 小规模纳税人 its reliefs are written for, unless it says it is a 一般纳税人.
    ['个体户月销售额九万要交增值税吗', '小规模纳税人个体工商户月销售额9万要交增值税吗'],
    ['个体户是一般纳税人，增值税怎么算', '个体户是一般纳税人，增值税怎么算'],
    ['个体户的房产税能减半吗', '个体户的房产税能减半吗'],
    ['补定税款', '补定税款'],
    // A subsidiary abroad paid for research is a 境外机构 commissioned; a house let abroad earns 境外 income.
    ['其中1400万是付给美国子公司做的', '其中1400万是委托境外机构做的'],
    ['他在德国出租房子的收入也要交税吗', '他从中国境外取得的所得也要交税吗'],
    // R&D is 研发; a 品种权 the rules' 植物新品种权; a research fellow's shares sold are a 科研人员's 股权转让.
    ['IC设计公司 R&D费用加计', 'IC设计公司 研发费用加计'],
    ['把一个玉米品种权转让出去了', '把一个玉米植物新品种权转让出去了'],
    ['植物新品种权转让', '植物新品种权转让'],
    ['研究员把手里公司的股份卖了', '科研人员把手里公司的股权转让'],
    ['拿了十九个月就把股份转了', '拿了19个月就把股份转了'],
    ['自己研究人员的工资', '自己研究人员的工资'],
  ])('%s → %s', (from, to) => {
    expect(normalizeText(from)).toBe(to);
  });
});

describe('a firm telling the figures 小型微利企业 is drawn on', () => {
  it('asks as one on its bare 所得税 too: a person has no 资产总额', () => {
    expect(foldShortNames('40个人，资产800万，应纳税所得额预计150万，所得税怎么交')).toBe(
      '小型微利企业，40个人，资产800万，应纳税所得额预计150万，所得税怎么交',
    );
    expect(foldShortNames('应纳税所得额150万，个人所得税怎么交')).toBe('应纳税所得额150万，个人所得税怎么交');
    expect(foldShortNames('40个人，资产800万，增值税怎么交')).toBe('40个人，资产800万，增值税怎么交');
  });
});

describe('加计 said alone', () => {
  it('is the 加计扣除 the rules grant, before a pause as before a question mark; 加计多少 still asks a 比例', () => {
    expect(foldShortNames('研发费用加计 比普通企业高多少')).toBe('研发费用加计扣除 比普通企业高多少');
    expect(foldShortNames('研发费用能加计，按多少')).toBe('研发费用能加计扣除，按多少');
    expect(foldShortNames('能加计吗')).toBe('能加计扣除吗');
    expect(foldShortNames('能加计多少')).toBe('能加计多少');
  });
});

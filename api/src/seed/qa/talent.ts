import { entries } from './model.ts';

/** 人才: the income tax a 科技人才 or a 外籍人才 meets, and the rights the laws give inventors and researchers. */
export const TALENT_QA = [
  ...entries('talent', '科技人才', [
    {
      question: '科技人员获得省级政府颁发的科技奖金要交个人所得税吗？',
      phrasings: ['省部级科技奖奖金免税吗', '科技进步奖奖金交不交个税', '科学技术奖奖金个税怎么算'],
      answer:
        '不交：省级人民政府、国务院部委和中国人民解放军军以上单位，以及外国组织、国际组织颁发的科学、技术等方面的奖金，免征个人所得税。',
      basis: ['iit-law.awards'],
    },
    {
      question: '市、县政府发给人才的奖金也免个人所得税吗？',
      phrasings: ['市级人才奖励免个税吗', '区县科技奖奖金要交税吗', '地方人才奖金个税'],
      answer:
        '个人所得税法免税的科技奖金限于省级人民政府、国务院部委和中国人民解放军军以上单位以及外国组织、国际组织颁发的，市、县级颁发的奖金不在该项免税范围内。',
      basis: ['iit-law.awards'],
    },
    {
      question: '科研人员的工资薪金按什么税率交个人所得税？',
      phrasings: ['科技人员工资个税税率', '综合所得税率是多少', '工资薪金个税怎么算'],
      answer:
        '3%至45%：工资薪金属于综合所得，居民个人按纳税年度合并计算，减除费用6万元以及专项扣除、专项附加扣除和依法确定的其他扣除后，适用超额累进税率。',
      basis: ['iit-law.comprehensive', 'iit-law.rates', 'iit-law.deduction'],
    },
    {
      question: '科研人员转让所持股权的所得按什么税率交税？',
      phrasings: ['股权转让个税税率', '科技人员卖股份交多少税', '财产转让所得税率'],
      answer: '财产转让所得适用比例税率，税率为20%。',
      basis: ['iit-law.rates'],
    },
    {
      question: '企业可以用股权、期权奖励职务发明人吗？',
      phrasings: ['发明人股权激励', '职务发明人能分红吗', '专利产权激励'],
      answer:
        '可以：国家鼓励被授予专利权的单位实行产权激励，采取股权、期权、分红等方式，使发明人或者设计人合理分享创新收益。',
      basis: ['patent-law.incentive'],
    },
  ]),
  ...entries('talent-foreign', '外国高端人才', [
    {
      question: '外籍专家在中国住满多少天算居民个人？',
      phrasings: ['外籍人员183天规则', '外国人在华住多久要就全球所得纳税', '外籍人才税务居民怎么判定'],
      answer:
        '在中国境内无住所的个人，一个纳税年度内在境内居住累计满183天的，为居民个人，就境内和境外取得的所得缴纳个人所得税。',
      basis: ['iit-law.resident'],
    },
    {
      question: '外籍人才一年在华居住不满183天怎么交个人所得税？',
      phrasings: ['非居民个人怎么纳税', '外籍专家短期来华个税', '不满183天的外籍个人'],
      answer: '为非居民个人，仅就从中国境内取得的所得缴纳个人所得税。',
      basis: ['iit-law.non-resident'],
    },
    {
      question: '外籍人才的住房补贴、子女教育费还能免个人所得税吗？',
      phrasings: ['外籍个人津补贴免税', '外籍员工住房补贴个税', '外籍子女教育费免税吗', '外籍人员语言训练费'],
      answer:
        '能：至2027年12月31日，符合居民个人条件的外籍个人可以选择享受住房补贴、语言训练费、子女教育费等津补贴免税优惠，也可以选择专项附加扣除，但二者不得同时享受。',
      basis: ['expat-allowance-2023.choice', 'expat-allowance-2023.period'],
      validTo: '2027-12-31',
    },
    {
      question: '外籍个人选了津补贴免税，年中能改为专项附加扣除吗？',
      phrasings: ['外籍个人扣除方式能变吗', '津补贴免税和专项附加扣除怎么选', '外籍人员个税优惠可以同时享受吗'],
      answer: '不能：外籍个人一经选择，在一个纳税年度内不得变更，两种方式也不得同时享受。',
      basis: ['expat-allowance-2023.choice', 'expat-allowance-2023.period'],
      validTo: '2027-12-31',
    },
    {
      question: '外籍个人津补贴免税政策执行到什么时候？',
      phrasings: ['外籍津补贴政策有效期', '外籍个人免税政策到期时间', '外籍住房补贴免税还能享受几年'],
      answer: '执行至2027年12月31日。',
      basis: ['expat-allowance-2023.period'],
      validTo: '2027-12-31',
    },
  ]),
  ...entries('talent-rights', '职务科技成果赋权', [
    {
      question: '高校科研人员可以自己转化职务科技成果吗？',
      phrasings: ['完成人能自己转化成果吗', '科研人员按协议转化成果', '不变更权属能转化吗'],
      answer:
        '可以：在不变更职务科技成果权属的前提下，完成人和参加人可以根据与本单位的协议进行该项科技成果的转化，并享有协议规定的权益。',
      basis: ['transfer-law.completer'],
    },
    {
      question: '单位制定成果转化奖励办法要听取科研人员意见吗？',
      phrasings: ['奖励办法要公开吗', '成果转化奖励制度怎么定', '单位奖励规定要征求意见吗'],
      answer: '要：单位制定奖励和报酬的相关规定，应当充分听取本单位科技人员的意见，并在本单位公开。',
      basis: ['transfer-law.reward-rules'],
    },
  ]),
];

import { describe, expect, it } from 'vitest';
import { marksFollowUp, ownWords, pointsAtEarlier, resolveFollowUp, sessionKinds } from './followup.ts';

describe('a follow-up resolved against the earlier turns', () => {
  it('gives a question naming no kind the kind the session last named, and none to one naming its own', () => {
    const turns = ['报高企时受赠的专利算数吗', '公司130个人，搞研发的有12个，这条够不够'];
    expect(sessionKinds('要是12月底才拿到证，今年的所得税能按优惠税率算吗', turns)).toBe('高新技术企业');
    expect(sessionKinds('科技型中小企业呢', turns)).toBeNull();
    expect(sessionKinds('所得税能按优惠税率算吗', ['发明专利保护多久'])).toBeNull();
  });

  it('asks about the turn before’s own words when that turn said enough, not every word of the session', () => {
    const turns = [
      '我们请了个德国工程师，今年在中国已经住了两百天，他算居民个人吗',
      '那他孩子的子女教育费公司报销，能免个税吗',
    ];
    const resolved = resolveFollowUp('这个免税政策能执行到哪年', turns);
    expect(resolved).toContain('子女教育费');
    expect(resolved).not.toContain('德国工程师');
  });

  it('asks the earlier question of the other tax a follow-up names alone (那增值税呢)', () => {
    const first = '我们把一项发明专利卖给了下游厂家，今年技术转让所得七百万，企业所得税怎么算';
    expect(resolveFollowUp('那增值税呢', [first])).toBe(
      '我们把一项发明专利卖给了下游厂家，今年技术转让所得七百万，增值税怎么算',
    );
    // A bare 所得税 is the enterprise's; a follow-up asking more than the tax asks its own question.
    expect(resolveFollowUp('那增值税呢', ['软件企业的所得税有什么优惠'])).toBe('软件企业的增值税有什么优惠');
    expect(resolveFollowUp('那增值税的起征点呢', [first])).not.toContain('七百万');
  });

  it('keeps the user’s kind when a follow-up compares it with another (像芯片企业那样)', () => {
    const first = '我们是国家鼓励的软件企业，二〇二三年开始盈利，二〇二五年的企业所得税怎么交';
    const resolved = resolveFollowUp('它的研发费用能不能像芯片企业那样按百分之一百二十加计', [first]);
    expect(resolved).toMatch(/^软件企业/);
    expect(resolveFollowUp('那集成电路企业呢', [first])).toContain('集成电路企业');
  });

  it('keeps the session’s kind through a turn asked without 那…呢 that names none (入了库的话…)', () => {
    const turns = ['职工二百六十人，想评科技型中小企业，规模上行吗', '入了库的话，研发费用加计是不是能多扣一些'];
    expect(resolveFollowUp('那前几年亏的钱还没补完，能多补几年', turns)).toMatch(/^科技型中小企业/);
    // A turn naming its own kind keeps it.
    const own = ['想评科技型中小企业，规模上行吗', '高新技术企业的研发费用加计多少'];
    expect(resolveFollowUp('那前几年亏的钱呢', own)).toMatch(/^高新技术企业/);
  });

  it('carries the amount the turn before told into a follow-up asking the tax on it, and into no other', () => {
    const told = '我们把一项发明专利卖给了新加坡一家公司，所得二百八十万，这份合同也要去科技部门认定登记吗';
    expect(resolveFollowUp('那这笔所得企业所得税怎么交', [told])).toContain('所得二百八十万');
    expect(resolveFollowUp('那要准备什么材料', [told])).not.toContain('二百八十万');
  });

  it('asks the earlier question under the rules a follow-up names by version (那按22年的暂行办法呢)', () => {
    const first = '按新的梯度培育办法，去年营业收入1300万，能报专精特新中小企业吗';
    expect(resolveFollowUp('那按22年的暂行办法呢', [first])).toBe(
      '按22年的暂行办法，去年营业收入1300万，能报专精特新中小企业吗',
    );
    // A year in Chinese numerals and an old standard name a version too.
    expect(resolveFollowUp('那按二〇二二年的老标准呢', [first])).toBe(
      '按二〇二二年的老标准，去年营业收入1300万，能报专精特新中小企业吗',
    );
    // Named nowhere before, the version is put in front.
    expect(resolveFollowUp('那按暂行办法呢', ['专精特新中小企业营业收入要多少'])).toBe(
      '按暂行办法，专精特新中小企业营业收入要多少',
    );
    // One asking something new under it is a question of its own.
    expect(resolveFollowUp('那按暂行办法，小巨人的市场占有率要多少', ['专精特新中小企业营业收入要多少'])).not.toContain(
      '营业收入',
    );
  });

  it('reads a follow-up asking of a tax the earlier question did not name as its own question', () => {
    const earlier = ['国家鼓励的软件企业，企业所得税怎么交', '要是它被认定成重点软件企业呢'];
    expect(resolveFollowUp('它卖软件授权的增值税有优惠吗，公司是一般纳税人', earlier)).toBe(
      '它卖软件授权的增值税有优惠吗，公司是一般纳税人',
    );
  });

  it('reads 其中 as a part of the earlier figure, not as the pronoun 其', () => {
    expect(marksFollowUp('其中两百万是委托华南理工做的课题，这部分也能直接按全额算进去吗')).toBe(false);
    expect(marksFollowUp('其优惠期限是多久')).toBe(true);
  });

  it('reads a question going on from the earlier figures (还是按两百七十万算的话…) as a follow-up', () => {
    expect(marksFollowUp('还是按两百七十万算的话，公司签购销合同交的印花税能不能也少交点')).toBe(true);
    expect(
      resolveFollowUp('还是按两百七十万算的话，印花税能少交吗', ['应纳税所得额270万，企业所得税交多少']),
    ).toContain('企业所得税');
    expect(marksFollowUp('还是说高企和科小只能选一个')).toBe(false);
  });

  it('asks a question on a graded kind under the version of the rules the session last named', () => {
    const earlier = ['22年梯度培育暂行办法里，小巨人从事特定细分市场要几年', '换成专精特新中小企业，年限要求是多少'];
    expect(resolveFollowUp('营收五千万以下的企业报小巨人，有什么特别要求', earlier)).toBe(
      '22年梯度培育暂行办法，营收五千万以下的企业报小巨人，有什么特别要求',
    );
    // Its own version, or a kind the rules do not grade, stays as asked.
    expect(resolveFollowUp('新办法里小巨人营收要多少', earlier)).toBe('新办法里小巨人营收要多少');
    expect(resolveFollowUp('高企认定要几项知识产权', earlier)).toBe('高企认定要几项知识产权');
    // A version named in an aside (那按22年的暂行办法呢) compares; the case goes on under the one it was told in.
    const aside = ['按新的梯度培育办法，去年营业收入1300万，能报专精特新中小企业吗', '那按22年的暂行办法呢'];
    expect(resolveFollowUp('再往上报小巨人的话，一类知识产权要几项', aside)).toMatch(/^按新的梯度培育办法，/);
  });

  it('asks of the earlier subject a follow-up pointing at an item of its standard, its own rights its case', () => {
    const first = '新办法 专精特新中小企业 我们去年营收两千三百万 近两年研发费用一百一十万和一百四十万 够吗';
    expect(resolveFollowUp('知识产权方面我们有两项发明专利，这条行不行', [first])).toBe(
      '新办法，专精特新中小企业知识产权方面我们有两项发明专利，这条行不行',
    );
  });

  it('asks of the earlier case as told when a follow-up points at it (这种规模能评科技型中小企业吗)', () => {
    const first = '做软件外包的公司，一百三十人，去年营收两千四百万，按中小企业划型算哪一类';
    expect(resolveFollowUp('这种规模能评科技型中小企业吗', [first])).toBe(
      '一百三十人，去年营收两千四百万，这种规模能评科技型中小企业吗',
    );
  });

  it('carries the item the earlier question pointed at to a follow-up pointing back (这个门槛 after 营收这条)', () => {
    const first = '按暂行办法报专精特新中小企业，上年度营收九百万，营收这条行吗';
    expect(resolveFollowUp('新办法出来以后这个门槛是不是更高了', [first])).toContain('收入');
  });

  it('reads being recognised with the title unsaid (要是认下来) as asking of the session’s subject', () => {
    const first = '九十个职工，科技人员有八个，想报高企，科技人员这条够吗';
    expect(resolveFollowUp('我们前年、去年都亏了，要是认下来，这些亏损最长能弥补几年', [first])).toContain(
      '高新技术企业',
    );
  });

  it('reads a new subject put in place with a whole question of its own alone, unless it points back', () => {
    const first = '专精特新中小企业 近两年股权融资两千万，是按签约金额还是实缴算';
    expect(resolveFollowUp('要是往上报小巨人，新办法里研发费用是看两年加起来吗', [first])).toBe(
      '要是往上报小巨人，新办法里研发费用是看两年加起来吗',
    );
    expect(resolveFollowUp('那实用新型呢', ['发明专利保护期多长'])).toBe('实用新型保护期多长');
    expect(resolveFollowUp('我们是一般纳税人，这个减半也能享受吗', ['小型微利企业的房产税能减半吗'])).toContain(
      '房产税',
    );
  });

  it('asks of the session’s kind when the follow-up names only whom the user deals with (从高校买…)', () => {
    const first = '我们是电子厂，自己名下没有专利，能报高新技术企业吗';
    // 高校 is the seller, not a kind the user is: the question is still the 高企's.
    expect(resolveFollowUp('那我们从高校买几项发明专利过来，这样算数吗', [first])).toMatch(/^高新技术企业/);
  });

  it('reads 这个 before a subject as naming it, not as pointing back at the earlier question', () => {
    const first = '实用新型专利审查拖了三年才授权，能申请期限补偿吗';
    const follow = '那有人故意抄我们这个实用新型，惩罚性赔偿按什么倍数算';
    expect(resolveFollowUp(follow, [first])).toContain('惩罚性赔偿');
    // 这个 alone still points back: the earlier question, of the new subject.
    expect(resolveFollowUp('我们是一般纳税人，这个减半也能享受吗', ['小型微利企业的房产税能减半吗'])).toContain(
      '房产税',
    );
  });

  it('drops a pointer whole from a follow-up’s own words (这些专利 is 专利, not 些专利)', () => {
    expect(ownWords('这些专利对应的技术，得落在什么范围里才行')).toBe('专利对应的技术，得落在什么范围里才行');
    expect(ownWords('那这些合同要去哪儿登记呢')).toBe('合同要去哪儿登记');
  });

  it('tells a follow-up naming the earlier subject by a pronoun from one changing the subject', () => {
    expect(pointsAtEarlier('用这项专利造的新机型还没卖过，能按首台套投保吗')).toBe(true);
    expect(pointsAtEarlier('那要是子公司也想用它呢')).toBe(true);
    expect(pointsAtEarlier('红烧肉怎么做')).toBe(false);
  });
});

import type { AssessmentResult, Criterion, RuleSetInfo } from './types.ts';
import { wan } from './figures.ts';
import { answerOf, isSet } from './fields.ts';
import { condition, withKnownPart } from './build.ts';
import type { ZhuanjingInput } from './zhuanjing-input.ts';
import { decideOnConditions } from './verdict.ts';
import { debtAtMost, devScore, equityNote, mainShare, nicheThreeYears, rdEachYear } from './zhuanjing-conditions.ts';

// The standard is named, as the 小巨人 one is; its 附件 number is not written because it is not checked against the text.
const SRC = '《优质中小企业梯度培育管理办法》（工信部企业〔2026〕2号）专精特新中小企业认定标准';

export const ZJTX_2026: RuleSetInfo = {
  id: 'zjtx-2026',
  kind: 'zjtx',
  title: '专精特新中小企业认定标准（2026年）',
  source: SRC,
  effectiveFrom: '2026-04-01',
  note: '专精特新发展评价得分只能由工信部优质中小企业梯度培育平台计算，本测评不代为估算，请填写平台显示的得分。',
};

/** 专精特新中小企业 (2026): every condition must hold; no score of our own. */
export function evaluateZjtx2026(v: ZhuanjingInput, asOf: string): AssessmentResult {
  const rev = v.revenue?.[2];
  const rd = rdEachYear(v, 100, asOf);
  const ipWaived = v.awardTop3 === true || v.rdInstitution === 'national' || v.rdInstitution === 'provincial';
  const ipOk = isSet(v.class1Count) ? v.class1Count >= 1 || ipWaived : ipWaived ? true : null;
  const revOk = isSet(rev)
    ? rev >= 1500 || (isSet(v.equity2y) ? v.equity2y >= 2000 : null)
    : isSet(v.equity2y) && v.equity2y >= 2000
      ? true
      : null;
  const criteria: Criterion[] = [
    condition(
      'title',
      '已认定为科技型或创新型中小企业',
      answerOf(v.hasInnovativeTitle),
      v.hasInnovativeTitle ? '是' : '否',
      '是',
      '申请认定时为有效期内的科技型中小企业或创新型中小企业。',
      SRC,
      '需先取得创新型中小企业称号',
    ),
    nicheThreeYears(v, SRC),
    withKnownPart(
      condition(
        'revenue',
        '营业收入1500万元以上，或近2年新增股权融资2000万元以上',
        revOk,
        `营业收入${isSet(rev) ? wan(rev) : '未填写'}${equityNote(rev, v.equity2y, 1500)}`,
        '≥1500万元或股权融资≥2000万元',
        '上年度营业收入总额不低于1500万元，或近2年新增股权融资总额（合格机构投资者的实缴额）达到2000万元以上。',
        SRC,
        isSet(rev) ? `营业收入还差${wan(1500 - rev)}` : undefined,
      ),
      isSet(rev) ? `营业收入${wan(rev)}${equityNote(rev, v.equity2y, 1500)}` : null,
    ),
    mainShare(v, 80, SRC),
    debtAtMost(v, 80, SRC),
    condition(
      'rd',
      '近2年研发费用每年不低于100万元且占营业收入3%以上',
      rd.ok,
      rd.value,
      '每年≥100万元且≥3%',
      '近2年研发费用总额均不低于100万元，且占营业收入总额比重均不低于3%。',
      SRC,
      rd.gap,
    ),
    condition(
      'ip',
      '拥有Ⅰ类知识产权1项以上',
      ipOk,
      ipWaived && !(v.class1Count && v.class1Count >= 1)
        ? '获省部级科技奖励前三或拥有省级以上研发机构，豁免'
        : `Ⅰ类${v.class1Count}项`,
      '≥1项',
      '拥有与主导产品相关的Ⅰ类知识产权1项以上；获得省部级以上科技奖励（排名前三）或拥有省级以上研发机构的，不受此限。',
      SRC,
      '还差1项Ⅰ类知识产权',
    ),
    condition(
      'share',
      '细分市场占有率位居前列',
      answerOf(v.leadingShare),
      v.leadingShare ? '是' : '否',
      '位居前列',
      '主导产品在细分市场占有率位居前列。',
      SRC,
    ),
    devScore(v, 50),
  ];
  return decideOnConditions(ZJTX_2026, criteria);
}

import { describe, expect, it } from 'vitest';
import { asksOutsideScope } from './outside.ts';

describe('matters next to the portal’s subject that the knowledge base holds no rule on', () => {
  it('are out of scope: account help, work injury, contribution rates, labour-law rights', () => {
    for (const q of [
      '高新技术企业认定申报系统的登录密码忘了怎么找回',
      '申报系统验证码收不到怎么办',
      '研发人员做实验时受了伤，工伤认定要去哪里申请',
      '研发人员的五险一金公司缴费比例是多少',
      '今年社保缴费基数是多少',
      '研发人员的带薪年假按什么标准休',
      '研发人员周末加班，加班费按几倍工资算',
      '公司官网要上线，ICP备案需要准备哪些材料',
      '公司每个月计提工会经费，是按工资总额的百分之几',
      '企业安全生产标准化三级达标怎么申请',
      '新能源车在小区装充电桩要物业同意吗',
      '住房公积金提出来还房贷，要准备什么材料',
    ])
      expect(asksOutsideScope(q), q).toBe(true);
  });

  it('leaves what the rules say about such costs, and the 商用密码 sector, in scope', () => {
    for (const q of [
      '研发人员的五险一金能加计扣除吗',
      '商用密码企业能申报高企吗',
      '高企认定需要哪些材料',
      '研发人员的人工费，是不是只能算跟我们签了劳动合同的自家员工',
    ])
      expect(asksOutsideScope(q), q).toBe(false);
  });
});

/**
 * Matters next to the portal's subject that the knowledge base holds no rule on, asked in words a policy question
 * shares (高企, 研发人员): help with an account of some system (申报系统的登录密码忘了怎么找回), work injury (工伤认定去
 * 哪里申请), the rates or bases of social-insurance and housing-fund contributions (五险一金公司缴费比例是多少) and an
 * employee's rights under labour law (研发人员的带薪年假按什么标准休, 加班费, 试用期, 竞业限制的补偿), and a website's
 * ICP备案; the union dues of a payroll (工会经费), a plant's 安全生产标准化 grading, and a residents' committee or property
 * manager's consent (小区装充电桩要物业同意吗); drawing on the housing fund and mortgages (公积金提出来还房贷).
 * Matched on their shared words, they would be answered with a policy provision on something else, so they are out
 * of scope. What the rules do say about such costs stays in scope: 研发人员的五险一金能加计扣除吗 asks the R&D rules.
 */
const OUTSIDE = [
  // Not 商用密码, a sector of its own.
  /登录|登陆|(?:密码|验证码)(?:忘|错|丢|找回|重置|修改|收不到)|(?:账号|帐号)(?:被)?(?:锁|冻结|注销|找回|申请|注册)/,
  /工伤/,
  /(?:缴费|缴存)(?:比例|基数|标准|金额)|(?:社保|公积金)(?:怎么)?(?:交|缴)多少/,
  // Drawing on the housing fund (公积金提出来还房贷) or a mortgage: no rule of the knowledge base's.
  /公积金[^，,。？?]{0,4}(?:提取|提出|取出|贷款)|(?:提取|取出|提)[^，,。？?]{0,2}公积金|房贷|按揭/,
  /带薪年假|年休假|年假|加班费|试用期|劳动仲裁|产假|婚假|病假|经济补偿金|竞业限制/,
  // A website's filing with the telecom authority (ICP备案), not a tax preference's 备案.
  /ICP|网站备案|域名备案/i,
  /工会经费|安全生产标准化|物业(?:公司)?(?:同意|批准|签字|盖章)/,
];

export function asksOutsideScope(question: string): boolean {
  return OUTSIDE.some((re) => re.test(question));
}

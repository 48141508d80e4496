import { canonicalText, subjectsOf } from './subjects.ts';

/**
 * 我公司能申报高新技术企业吗, 能不能评科小: asked without a figure of the company's own, whether it may apply is
 * answered by what it takes. The question is read as asking the subject's conditions, so the entry listing them
 * answers (高企's eight conditions), not one condition of many (须注册成立一年以上), and the follow-up 那科技型中小企业呢
 * asks the same of 科小. A question stating the company's case (成立两年、员工三十人，能申报高企吗) is a yes/no on
 * that case and is left alone.
 */
const CAN_APPLY =
  /^(?:我|我们|我司|我公司|本公司|我们公司|我们单位|我单位|公司|企业)?(?:能|可以|能不能|可不可以|是否能|是否可以|能否)(?:申报|申请|评|评定|认定|入库|报|评上|认定为|申报为|申请为)(?:为)?(.+?)(?:吗|么|不)?[？?。！!\s]*$/;

export function asConditions(question: string): string | null {
  const m = CAN_APPLY.exec(question.trim());
  if (!m) return null;
  // The rest must be a subject and nothing more (高新技术企业, 科小, 专精特新中小企业认定).
  const rest = canonicalText(m[1] as string).replace(/认定|评价|资格/g, '');
  const [subject, ...more] = subjectsOf(rest).filter((s) => s.cls === 'enterprise');
  if (!subject || more.length > 0 || rest.replace(subject.surface, '').trim() !== '') return null;
  return `${subject.name}需要满足哪些条件`;
}

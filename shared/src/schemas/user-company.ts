import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '../constants.ts';
import { isValidCreditCode } from '../credit-code.ts';
import { IdSchema, intLike } from './common.ts';

/**
 * 我的企业: a user links companies either by picking one from the company database (`company_id`) or by its
 * 统一社会信用代码 and name. One of them is the default that matching, evaluations and assessments use.
 */
export const USER_COMPANY_MAX = 10;

const creditCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, '统一社会信用代码应为18位数字或大写字母')
      .refine((c) => isValidCreditCode(c, false), '统一社会信用代码校验位不正确，请核对'),
  );
const name = z.string().trim().min(2, '企业名称至少2个字').max(100, '企业名称不超过100个字');

export const AddCompanySchema = z.union(
  [
    z.object({ company_id: IdSchema, is_default: z.boolean().default(false) }),
    z.object({ credit_code: creditCode, name, is_default: z.boolean().default(false) }),
  ],
  { error: '请从企业库选择企业，或填写统一社会信用代码与企业名称' },
);
export const EditCompanySchema = z.object({
  id: IdSchema,
  name: name.optional(),
  is_default: z.literal(true).optional(),
});
export const ViewCompanySchema = z.object({ id: IdSchema });
const pageSize = intLike.pipe(
  z.number().refine((n) => n === 10 || (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
    message: `每页条数应为 10、${PAGE_SIZE_OPTIONS.join('、')} 之一`,
  }),
);
export const CompanyListsSchema = z.object({
  page: intLike.pipe(z.number().min(1, '页码须大于0').max(10_000, '页码过大')).default(1),
  page_size: pageSize.default(PAGE_SIZE_DEFAULT),
});

export interface UserCompanyItem {
  id: number;
  name: string;
  credit_code: string;
  is_default: boolean;
  /** The company database entry it is linked to, when there is one. */
  company_id: number | null;
  legal_person: string;
  status: string;
  region_name: string;
  industry_name: string;
  create_time: string;
}

import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from './constants.ts';
import { createFilterCodec } from './search-filter.ts';

/**
 * The search-filter objects of the list routes, one schema per list. Every field has a `.catch` so a bad or
 * foreign value falls back to its default alone (see search-filter.ts).
 */
const page = z.number().int().min(1).max(10_000).catch(1);
/** 10 is the short page of the spec's small lists; the list pages offer PAGE_SIZE_OPTIONS. */
const PAGE_SIZES: readonly number[] = [10, ...PAGE_SIZE_OPTIONS];
const pageSize = z
  .number()
  .int()
  .refine((n) => PAGE_SIZES.includes(n), { message: `每页条数应为 ${PAGE_SIZES.join('、')} 之一` })
  .catch(PAGE_SIZE_DEFAULT);
const keyword = z.string().max(100).catch('');
/** A GB/T 2260 region code, or '' for none. */
const code = z
  .string()
  .regex(/^(\d{6})?$/, '地区代码应为6位数字')
  .catch('');
const ids = z.array(z.number().int().nonnegative()).max(50).catch([]);
const sort = z.enum(['relevance', 'date']).catch('relevance');
/** 'YYYY-MM-DD' of a day that exists (zod's ISO date: not 2026-13-01 or 2026-02-30), or '' for none. */
const dateStr = z.iso.date({ message: '日期应为有效日期，格式YYYY-MM-DD' }).or(z.literal('')).catch('');

export const PolicyFilterSchema = z.object({
  keyword,
  province: code,
  city: code,
  levels: z
    .array(z.enum(['national', 'provincial', 'municipal', 'district']))
    .max(4)
    .catch([]),
  agencies: ids,
  types: ids,
  labels: ids,
  validity: z.enum(['all', 'valid', 'expired']).catch('all'),
  from: dateStr,
  to: dateStr,
  sort,
  page,
  pageSize,
});
export type PolicyFilter = z.output<typeof PolicyFilterSchema>;
export const policyFilterCodec = createFilterCodec(PolicyFilterSchema);

export const ProjectFilterSchema = z.object({
  keyword,
  province: code,
  city: code,
  levels: z
    .array(z.enum(['national', 'provincial', 'municipal', 'district']))
    .max(4)
    .catch([]),
  types: ids,
  labels: ids,
  status: z.enum(['all', 'upcoming', 'open', 'closed']).catch('all'),
  amountMin: z.number().nonnegative().nullable().catch(null),
  amountMax: z.number().nonnegative().nullable().catch(null),
  sort,
  page,
  pageSize,
});
export type ProjectFilter = z.output<typeof ProjectFilterSchema>;
export const projectFilterCodec = createFilterCodec(ProjectFilterSchema);

export const CompanyFilterSchema = z.object({
  keyword,
  province: code,
  city: code,
  statuses: z.array(z.string().max(10)).max(10).catch([]),
  industries: z
    .array(z.string().regex(/^[A-T]\d{0,4}$/))
    .max(20)
    .catch([]),
  tags: z.array(z.string().max(20)).max(10).catch([]),
  capitalMin: z.number().nonnegative().nullable().catch(null),
  capitalMax: z.number().nonnegative().nullable().catch(null),
  foundedFrom: dateStr,
  foundedTo: dateStr,
  sort,
  page,
  pageSize,
});
export type CompanyFilter = z.output<typeof CompanyFilterSchema>;
export const companyFilterCodec = createFilterCodec(CompanyFilterSchema);

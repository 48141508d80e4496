import { useQuery } from '@tanstack/react-query';
import { isNotEvaluable } from '@aikc/shared/company-status';
import { USER_COMPANY_MAX } from '@aikc/shared/schemas/user-company';
import { userCompanyListQuery } from '../user-company/api/user-companies.ts';

/**
 * The user's own companies (我的企业) that are linked to the company database, default first. One query for
 * the picker and the page (which starts a new qypj / zcpp chat on the default one, unless it no longer operates).
 */
export function useMyLinkedCompanies() {
  const q = useQuery(userCompanyListQuery(1, USER_COMPANY_MAX));
  const list = (q.data?.list ?? []).filter((c): c is typeof c & { company_id: number } => c.company_id !== null);
  const def = list.find((c) => c.is_default && !isNotEvaluable(c.status));
  return { list, defaultId: def?.company_id, isPending: q.isPending };
}

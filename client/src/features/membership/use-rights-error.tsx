import { useNavigate } from 'react-router-dom';
import { ResultCode } from '@aikc/shared/result-codes';
import { isRightKey } from '@aikc/shared/rights';
import type { RightsExhaustedData } from '@aikc/shared/schemas/membership';
import { confirm } from '../../lib/antd/feedback.ts';
import { ApiError } from '../../lib/http.ts';

/** The guard's refusal as the API sends it: code 403 with `{right, remaining: 0, upgrade_url}`. */
export function rightsExhausted(err: unknown): RightsExhaustedData | null {
  if (!(err instanceof ApiError) || err.code !== ResultCode.FORBIDDEN) return null;
  const d = err.data as Partial<RightsExhaustedData> | null;
  return d && isRightKey(d.right) && typeof d.upgrade_url === 'string' ? (d as RightsExhaustedData) : null;
}

/**
 * What a feature calls when a right-consuming call fails: at zero it explains and offers the upgrade path
 * (开通会员); returns false for any other error, which the caller reports itself.
 */
export function useRightsError(): (err: unknown) => boolean {
  const navigate = useNavigate();
  return (err) => {
    const d = rightsExhausted(err);
    if (!d) return false;
    confirm({
      title: '次数已用完',
      content: (err as ApiError).message,
      okText: '开通会员',
      cancelText: '知道了',
      onOk: () => navigate(d.upgrade_url),
    });
    return true;
  };
}

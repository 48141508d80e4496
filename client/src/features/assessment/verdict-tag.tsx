import { Tag } from 'antd';
import type { CriterionStatus, Verdict } from '@aikc/shared/rules/types';

export const VERDICT_TEXT: Record<Verdict, string> = { pass: '符合条件', fail: '暂不符合', unknown: '信息不全' };
const VERDICT_COLOR: Record<Verdict, string> = { pass: '#15803d', fail: '#b91c1c', unknown: 'default' };

/**
 * The verdict, solid for a pass and a failure: the light success tag read as a disabled grey-green (issue 31);
 * white on the theme's #15803d or #b91c1c reads at 5:1 and above.
 */
export function VerdictTag({ verdict, large }: { verdict: Verdict; large?: boolean }) {
  return (
    <Tag
      color={VERDICT_COLOR[verdict]}
      variant={verdict === 'unknown' ? 'outlined' : 'solid'}
      style={large ? { fontSize: 16, padding: '4px 12px' } : undefined}
      data-testid="verdict"
    >
      {VERDICT_TEXT[verdict]}
    </Tag>
  );
}

export const STATUS_TEXT: Record<CriterionStatus, string> = { met: '满足', missed: '不满足', unknown: '待填写' };
const STATUS_COLOR: Record<CriterionStatus, string> = { met: 'green', missed: 'red', unknown: 'default' };

export function StatusTag({ status }: { status: CriterionStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{STATUS_TEXT[status]}</Tag>;
}

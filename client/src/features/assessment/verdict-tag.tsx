import { Tag } from 'antd';
import type { CriterionStatus, Verdict } from '@aikc/shared/rules/types';

export const VERDICT_TEXT: Record<Verdict, string> = { pass: '符合条件', fail: '暂不符合', unknown: '信息不全' };
const VERDICT_COLOR: Record<Verdict, string> = { pass: 'success', fail: 'error', unknown: 'default' };

export function VerdictTag({ verdict, large }: { verdict: Verdict; large?: boolean }) {
  return (
    <Tag
      color={VERDICT_COLOR[verdict]}
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

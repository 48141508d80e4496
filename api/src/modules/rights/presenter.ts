import type { MembershipState } from '@aikc/shared/membership';
import type { MembershipSummary } from '@aikc/shared/schemas/membership';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import { formatDate } from '../../lib/time.ts';

/** The membership in force as pages show it (dates in China time). */
export function presentMembership(m: MembershipState): MembershipSummary {
  return {
    level: m.level,
    level_name: VIP_LEVEL_NAMES[m.level],
    end: m.end === null ? '' : formatDate(m.end),
    next_level: m.next?.level ?? '',
    next_level_name: m.next ? VIP_LEVEL_NAMES[m.next.level] : '',
    next_end: m.next ? formatDate(m.next.end) : '',
  };
}

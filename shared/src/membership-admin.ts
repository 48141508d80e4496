import { addMonthsCst, type MembershipState, type PurchaseKind } from './membership.ts';
import type { PaidLevel } from './rights.ts';
import { vipRank } from './vip.ts';

/**
 * The back office's membership arithmetic, by the rules of membership.ts: a grant follows the purchase rules
 * (new / renew / upgrade / queue) for any number of months, without a price; a refund takes back the time its
 * order added, in proportion to the amount refunded.
 */

/** The membership after staff grant `months` of `level` at `now` (the purchase rules, no credit). */
export function grantMonths(current: MembershipState, level: PaidLevel, months: number, now: number): MembershipState {
  if (current.level === 'normal' || current.end === null) return { level, end: addMonthsCst(now, months), next: null };
  if (current.level === level) {
    const end = addMonthsCst(current.end, months);
    const shift = end - current.end;
    return { level, end, next: current.next ? { level: current.next.level, end: current.next.end + shift } : null };
  }
  if (vipRank(level) > vipRank(current.level)) {
    const end = addMonthsCst(now, months);
    return { level, end, next: current.end > end ? { level: current.level as PaidLevel, end: current.end } : null };
  }
  const from = current.next ? current.next.end : current.end;
  return { level: current.level, end: current.end, next: { level, end: addMonthsCst(from, months) } };
}

export interface RefundedOrder {
  level: PaidLevel;
  kind: PurchaseKind;
  starts_at: number;
  ends_at: number;
}

/**
 * The membership after refunding `fraction` (0..1] of an order: the order's span (ends_at − starts_at) times the
 * fraction comes off the level it bought: off the end of the level in force (a renewal's queued level moves back
 * with it), or off the queued level for a queued purchase. A level whose end falls to `now` or before lapses,
 * and the queued one (if any) takes over, as effectiveMembership does. A bought level no longer held is left.
 */
export function refundMembership(
  current: MembershipState,
  order: RefundedOrder,
  fraction: number,
  now: number,
): MembershipState {
  const span = Math.round((order.ends_at - order.starts_at) * Math.min(1, Math.max(0, fraction)));
  if (span <= 0) return current;
  if (order.kind === 'queue' || (current.level !== order.level && current.next?.level === order.level)) {
    if (!current.next || current.next.level !== order.level) return current;
    const end = current.next.end - span;
    const start = current.end ?? now;
    return { ...current, next: end > start ? { level: current.next.level, end } : null };
  }
  if (current.level !== order.level || current.end === null) return current;
  const end = current.end - span;
  const next =
    current.next && order.kind === 'renew' ? { level: current.next.level, end: current.next.end - span } : current.next;
  if (end > now) return { level: current.level, end, next };
  if (next && next.end > now) return { level: next.level, end: next.end, next: null };
  return { level: 'normal', end: null, next: null };
}

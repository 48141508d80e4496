import { PERIOD_MONTHS, PLAN_PRICES_FEN, type PaidLevel, type PlanPeriod, type RightReset } from './rights.ts';
import { vipRank, type VipLevel } from './vip.ts';

/**
 * Membership arithmetic, pure and in China time (UTC+8, no daylight saving). The API prices orders and grants
 * memberships with these functions; /vip/shuoming states the same rules in words.
 *
 * Rules:
 * - new: no paid level in force → the level starts now and runs the bought months.
 * - renew: the same level as the one in force → the months are added to its current end (a queued level
 *   moves back by the same time).
 * - upgrade: SVIP while VIP is in force → SVIP starts now and runs the bought months; the VIP days it
 *   overlaps (whole days) are credited at VIP's daily price (the year price ÷ 365) against the order; VIP days
 *   left beyond the new SVIP end are kept and resume after it, as a queued level, up to VIP's old end.
 * - queue: VIP while SVIP is in force → VIP is queued as the next level, starting when SVIP ends (or extends
 *   a queued VIP from its end).
 * A month added to the 31st ends on the last day of a shorter month (Jan 31 + 1 month = Feb 28/29).
 */

const CST_MS = 8 * 3600_000;
export const DAY_MS = 86_400_000;

export interface MembershipState {
  level: VipLevel;
  /** Epoch ms of the level's end; null for normal. */
  end: number | null;
  next: { level: PaidLevel; end: number } | null;
}

/** The stored columns of a user, as users has them. */
export interface MembershipColumns {
  vip_level: string;
  vip_end_time: number | null;
  next_vip_level: string | null;
  next_vip_end_time: number | null;
}

const isPaid = (l: unknown): l is PaidLevel => l === 'vip' || l === 'svip';

/**
 * The membership in force at `now`: an ended level gives way to the queued one (which starts exactly at the
 * old end), and an ended queue gives normal. No scheduler is needed; writers store what this returns.
 */
export function effectiveMembership(c: MembershipColumns, now: number): MembershipState {
  const next =
    isPaid(c.next_vip_level) && c.next_vip_end_time !== null
      ? { level: c.next_vip_level, end: c.next_vip_end_time }
      : null;
  if (isPaid(c.vip_level) && c.vip_end_time !== null && c.vip_end_time > now)
    return { level: c.vip_level, end: c.vip_end_time, next };
  if (next && next.end > now) return { level: next.level, end: next.end, next: null };
  return { level: 'normal', end: null, next: null };
}

export function toColumns(s: MembershipState): MembershipColumns {
  return {
    vip_level: s.level,
    vip_end_time: s.end,
    next_vip_level: s.next?.level ?? null,
    next_vip_end_time: s.next?.end ?? null,
  };
}

/** `ms` plus `months` calendar months in China time, keeping the time of day, clamping to the month's last day. */
export function addMonthsCst(ms: number, months: number): number {
  const d = new Date(ms + CST_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  const out = Date.UTC(y, m, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return out - CST_MS;
}

/** The usage bucket of a right at `now`: one per China day, per China month, or one for all time. */
export function periodKey(reset: RightReset, now: number): string {
  if (reset === 'none') return 'all';
  const iso = new Date(now + CST_MS).toISOString();
  return reset === 'day' ? iso.slice(0, 10) : iso.slice(0, 7);
}

/** When the bucket of `now` ends (00:00 China time of the next day / month); null when it never resets. */
export function nextResetAt(reset: RightReset, now: number): number | null {
  if (reset === 'none') return null;
  const d = new Date(now + CST_MS);
  const start =
    reset === 'day'
      ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)
      : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return start - CST_MS;
}

export type PurchaseKind = 'new' | 'renew' | 'upgrade' | 'queue';

export const PURCHASE_KIND_NAMES: Record<PurchaseKind, string> = {
  new: '开通',
  renew: '续费',
  upgrade: '升级',
  queue: '预购（待生效）',
};

export interface PurchasePlan {
  kind: PurchaseKind;
  /** The list price of the plan, 分. */
  price_fen: number;
  /** Credit for overlapped VIP days on an upgrade, 分. */
  credit_fen: number;
  credit_days: number;
  /** What the order costs: price − credit, at least 1 分. */
  amount_fen: number;
  /** When the bought level starts and ends. */
  starts_at: number;
  ends_at: number;
  /** The membership after the purchase. */
  after: MembershipState;
  /** One sentence stating the rule applied, stored with the order. */
  rule: string;
}

/** VIP's daily price for upgrade credit: the year price over 365 days, in 分 (fractional). */
export const VIP_DAILY_FEN = PLAN_PRICES_FEN.vip.year / 365;

/** Prices and applies a purchase of `level` for `period` to the membership in force at `now`. */
export function planPurchase(
  current: MembershipState,
  level: PaidLevel,
  period: PlanPeriod,
  now: number,
): PurchasePlan {
  const months = PERIOD_MONTHS[period];
  const price = PLAN_PRICES_FEN[level][period];
  const base = { price_fen: price, credit_fen: 0, credit_days: 0, amount_fen: price };
  if (current.level === 'normal' || current.end === null) {
    const end = addMonthsCst(now, months);
    return {
      ...base,
      kind: 'new',
      starts_at: now,
      ends_at: end,
      after: { level, end, next: null },
      rule: '新开通：自支付成功之时起生效',
    };
  }
  if (current.level === level) {
    const end = addMonthsCst(current.end, months);
    const shift = end - current.end;
    const next = current.next ? { level: current.next.level, end: current.next.end + shift } : null;
    return {
      ...base,
      kind: 'renew',
      starts_at: current.end,
      ends_at: end,
      after: { level, end, next },
      rule: '续费：自当前会员到期日起顺延',
    };
  }
  if (vipRank(level) > vipRank(current.level)) {
    const end = addMonthsCst(now, months);
    const remaining = current.end - now;
    const overlapDays = Math.floor(Math.min(remaining, end - now) / DAY_MS);
    const credit = Math.min(Math.round(overlapDays * VIP_DAILY_FEN), price - 1);
    const next = remaining > end - now ? { level: current.level as PaidLevel, end: current.end } : null;
    return {
      kind: 'upgrade',
      price_fen: price,
      credit_fen: credit,
      credit_days: overlapDays,
      amount_fen: price - credit,
      starts_at: now,
      ends_at: end,
      after: { level, end, next },
      rule: `升级：SVIP立即生效；与之重叠的VIP剩余${overlapDays}天按VIP日均价抵扣${(credit / 100).toFixed(2)}元${next ? '，其余VIP天数在SVIP到期后继续生效' : ''}`,
    };
  }
  // A lower level while a higher one is in force: it waits its turn.
  const from = current.next ? current.next.end : current.end;
  const end = addMonthsCst(from, months);
  return {
    ...base,
    kind: 'queue',
    starts_at: from,
    ends_at: end,
    after: { level: current.level, end: current.end, next: { level, end } },
    rule: '预购：当前SVIP到期后生效',
  };
}

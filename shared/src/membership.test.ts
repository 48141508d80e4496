import { describe, expect, it } from 'vitest';
import {
  addMonthsCst,
  DAY_MS,
  effectiveMembership,
  nextResetAt,
  periodKey,
  planPurchase,
  VIP_DAILY_FEN,
  type MembershipState,
} from './membership.ts';
import { PLAN_PERIODS, PLAN_PRICES_FEN, RIGHTS } from './rights.ts';

/** Epoch ms of a China-time wall clock. */
const cst = (s: string) => Date.parse(`${s}+08:00`);
const iso = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const NORMAL: MembershipState = { level: 'normal', end: null, next: null };

describe('addMonthsCst', () => {
  it('keeps the China wall-clock time and clamps to month ends, leap years included', () => {
    expect(iso(addMonthsCst(cst('2026-11-25T10:30:00'), 3))).toBe('2027-02-25 10:30:00');
    expect(iso(addMonthsCst(cst('2027-11-30T09:00:00'), 3))).toBe('2028-02-29 09:00:00');
    expect(iso(addMonthsCst(cst('2026-11-30T09:00:00'), 3))).toBe('2027-02-28 09:00:00');
    expect(iso(addMonthsCst(cst('2028-02-29T12:00:00'), 12))).toBe('2029-02-28 12:00:00');
    expect(iso(addMonthsCst(cst('2026-08-31T00:00:00'), 3))).toBe('2026-11-30 00:00:00');
  });
  it('works on the China date even when UTC is still on the previous day', () => {
    // 2026-01-31 07:00 China time is 2026-01-30 in UTC: the month end is China's.
    expect(iso(addMonthsCst(cst('2026-01-31T07:00:00'), 1))).toBe('2026-02-28 07:00:00');
  });
});

describe('periodKey / nextResetAt', () => {
  it('buckets by China day and month', () => {
    const lateUtc = cst('2026-12-01T00:30:00');
    expect(periodKey('day', lateUtc)).toBe('2026-12-01');
    expect(periodKey('month', lateUtc)).toBe('2026-12');
    expect(periodKey('none', lateUtc)).toBe('all');
    expect(nextResetAt('day', cst('2026-12-31T23:59:59'))).toBe(cst('2027-01-01T00:00:00'));
    expect(nextResetAt('month', cst('2028-02-29T08:00:00'))).toBe(cst('2028-03-01T00:00:00'));
    expect(nextResetAt('none', lateUtc)).toBeNull();
  });
});

describe('effectiveMembership', () => {
  const cols = {
    vip_level: 'svip',
    vip_end_time: cst('2027-01-01T00:00:00'),
    next_vip_level: 'vip',
    next_vip_end_time: cst('2027-04-01T00:00:00'),
  };
  it('reads the stored level while it runs', () => {
    expect(effectiveMembership(cols, cst('2026-12-31T23:59:59'))).toEqual({
      level: 'svip',
      end: cols.vip_end_time,
      next: { level: 'vip', end: cols.next_vip_end_time },
    });
  });
  it('hands over to the queued level at the old end, then to normal', () => {
    expect(effectiveMembership(cols, cst('2027-01-01T00:00:00'))).toEqual({
      level: 'vip',
      end: cols.next_vip_end_time,
      next: null,
    });
    expect(effectiveMembership(cols, cst('2027-04-01T00:00:00'))).toEqual(NORMAL);
  });
});

describe('planPurchase', () => {
  const now = cst('2026-11-25T10:00:00');
  it('new: starts now at the full price', () => {
    const p = planPurchase(NORMAL, 'vip', 'year', now);
    expect(p).toMatchObject({ kind: 'new', amount_fen: PLAN_PRICES_FEN.vip.year, starts_at: now });
    expect(iso(p.ends_at)).toBe('2027-11-25 10:00:00');
  });
  it('renew: extends from the current end, across a leap day', () => {
    const cur: MembershipState = { level: 'vip', end: cst('2027-11-30T10:00:00'), next: null };
    const p = planPurchase(cur, 'vip', 'quarter', now);
    expect(p.kind).toBe('renew');
    expect(iso(p.ends_at)).toBe('2028-02-29 10:00:00');
    expect(p.after).toEqual({ level: 'vip', end: p.ends_at, next: null });
  });
  it('renew of svip moves a queued vip back by the same time', () => {
    const cur: MembershipState = {
      level: 'svip',
      end: cst('2027-01-31T00:00:00'),
      next: { level: 'vip', end: cst('2027-04-30T00:00:00') },
    };
    const p = planPurchase(cur, 'svip', 'quarter', now);
    expect(iso(p.ends_at)).toBe('2027-04-30 00:00:00');
    expect(p.after.next?.end).toBe(cst('2027-04-30T00:00:00') + (p.ends_at - cst('2027-01-31T00:00:00')));
  });
  it('upgrade: svip now, the overlapped vip days credited pro rata', () => {
    const cur: MembershipState = { level: 'vip', end: now + 40 * DAY_MS + 3600_000, next: null };
    const p = planPurchase(cur, 'svip', 'quarter', now);
    expect(p.kind).toBe('upgrade');
    expect(p.credit_days).toBe(40);
    expect(p.credit_fen).toBe(Math.round(40 * VIP_DAILY_FEN));
    expect(p.amount_fen).toBe(PLAN_PRICES_FEN.svip.quarter - p.credit_fen);
    expect(p.after).toEqual({ level: 'svip', end: addMonthsCst(now, 3), next: null });
  });
  it('upgrade: vip days beyond the new svip end resume after it, up to the old vip end', () => {
    const vipEnd = cst('2027-11-01T00:00:00');
    const p = planPurchase({ level: 'vip', end: vipEnd, next: null }, 'svip', 'quarter', now);
    const svipEnd = addMonthsCst(now, 3);
    expect(p.credit_days).toBe(Math.floor((svipEnd - now) / DAY_MS));
    expect(p.after).toEqual({ level: 'svip', end: svipEnd, next: { level: 'vip', end: vipEnd } });
  });
  it('queue: vip while svip waits until svip ends, and extends a queued vip', () => {
    const cur: MembershipState = { level: 'svip', end: cst('2027-01-31T12:00:00'), next: null };
    const p = planPurchase(cur, 'vip', 'quarter', now);
    expect(p).toMatchObject({ kind: 'queue', starts_at: cur.end, amount_fen: PLAN_PRICES_FEN.vip.quarter });
    expect(iso(p.ends_at)).toBe('2027-04-30 12:00:00');
    const again = planPurchase(p.after, 'vip', 'year', now);
    expect(again.starts_at).toBe(p.ends_at);
    expect(iso(again.ends_at)).toBe('2028-04-30 12:00:00');
    expect(again.after.level).toBe('svip');
  });
  it('never asks less than 1 分, and svip days always cost more than the vip credit', () => {
    for (const period of PLAN_PERIODS) {
      const p = planPurchase({ level: 'vip', end: now + 5000 * DAY_MS, next: null }, 'svip', period, now);
      expect(p.amount_fen).toBeGreaterThanOrEqual(1);
      expect(p.credit_fen).toBeLessThan(PLAN_PRICES_FEN.svip[period]);
    }
  });
});

describe('rights table', () => {
  it('gives a higher level at least what a lower one has', () => {
    const n = (a: number | 'unlimited') => (a === 'unlimited' ? Infinity : a);
    for (const r of RIGHTS) {
      expect(n(r.allowance.vip)).toBeGreaterThanOrEqual(n(r.allowance.normal));
      expect(n(r.allowance.svip)).toBeGreaterThanOrEqual(n(r.allowance.vip));
    }
  });
});

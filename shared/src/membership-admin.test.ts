import { expect, it } from 'vitest';
import { addMonthsCst, planPurchase } from './membership.ts';
import { grantMonths, refundMembership } from './membership-admin.ts';

const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);
const normal = { level: 'normal' as const, end: null, next: null };

it('grants by the purchase rules: new, renew, upgrade keeping the rest of VIP, queue behind SVIP', () => {
  expect(grantMonths(normal, 'vip', 3, NOW)).toEqual(planPurchase(normal, 'vip', 'quarter', NOW).after);
  const vip = { level: 'vip' as const, end: addMonthsCst(NOW, 12), next: null };
  expect(grantMonths(vip, 'vip', 12, NOW)).toEqual(planPurchase(vip, 'vip', 'year', NOW).after);
  expect(grantMonths(vip, 'svip', 3, NOW)).toEqual(planPurchase(vip, 'svip', 'quarter', NOW).after);
  const svip = { level: 'svip' as const, end: addMonthsCst(NOW, 3), next: null };
  expect(grantMonths(svip, 'vip', 12, NOW)).toEqual(planPurchase(svip, 'vip', 'year', NOW).after);
  expect(grantMonths(normal, 'svip', 1, NOW).end).toBe(addMonthsCst(NOW, 1));
});

it('a whole refund of a new VIP ends it; half of it halves the time; a renewal moves the queue back', () => {
  const plan = planPurchase(normal, 'vip', 'year', NOW);
  const order = { level: 'vip' as const, kind: plan.kind, starts_at: plan.starts_at, ends_at: plan.ends_at };
  expect(refundMembership(plan.after, order, 1, NOW + 1000)).toEqual(normal);
  const half = refundMembership(plan.after, order, 0.5, NOW + 1000);
  expect(half.level).toBe('vip');
  expect(half.end).toBe(plan.ends_at - Math.round((plan.ends_at - plan.starts_at) / 2));

  const svip = {
    level: 'svip' as const,
    end: addMonthsCst(NOW, 3),
    next: { level: 'vip' as const, end: addMonthsCst(NOW, 6) },
  };
  const renew = planPurchase(svip, 'svip', 'quarter', NOW);
  const back = refundMembership(
    renew.after,
    { level: 'svip', kind: 'renew', starts_at: renew.starts_at, ends_at: renew.ends_at },
    1,
    NOW,
  );
  expect(back).toEqual(svip);
});

it('an upgrade refunded gives the kept VIP back at once; a queued VIP refunded leaves the SVIP alone', () => {
  const vip = { level: 'vip' as const, end: addMonthsCst(NOW, 12), next: null };
  const up = planPurchase(vip, 'svip', 'quarter', NOW);
  const after = refundMembership(
    up.after,
    { level: 'svip', kind: 'upgrade', starts_at: up.starts_at, ends_at: up.ends_at },
    1,
    NOW + 1000,
  );
  expect(after).toEqual({ level: 'vip', end: vip.end, next: null });

  const svip = { level: 'svip' as const, end: addMonthsCst(NOW, 3), next: null };
  const q = planPurchase(svip, 'vip', 'year', NOW);
  expect(
    refundMembership(q.after, { level: 'vip', kind: 'queue', starts_at: q.starts_at, ends_at: q.ends_at }, 1, NOW),
  ).toEqual(svip);
});

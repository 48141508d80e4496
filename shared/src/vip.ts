/** Membership levels (spec section 1 and 3). */
export const VIP_LEVELS = ['normal', 'vip', 'svip'] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];

export const VIP_LEVEL_NAMES: Record<VipLevel, string> = {
  normal: '普通用户',
  vip: 'VIP会员',
  svip: 'SVIP会员',
};

/** Rank for comparing levels: a higher level includes the rights of the lower ones. */
export function vipRank(level: VipLevel): number {
  return VIP_LEVELS.indexOf(level);
}

export function isVipLevel(v: unknown): v is VipLevel {
  return typeof v === 'string' && (VIP_LEVELS as readonly string[]).includes(v);
}

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HOT_CITIES, NATIONWIDE_OPTION } from '@aikc/shared/regions';
import { policyFilterCodec } from '@aikc/shared/filters';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { MembershipStatus } from './membership-status.tsx';
import { cityChangeTarget } from './city-change.ts';
import { APP_CENTRE_ITEMS, SOLUTION_ITEMS } from './nav-links.ts';

const base: CurrentUser = {
  id: 1,
  avatar: '',
  username: '',
  mobile: '',
  has_password: true,
  vip_level: 'normal',
  vip_level_name: '普通用户',
  vip_end_time_format: '',
  next_vip_level: '',
  next_vip_level_name: '',
  next_vip_end_time_format: '',
};

function renderStatus(user: CurrentUser) {
  return render(
    <MemoryRouter>
      <MembershipStatus user={user} />
    </MemoryRouter>,
  );
}

describe('membership display', () => {
  it('normal shows 开通会员', () => {
    renderStatus(base);
    expect(screen.getByText('开通会员')).toBeTruthy();
    expect(screen.queryByText('立即续费')).toBeNull();
  });

  it('vip shows the expiry with 到期 and 立即续费 to the pay page', () => {
    renderStatus({ ...base, vip_level: 'vip', vip_level_name: 'VIP会员', vip_end_time_format: '2027-01-31' });
    expect(screen.getByText('2027-01-31 到期')).toBeTruthy();
    expect(screen.getByText('立即续费').getAttribute('href')).toBe('/vip/pay_page');
  });

  it('svip renews with to=svip, and a queued level adds its own row', () => {
    renderStatus({
      ...base,
      vip_level: 'svip',
      vip_level_name: 'SVIP会员',
      vip_end_time_format: '2027-03-31',
      next_vip_level: 'vip',
      next_vip_level_name: 'VIP会员',
      next_vip_end_time_format: '2027-12-31',
    });
    expect(screen.getByText('立即续费').getAttribute('href')).toBe('/vip/pay_page?to=svip');
    expect(screen.getByText('2027-12-31 到期')).toBeTruthy();
    expect(screen.getByText('待生效')).toBeTruthy();
  });
});

describe('header navigation', () => {
  it('应用中心 has exactly its six items and 数字化方案 its four', () => {
    expect(APP_CENTRE_ITEMS.map((i) => i.label)).toEqual([
      '政策数据库',
      '政策资讯',
      '高级搜索',
      '政策匹配',
      '数据大屏',
      '企业数据库',
    ]);
    expect(APP_CENTRE_ITEMS.find((i) => i.label === '政策资讯')?.to).toBe('/#zczx');
    expect(APP_CENTRE_ITEMS.find((i) => i.label === '政策匹配')?.to).toBe('/match/chat/zcpp');
    expect(SOLUTION_ITEMS.map((i) => i.to)).toEqual(['/szhfa/cyy', '/szhfa/jrjg', '/szhfa/qyfw', '/szhfa/zfjg']);
  });

  it('a city change reloads ordinary pages and re-filters a list page from page 1', () => {
    expect(cityChangeTarget('/gsdt', HOT_CITIES[0]!)).toBe('reload');
    const s = policyFilterCodec.encode({ keyword: '补贴', page: 3 });
    const target = cityChangeTarget(`/policy/list/${s}`, HOT_CITIES[2]!);
    expect(target).not.toBe('reload');
    const next = policyFilterCodec.decode((target as { navigate: string }).navigate.split('/')[3]);
    expect(next).toMatchObject({ keyword: '补贴', province: '440000', city: '440300', page: 1 });
    expect(cityChangeTarget('/company/list', NATIONWIDE_OPTION)).toEqual({ navigate: '/company/list' });
  });
});

import { describe, expect, it } from 'vitest';
import { LoginDialogStore, safeRedirect } from './login-dialog-store.ts';

describe('LoginDialogStore', () => {
  it('opens in the WeChat QR mode by default and switches among the modes', () => {
    const s = new LoginDialogStore();
    s.open();
    expect(s.isOpen).toBe(true);
    expect(s.mode).toBe('loginByWx');
    s.switchMode('loginByMobile');
    expect(s.mode).toBe('loginByMobile');
    s.switchMode('register');
    s.backToLogin();
    expect(s.mode).toBe('loginByMobile');
    s.switchMode('forgetPassword');
    s.backToLogin();
    expect(s.mode).toBe('loginByMobile');
    s.close();
    expect(s.isOpen).toBe(false);
  });

  it('locks page scrolling while open and restores it when closed', () => {
    document.body.style.overflow = 'auto';
    const s = new LoginDialogStore();
    s.open();
    expect(document.body.style.overflow).toBe('hidden');
    s.close();
    expect(document.body.style.overflow).toBe('auto');
    s.open();
    s.dispose();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('act=login opens it for a visitor with the redirect, never for a logged-in user', () => {
    const s = new LoginDialogStore();
    expect(s.openFromQuery('?act=login&redirect=%2Fuser%2Fmessage', true)).toBe(false);
    expect(s.isOpen).toBe(false);
    expect(s.openFromQuery('?foo=1', false)).toBe(false);
    expect(s.openFromQuery('?act=login&redirect=%2Fuser%2Fmessage', false)).toBe(true);
    expect(s.isOpen).toBe(true);
    expect(s.redirect).toBe('/user/message');
    expect(s.mode).toBe('loginByWx');
  });

  it('the bind step keeps the openid; finishing a login clears the mode and returns the redirect', () => {
    const s = new LoginDialogStore();
    s.open({ mode: 'loginByMobile', redirect: '/policy/list' });
    s.startBind('o_abc');
    expect(s.mode).toBe('bindMobile');
    expect(s.bindOpenid).toBe('o_abc');
    expect(s.finishLogin()).toBe('/policy/list');
    expect(s.isOpen).toBe(false);
    expect(s.mode).toBe('loginByWx');
    expect(s.bindOpenid).toBeNull();
    s.dispose();
  });

  it('follows only same-site redirect paths', () => {
    expect(safeRedirect('/user/index?x=1')).toBe('/user/index?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

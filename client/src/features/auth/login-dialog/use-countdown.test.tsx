import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeButtonText, useCountdown } from './use-countdown.ts';

afterEach(() => vi.useRealTimers());

describe('code button countdown', () => {
  it('reads 获取验证码, then Ns后重新发送, then 重新发送', () => {
    expect(codeButtonText(0, false)).toBe('获取验证码');
    expect(codeButtonText(60, true)).toBe('60s后重新发送');
    expect(codeButtonText(0, true)).toBe('重新发送');
  });

  it('counts 60 seconds down one per second and stops at 0', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.left).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.left).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(0);
    expect(result.current.sentBefore).toBe(true);
    // No interval left running once it is over.
    expect(vi.getTimerCount()).toBe(0);
  });
});

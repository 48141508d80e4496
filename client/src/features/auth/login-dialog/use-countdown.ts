import { useCallback, useEffect, useState } from 'react';

/** What the code button shows in each of its states (spec section 4: enabled → countdown → resend). */
export function codeButtonText(left: number, sentBefore: boolean): string {
  if (left > 0) return `${left}s后重新发送`;
  return sentBefore ? '重新发送' : '获取验证码';
}

/**
 * A one-second countdown for the code button: `start(n)` counts n…1 and ends at 0; `sentBefore` stays true so
 * the button then reads 重新发送. The interval lives only while counting.
 */
export function useCountdown(): { left: number; sentBefore: boolean; start(seconds: number): void } {
  const [left, setLeft] = useState(0);
  const [sentBefore, setSentBefore] = useState(false);
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const t = setInterval(() => setLeft((v) => Math.max(0, v - 1)), 1000);
    return () => clearInterval(t);
  }, [counting]);
  const start = useCallback((seconds: number) => {
    setSentBefore(true);
    setLeft(Math.max(0, Math.floor(seconds)));
  }, []);
  return { left, sentBefore, start };
}

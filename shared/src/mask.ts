/**
 * Masks a mobile number for display: the first 3 digits, stars, then the last 4 (spec section 3).
 * A string too short to hide anything is returned fully starred so that nothing leaks.
 */
export function maskMobile(mobile: string): string {
  const s = mobile.trim();
  if (s.length <= 7) return '*'.repeat(s.length);
  return `${s.slice(0, 3)}${'*'.repeat(s.length - 7)}${s.slice(-4)}`;
}

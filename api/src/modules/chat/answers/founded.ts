/**
 * A company's age told as two dates (营业执照是2025年9月下的，2026年6月报高企): the months between its founding and the
 * filing, said as the rules measure it (成立9个月), so that the age limit (注册成立一年以上) reads it as it reads a
 * company saying its age. Applied after numbers are folded to digits (normalize.ts).
 */
const FOUNDED =
  /(\d{4})年(\d{1,2})月份?(?:(?:下的|办的|拿的|领的)(?:照|执照|营业执照)?|(?:成立|注册)的?|(?:拿到?|领了?|办了?)(?:营业)?执照)/;
const FILED = /(\d{4})年(\d{1,2})月份?[^，,。？?]{0,3}?(?:申报|申请|报|去报|认定)/;
/** Two dates further apart are not a founding and a filing told together (the age limits are of a year or two). */
const AGE_MAX_MONTHS = 120;

export function withAgeAtFiling(text: string): string {
  const founded = FOUNDED.exec(text);
  if (!founded || /成立\d+个?月|成立\d+年/.test(text)) return text;
  const from = Number(founded[1]) * 12 + Number(founded[2]);
  const end = (founded.index ?? 0) + founded[0].length;
  const filed = FILED.exec(text.slice(end));
  if (!filed) return text;
  const months = Number(filed[1]) * 12 + Number(filed[2]) - from;
  if (months <= 0 || months > AGE_MAX_MONTHS) return text;
  return `${text.slice(0, end)}，成立${months}个月${text.slice(end)}`;
}

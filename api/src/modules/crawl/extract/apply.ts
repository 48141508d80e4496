import { findDates, monthDay } from './dates.ts';

/**
 * A 申报通知's project: who may apply (申报对象), the conditions (申报条件), the support (支持标准) with its
 * amounts in 万元, and the 申报时间 window whose end is the deadline that calendars, subscriptions and pushes use.
 */
export interface ApplyWindow {
  start: string | null;
  end: string;
  /** The sentence the window was read from. */
  text: string;
  confidence: number;
}

export interface ApplyNotice {
  window: ApplyWindow;
  target: string;
  conditions: string;
  support: string;
  supportMax: number;
  supportText: string;
}

const TITLE = /(申报|申请|征集|遴选|推荐|认定|评审|备案|报名).{0,12}(通知|公告|指南)|(通知|公告|指南).{0,4}$/u;
const RANGE_SEP = /^\s*(?:至|到|—|－|-|–|～|~)\s*/u;
const WINDOW_WORDS =
  /(?:申报|受理|报名|征集|网上填报|提交|报送|申请)(?:时间|日期|期限|截止时间|截止日期)?|截止(?:时间|日期)?|截至/u;

/** Sentences of the body (split on 。；\n), each with its offset. */
function sentences(text: string): { s: string; at: number }[] {
  const out: { s: string; at: number }[] = [];
  let at = 0;
  for (const part of text.split(/(?<=[。；;\n])/u)) {
    out.push({ s: part, at });
    at += part.length;
  }
  return out;
}

/** The application window: the first sentence naming 申报时间 or a deadline with a date in it. */
export function findWindow(text: string): ApplyWindow | null {
  for (const { s } of sentences(text)) {
    if (!WINDOW_WORDS.test(s)) continue;
    const dates = findDates(s);
    const first = dates[0];
    if (!first) continue;
    const after = s.slice(first.index + first.text.length);
    const sep = RANGE_SEP.exec(after);
    if (sep) {
      const rest = after.slice(sep[0].length);
      const second = findDates(rest)[0];
      const end = second && second.index < 4 ? second.iso : monthDay(rest.slice(0, 12), Number(first.iso.slice(0, 4)));
      if (end && end >= first.iso) return { start: first.iso, end, text: s.trim(), confidence: 0.95 };
    }
    // 截止时间为2024年4月30日 / 于2024年4月30日前 / 2024年4月30日17:00截止.
    if (/截止|截至|前|止/u.test(s)) {
      const last = dates[dates.length - 1] ?? first;
      return { start: null, end: last.iso, text: s.trim(), confidence: 0.85 };
    }
  }
  return null;
}

const HEADING = /^(?:[一二三四五六七八九十]+、|（[一二三四五六七八九十]+）|\d+[.．、])\s*/u;

/** The text under a heading such as 「一、申报对象」, up to the next heading of any level. */
function section(lines: readonly string[], name: RegExp): string {
  const i = lines.findIndex((l) => HEADING.test(l) && name.test(l.replace(HEADING, '').slice(0, 12)));
  if (i < 0) return '';
  const head = (lines[i] as string).replace(HEADING, '');
  // A heading may carry its text inline: 「一、申报对象。在本市注册的企业。」
  const inline = head.replace(name, '').replace(/^[：:。\s]+/u, '');
  const body: string[] = inline ? [inline] : [];
  for (const l of lines.slice(i + 1)) {
    if (HEADING.test(l) && /^[一二三四五六七八九十]+、/u.test(l)) break;
    body.push(l);
    if (body.join('').length > 600) break;
  }
  return body.join('\n').trim();
}

/** The largest amount in 万元 the support text names (最高500万元, 不超过200万元, 给予50万元). */
export function maxAmount(text: string): { max: number; text: string } {
  let max = 0;
  let said = '';
  for (const m of text.matchAll(/(?:最高|不超过|最多|给予|资助|奖励|补助)[^。；\n]{0,16}?(\d+(?:\.\d+)?)\s*万元/gu)) {
    const v = Number(m[1]);
    if (v > max) {
      max = v;
      said = m[0];
    }
  }
  return { max, text: said };
}

export function readApplyNotice(title: string, text: string, lines: readonly string[]): ApplyNotice | null {
  if (!TITLE.test(title) || !/申报|申请|征集|遴选|推荐|报名/u.test(title + text.slice(0, 400))) return null;
  const window = findWindow(text);
  if (!window) return null;
  const support = section(lines, /支持(?:标准|方式|内容|额度)|资助(?:标准|方式)|奖励标准/u);
  const amount = maxAmount(support || text);
  const notice: ApplyNotice = {
    window,
    target: section(lines, /申报(?:对象|主体|范围)|支持对象|申请对象/u),
    conditions: section(lines, /申报条件|申请条件|基本条件/u),
    support,
    supportMax: amount.max,
    supportText: amount.text,
  };
  return notice;
}

import { findDates, type FoundDate } from './dates.ts';
import { AGENCY_ENDING, type AgencyIndex, type AgencyMatch } from './agency.ts';

/**
 * The signature block at the end of a document: the issuing agency on its own line(s), then the date in
 * 2024年3月5日 or 二〇二四年三月五日 form; attachments lists and 「（此件公开发布）」 notes may follow it.
 */
export interface Signature {
  agency: AgencyMatch | null;
  /** The agency line as written, even when it is not in the table. */
  agencyLine: string;
  date: FoundDate;
}

const NOTE = /^[（(].*[）)]$|^附件|^抄送|^联系人|^联系电话/u;

export function readSignature(lines: readonly string[], agencies: AgencyIndex, region = ''): Signature | null {
  const tail = lines.slice(-10);
  for (let i = tail.length - 1; i >= 0; i--) {
    const line = tail[i] as string;
    if (line.length > 24) continue;
    const [date] = findDates(line);
    if (!date || line.replace(date.text, '').trim().length > 2) continue;
    // The agency is the line above (a joint document names several agencies, one a line or side by side).
    const above = (tail[i - 1] ?? '').trim();
    if (!above || above.length > 60 || NOTE.test(above)) return { agency: null, agencyLine: '', date };
    const agency = agencies.resolve(above, region);
    if (agency || AGENCY_ENDING.test(above)) return { agency, agencyLine: above, date };
    return { agency: null, agencyLine: '', date };
  }
  return null;
}

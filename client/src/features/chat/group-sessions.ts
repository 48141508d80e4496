import type { ChatSession } from '@aikc/shared/schemas/chat';

export interface SessionGroup {
  label: '今天' | '近7天' | '更早';
  sessions: ChatSession[];
}

const DAY = 86_400_000;
const CST = 8 * 3_600_000;

/** 今天 / 近7天 / 更早 by China days, newest first within each group (the list comes newest first). */
export function groupSessions(list: readonly ChatSession[], now = Date.now()): SessionGroup[] {
  const today = Math.floor((now + CST) / DAY);
  const groups: SessionGroup[] = [
    { label: '今天', sessions: [] },
    { label: '近7天', sessions: [] },
    { label: '更早', sessions: [] },
  ];
  for (const s of list) {
    const age = today - Math.floor((s.updated_ms + CST) / DAY);
    (groups[age <= 0 ? 0 : age < 7 ? 1 : 2] as SessionGroup).sessions.push(s);
  }
  return groups.filter((g) => g.sessions.length > 0);
}

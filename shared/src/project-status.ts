import { PROJECT_STATUS_NAMES, type ProjectStatus } from './schemas/project.ts';

/**
 * A 申报项目's window status (the policy and project presenters both show it): 未开始 before the window, 申报中
 * inside it (both ends inclusive), 已截止 after it; days in CST.
 */
export function projectStatus(applyStart: string, applyEnd: string, today: string): ProjectStatus {
  if (today < applyStart) return 'upcoming';
  if (today > applyEnd) return 'closed';
  return 'open';
}

export function projectStatusName(s: ProjectStatus): string {
  return PROJECT_STATUS_NAMES[s];
}

/** Whole days from today to the deadline, or null once closed. */
export function daysLeft(applyEnd: string, today: string): number | null {
  if (today > applyEnd) return null;
  return Math.round((Date.parse(`${applyEnd}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The name the portal shows for a user, apart from schemas/user.ts so that the header (first route) does not
 * import zod with it (issue 21).
 */
export const DEFAULT_DISPLAY_NAME = '小策';

export function displayName(user: { username: string }): string {
  return user.username.trim() || DEFAULT_DISPLAY_NAME;
}

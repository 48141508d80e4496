import { LoginApi } from '@aikc/shared/api-paths';
import { httpPost } from '../../../lib/http.ts';

/** Tells the server to revoke the token; the caller clears the local session whatever the answer. */
export async function logoutOnServer(): Promise<void> {
  try {
    await httpPost(LoginApi.logout, {}, { silent: true });
  } catch {
    // Logging out locally must work even when the server is unreachable or the token already expired.
  }
}

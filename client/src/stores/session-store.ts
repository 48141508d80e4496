import { makeAutoObservable } from 'mobx';
import type { QueryClient } from '@tanstack/react-query';
import { clearToken, getToken, saveToken } from '../lib/token.ts';
import { userInfoQuery } from '../lib/user-info.ts';

/**
 * Who is logged in. The token is the store's own state (mirrored from the `front-token` cookie); the current
 * user is fetched data and stays in the query cache under `userInfoQuery(token)`.
 */
export class SessionStore {
  token: string | null;
  private readonly queryClient: QueryClient;

  /** `jar`: the request's cookies when rendered on the server (the document's otherwise). */
  constructor(queryClient: QueryClient, jar?: string) {
    this.queryClient = queryClient;
    this.token = getToken(jar);
    makeAutoObservable<SessionStore, 'queryClient'>(this, { queryClient: false });
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** The query for the current user (disabled for a visitor). */
  get userQuery() {
    return userInfoQuery(this.token);
  }

  /** After a login: keep the token for 7 days and start over with a fresh user. */
  login(token: string): void {
    saveToken(token);
    this.token = token;
  }

  /** After logout or a 401: forget the token and everything fetched for it. */
  clear(): void {
    clearToken();
    this.queryClient.removeQueries({ queryKey: ['user'] });
    this.queryClient.removeQueries({ queryKey: ['message'] });
    this.token = null;
  }

  /** Picks up a token change made outside the store (another tab, the HTTP layer's 401 handling). */
  syncFromCookie(): void {
    const token = getToken();
    if (token !== this.token) {
      if (token === null) this.clear();
      else this.login(token);
    }
  }
}

import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { can as canDo, type Permission } from '@aikc/shared/admin/permissions';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { StaffMe } from '@aikc/shared/admin/schemas/auth';
import { getToken, http, setToken, setUnauthorizedHandler } from '../net/http.ts';

interface SessionValue {
  me: StaffMe | null;
  /** True until the first `me` call has answered (a reload keeps the session when the server still does). */
  loading: boolean;
  can(perm: Permission): boolean;
  signIn(token: string | null, me: StaffMe): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** `onExpired` leads to the login page when the server ends the session (a 401 on any call). */
export function SessionProvider({ children, onExpired }: { children: ReactNode; onExpired: () => void }) {
  const [me, setMe] = useState<StaffMe | null>(null);
  const [loading, setLoading] = useState(() => getToken() !== null);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setMe(null);
      onExpired();
    });
  }, [onExpired]);

  useEffect(() => {
    let live = true;
    // Sessions are bearer tokens kept for this tab; without one there is nothing to resume.
    if (!getToken()) return;
    http
      .get<StaffMe>(AdminPaths.me)
      .then((m) => live && setMe(m))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const signIn = useCallback((token: string | null, m: StaffMe) => {
    if (token) setToken(token);
    setMe(m);
  }, []);

  const signOut = useCallback(async () => {
    if (getToken() || me) await http.post(AdminPaths.logout).catch(() => undefined);
    setToken(null);
    setMe(null);
  }, [me]);

  const value = useMemo<SessionValue>(
    () => ({ me, loading, can: (perm) => (me ? canDo(me.role, perm) : false), signIn, signOut }),
    [me, loading, signIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const v = use(SessionContext);
  if (!v) throw new Error('useSession outside SessionProvider');
  return v;
}

/** Renders its children only when the signed-in role holds the permission: every action button asks the one table. */
export function Can({ perm, children }: { perm: Permission; children: ReactNode }) {
  return useSession().can(perm) ? children : null;
}

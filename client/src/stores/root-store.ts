import { compareStructural, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { merge, map, type Subscription } from 'rxjs';
import type { RegionRecord } from '@aikc/shared/regions';
import type { Realtime } from '../realtime/realtime-client.ts';
import { fromQueryObserver } from '../lib/query-observable.ts';
import { messageCountQuery, messageKeys } from '../lib/message-count.ts';
import { BadgeStore } from './badge-store.ts';
import { CityStore } from './city-store.ts';
import { LoginDialogStore } from './login-dialog-store.ts';
import { QrLoginStore } from './qr-login-store.ts';
import { SessionStore } from './session-store.ts';

type CountKey = ReturnType<typeof messageKeys.count>;

export interface RootStoreDeps {
  queryClient: QueryClient;
  realtime: Realtime;
  fetchIpRegion(): Promise<RegionRecord | null>;
  /** The request's Cookie header when the edge renders a page on the server (entry-server.tsx). */
  cookies?: string;
}

/** All client stores, wired to the realtime seam and the query cache; `dispose()` undoes every subscription. */
export class RootStore {
  readonly session: SessionStore;
  readonly city: CityStore;
  readonly loginDialog: LoginDialogStore;
  readonly badge: BadgeStore;
  /** The login QR's pushes (`qr.status`), for the QR pane. */
  readonly qrLogin: QrLoginStore;
  /** The realtime seam, for stores that hold a gateway subscription. */
  readonly realtime: Realtime;
  /** Pages that need a socket even for a visitor (the login QR); counted so that nested holders compose. */
  private readonly visitorHolds = observable.box(0);
  private readonly countObserver: QueryObserver<
    { total: number },
    Error,
    { total: number },
    { total: number },
    CountKey
  >;
  private readonly disposers: (IReactionDisposer | Subscription)[] = [];

  constructor(deps: RootStoreDeps) {
    this.realtime = deps.realtime;
    this.session = new SessionStore(deps.queryClient, deps.cookies);
    this.city = new CityStore({ fetchIpRegion: deps.fetchIpRegion, cookies: deps.cookies });
    this.loginDialog = new LoginDialogStore();
    this.qrLogin = new QrLoginStore(deps.realtime, deps.realtime.on('qr.status'));

    // The badge follows the gateway's pushes; the HTTP count gives the first value and the correction after a read.
    this.countObserver = new QueryObserver(deps.queryClient, messageCountQuery(this.session.token));
    const pushed$ = deps.realtime.on('badge.count').pipe(map((p) => p.total));
    const fetched$ = fromQueryObserver(this.countObserver).pipe(map((r) => r.total));
    this.badge = new BadgeStore(merge(pushed$, fetched$));

    // A pushed change means the message lists are stale: invalidate them rather than copy the push into them.
    this.disposers.push(
      pushed$.subscribe(() => void deps.queryClient.invalidateQueries({ queryKey: messageKeys.lists() })),
    );

    // A logged-in user always has a socket; a visitor only while some page holds one (holdVisitorSocket).
    this.disposers.push(
      reaction(
        () => ({ token: this.session.token, visitor: this.visitorHolds.get() > 0 }),
        ({ token, visitor }) => deps.realtime.setToken(token, { visitor }),
        { fireImmediately: true, equals: compareStructural },
      ),
    );

    this.disposers.push(
      reaction(
        () => this.session.token,
        (token) => {
          this.countObserver.setOptions(messageCountQuery(token));
          if (token === null) this.badge.reset();
        },
        { fireImmediately: true },
      ),
    );
  }

  /**
   * Asks for a socket while the caller needs pushes without a login (the QR pane shows): returns the release.
   * A logged-in user's socket serves as well, so nothing changes for them.
   */
  holdVisitorSocket(): () => void {
    runInAction(() => this.visitorHolds.set(this.visitorHolds.get() + 1));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      runInAction(() => this.visitorHolds.set(this.visitorHolds.get() - 1));
    };
  }

  dispose(): void {
    for (const d of this.disposers) {
      if (typeof d === 'function') d();
      else d.unsubscribe();
    }
    this.badge.dispose();
    this.qrLogin.dispose();
    this.loginDialog.dispose();
    this.realtime.dispose();
  }
}

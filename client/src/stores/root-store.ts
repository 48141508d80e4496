import { reaction, type IReactionDisposer } from 'mobx';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { merge, map, type Subscription } from 'rxjs';
import type { RegionRecord } from '@aikc/shared/regions';
import type { Realtime } from '../realtime/realtime-client.ts';
import { fromQueryObserver } from '../lib/query-observable.ts';
import { messageCountQuery, messageKeys } from '../features/message/api/messages.ts';
import { BadgeStore } from './badge-store.ts';
import { CityStore } from './city-store.ts';
import { LoginDialogStore } from './login-dialog-store.ts';
import { SessionStore } from './session-store.ts';

type CountKey = ReturnType<typeof messageKeys.count>;

export interface RootStoreDeps {
  queryClient: QueryClient;
  realtime: Realtime;
  fetchIpRegion(): Promise<RegionRecord | null>;
}

/** All client stores, wired to the realtime seam and the query cache; `dispose()` undoes every subscription. */
export class RootStore {
  readonly session: SessionStore;
  readonly city: CityStore;
  readonly loginDialog: LoginDialogStore;
  readonly badge: BadgeStore;
  private readonly realtime: Realtime;
  private readonly countObserver: QueryObserver<{ total: number }, Error, { total: number }, { total: number }, CountKey>;
  private readonly disposers: (IReactionDisposer | Subscription)[] = [];

  constructor(deps: RootStoreDeps) {
    this.realtime = deps.realtime;
    this.session = new SessionStore(deps.queryClient);
    this.city = new CityStore({ fetchIpRegion: deps.fetchIpRegion });
    this.loginDialog = new LoginDialogStore();

    // The badge follows the gateway's pushes; the HTTP count gives the first value and the correction after a read.
    this.countObserver = new QueryObserver(deps.queryClient, messageCountQuery(this.session.token));
    const pushed$ = deps.realtime.on('badge.count').pipe(map((p) => p.total));
    const fetched$ = fromQueryObserver(this.countObserver).pipe(map((r) => r.total));
    this.badge = new BadgeStore(merge(pushed$, fetched$));

    // A pushed change means the message lists are stale: invalidate them rather than copy the push into them.
    this.disposers.push(pushed$.subscribe(() => void deps.queryClient.invalidateQueries({ queryKey: messageKeys.lists() })));

    this.disposers.push(
      reaction(
        () => this.session.token,
        (token) => {
          deps.realtime.setToken(token);
          this.countObserver.setOptions(messageCountQuery(token));
          if (token === null) this.badge.reset();
        },
        { fireImmediately: true },
      ),
    );
  }

  dispose(): void {
    for (const d of this.disposers) {
      if (typeof d === 'function') d();
      else d.unsubscribe();
    }
    this.badge.dispose();
    this.loginDialog.dispose();
    this.realtime.dispose();
  }
}

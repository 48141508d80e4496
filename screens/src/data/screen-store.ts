import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Observable } from 'rxjs';
import type { ScreenSnapshot, ScreenTopic } from '@aikc/shared/schemas/big-screen';
import type { SourceState } from './source.ts';

/**
 * Live state of one screen: MobX holds what the source stream last said; panels read it through `observer`.
 * `snapshot` is a ref (not deep-observable): it only ever changes as a whole, with its version.
 */
export class ScreenStore<T extends ScreenTopic> {
  snapshot: ScreenSnapshot<T> | null = null;
  stale = false;
  staleSince: number | null = null;

  constructor() {
    makeObservable(this, { snapshot: observableRef, stale: observable, staleSince: observable, apply: action });
  }

  apply(state: SourceState<T>): void {
    if (state.snapshot !== this.snapshot) this.snapshot = state.snapshot;
    this.stale = state.stale;
    this.staleSince = state.staleSince;
  }

  /** Follows a source until the returned function is called (on unmount). */
  connect(source$: Observable<SourceState<T>>): () => void {
    const sub = source$.subscribe((s) => this.apply(s));
    return () => sub.unsubscribe();
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import type { QrStatus } from '@aikc/shared/socket/qr';
import type { Realtime } from '../realtime/realtime-client.ts';

/** What the login QR says: nothing yet, a WeChat user to bind, a login, or a QR past its use. */
export type QrOutcome =
  { kind: 'need_bind'; openid: string } | { kind: 'logged_in'; token: string } | { kind: 'expired' };

/**
 * The login QR's live state, fed at the realtime seam: `watch(scene)` holds `qr.watch` on the gateway while the
 * QR shows, and every `qr.status` push for it becomes `outcome` (a new object per push, so a reaction sees
 * each one). The QR's own lifetime also ends it when the socket is down.
 */
export class QrLoginStore {
  scene: string | null = null;
  outcome: QrOutcome | null = null;
  private readonly subscription: Subscription;
  private release: (() => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly realtime: Pick<Realtime, 'hold'>,
    status$: Observable<QrStatus>,
  ) {
    makeAutoObservable<QrLoginStore, 'realtime' | 'subscription' | 'release' | 'timer'>(this, {
      realtime: false,
      subscription: false,
      release: false,
      timer: false,
    });
    this.subscription = status$.subscribe((push) => runInAction(() => this.apply(push)));
  }

  get expired(): boolean {
    return this.outcome?.kind === 'expired';
  }

  /** Watches `scene` (replacing any other) for `lifetimeSeconds`; returns the release. */
  watch(scene: string, lifetimeSeconds?: number): () => void {
    this.stop();
    this.scene = scene;
    this.outcome = null;
    this.release = this.realtime.hold('qr.watch', { scene }, 'qr.unwatch');
    if (lifetimeSeconds)
      this.timer = setTimeout(() => runInAction(() => this.end({ kind: 'expired' })), lifetimeSeconds * 1000);
    return () => {
      if (this.scene === scene) runInAction(() => this.stop());
    };
  }

  /** Forgets the scene and its outcome (the QR is being replaced). */
  reset(): void {
    this.stop();
  }

  dispose(): void {
    this.stop();
    this.subscription.unsubscribe();
  }

  private apply(push: QrStatus): void {
    if (this.scene === null) return;
    if ('msgType' in push) this.outcome = { kind: 'need_bind', openid: push.openid };
    else if (push.status === 'loginSuccess') this.end({ kind: 'logged_in', token: push.resData.token });
    else this.end({ kind: 'expired' });
  }

  /** A final outcome: the gateway is done with the scene, so the watch is released. */
  private end(outcome: QrOutcome): void {
    this.stopWatching();
    this.outcome = outcome;
  }

  private stop(): void {
    this.stopWatching();
    this.scene = null;
    this.outcome = null;
  }

  private stopWatching(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.release?.();
    this.release = null;
  }
}

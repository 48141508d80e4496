import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';

/** The login dialog's modes (spec section 2); loginByWx is the default. */
export const LOGIN_MODES = ['loginByMobile', 'loginByWx', 'register', 'forgetPassword', 'bindMobile'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];
export const DEFAULT_LOGIN_MODE: LoginMode = 'loginByWx';

export interface OpenOptions {
  mode?: LoginMode;
  /** Path to go to after a successful login (else the page reloads). */
  redirect?: string | null;
}

/** Only same-site paths are followed after login, never another origin. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** State of the login dialog: open or not, its mode, the post-login target, and the page scroll lock. */
export class LoginDialogStore {
  isOpen = false;
  mode: LoginMode = DEFAULT_LOGIN_MODE;
  redirect: string | null = null;
  /** The WeChat openid waiting for the bind-mobile step. */
  bindOpenid: string | null = null;
  private previousOverflow = '';
  private readonly stopScrollLock: IReactionDisposer;

  constructor() {
    makeAutoObservable<LoginDialogStore, 'previousOverflow' | 'stopScrollLock'>(this, {
      previousOverflow: false,
      stopScrollLock: false,
    });
    this.stopScrollLock = reaction(
      () => this.isOpen,
      (open) => this.applyScrollLock(open),
    );
  }

  open(opts: OpenOptions = {}): void {
    this.mode = opts.mode ?? DEFAULT_LOGIN_MODE;
    this.redirect = safeRedirect(opts.redirect ?? null);
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  switchMode(mode: LoginMode): void {
    this.mode = mode;
  }

  /** The 'back to login' links of register and forgot-password. */
  backToLogin(): void {
    this.mode = 'loginByMobile';
  }

  /** A first WeChat scan of an unbound account: keep the openid and show the bind step. */
  startBind(openid: string): void {
    this.bindOpenid = openid;
    this.mode = 'bindMobile';
    this.isOpen = true;
  }

  /** After a successful login the mode is cleared and the dialog closes; returns where to go (null: reload). */
  finishLogin(): string | null {
    const target = this.redirect;
    this.isOpen = false;
    this.mode = DEFAULT_LOGIN_MODE;
    this.redirect = null;
    this.bindOpenid = null;
    return target;
  }

  /** `?act=login` on any page opens the dialog for a visitor; `redirect` in the same query is kept. Returns whether it opened. */
  openFromQuery(search: string, isLoggedIn: boolean): boolean {
    const q = new URLSearchParams(search);
    if (q.get('act') !== 'login' || isLoggedIn) return false;
    const mode = q.get('mode');
    this.open({
      mode: (LOGIN_MODES as readonly string[]).includes(mode ?? '') ? (mode as LoginMode) : DEFAULT_LOGIN_MODE,
      redirect: q.get('redirect'),
    });
    return true;
  }

  private applyScrollLock(open: boolean): void {
    const style = document.body.style;
    if (open) {
      this.previousOverflow = style.overflow;
      style.overflow = 'hidden';
    } else {
      style.overflow = this.previousOverflow;
    }
  }

  dispose(): void {
    this.stopScrollLock();
    if (this.isOpen) this.applyScrollLock(false);
  }
}

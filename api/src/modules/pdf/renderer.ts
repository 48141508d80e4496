import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Logger } from '../../logger.ts';
import { groupMemoryBytes, killGroup } from './browser-process.ts';
import { FairQueue, type RenderQueue } from './fair-queue.ts';

/** Starts Chromium unprivileged and sandboxed (see the script); Playwright runs it as the browser's executable. */
const LAUNCHER = fileURLToPath(new URL('./chromium-launcher.sh', import.meta.url));
/** A page that does not close this long after its render timed out is taken for hung: the browser is killed. */
const PAGE_CLOSE_GRACE_MS = 2_000;

/** The pid the launcher wrote (then the file is removed), or null. */
function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    fs.rmSync(file, { force: true });
    return Number.isInteger(pid) && pid > 1 ? pid : null;
  } catch {
    return null;
  }
}

/** What a failed render says to the user. */
export const PdfMessages = {
  noChromium: '服务器未安装报告生成组件（Chromium），暂时无法生成PDF，请联系管理员',
  timeout: '报告生成超时，请稍后再试',
  busy: '当前生成报告的人数较多，请稍后再试',
  perUser: (n: number) => `您已有${n}份报告正在生成，请稍候再试`,
  failed: '报告生成失败，请稍后再试',
} as const;

export class PdfRenderError extends Error {}

export interface PdfRendererOptions {
  executablePath?: string;
  /** Renders at once; more wait in the queue. */
  concurrency?: number;
  /** Jobs that may wait; past that a render is refused at once. */
  maxQueued?: number;
  /** Unfinished renders (running or waiting) one user may have; past that the user's next is refused. */
  perUser?: number;
  /** Per render, from page load to the last byte of the PDF. */
  timeoutMs?: number;
  /**
   * The limit of the first render of a new browser: its page compiles the client's scripts with empty caches, which
   * on a loaded machine took longer than `timeoutMs` (the first export after a start failed). Default 3×timeoutMs.
   */
  coldTimeoutMs?: number;
  /** The browser is closed after this long without a job. */
  idleCloseMs?: number;
  /** The browser's process group is killed (and started afresh for the next render) past this resident memory. */
  memoryCapMb?: number;
  logger?: Logger;
}

export interface RenderRequest {
  /** The user the render is for: the queue is fair between users (fair-queue.ts). */
  owner: number;
  /**
   * The page to print (a hidden /hideHt/pdf/* page with its render token), or a function giving it when the render
   * starts: a token issued then stays short-lived however long the job waited in the queue.
   */
  url: string | (() => string);
  /** Shown at the top of every page. */
  title: string;
  /**
   * Progress for a job page: 'queued' with the renders ahead (again whenever the queue moves), 'rendering' once
   * a slot is taken (the page loads and draws), 'printing' once the page said it is ready.
   */
  onStage?: (stage: 'queued' | 'rendering' | 'printing', ahead: number) => void;
}

/**
 * The product's one PDF renderer: headless Chromium through playwright-core, printing hidden client pages on
 * A4 with page numbers. A bounded queue runs at most `concurrency` renders at once; each has `timeoutMs` or
 * fails with a Chinese message. The page says it is ready by setting `window.__PDF_READY__ = true` (after its
 * data and charts are drawn). The browser starts on the first job and closes when idle.
 */
export class PdfRenderer {
  private readonly exe: string;
  private readonly concurrency: number;
  private readonly maxQueued: number;
  private readonly timeoutMs: number;
  private readonly coldTimeoutMs: number;
  /** Whether the current browser context has printed a page (its caches hold the client's scripts). */
  private warm = false;
  private readonly idleCloseMs: number;
  private readonly queue: RenderQueue;
  private inFlight = 0;
  private browser: Promise<Browser> | null = null;
  private context: Promise<BrowserContext> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  /** The browser's process (and group) id, once launched; watched for memory while it lives. */
  private browserPid: number | null = null;
  private watchdog: NodeJS.Timeout | null = null;

  constructor(private readonly opts: PdfRendererOptions = {}) {
    this.exe = opts.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    this.concurrency = opts.concurrency ?? 2;
    this.maxQueued = opts.maxQueued ?? 20;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.coldTimeoutMs = opts.coldTimeoutMs ?? this.timeoutMs * 3;
    this.idleCloseMs = opts.idleCloseMs ?? 60_000;
    const perUser = opts.perUser ?? 2;
    this.queue = new FairQueue({
      concurrency: this.concurrency,
      perOwner: perUser,
      maxWaiting: this.maxQueued,
      refuse: (why) => new PdfRenderError(why === 'owner' ? PdfMessages.perUser(perUser) : PdfMessages.busy),
    });
  }

  /** The running browser's process id (tests check who it runs as), or null. */
  get pid(): number | null {
    return this.browserPid;
  }

  /** Whether the browser binary exists on this machine. */
  get available(): boolean {
    return fs.existsSync(this.exe);
  }

  /** Renders one page to PDF bytes, or throws a PdfRenderError with a message for the user. */
  async render(req: RenderRequest): Promise<Buffer> {
    if (!this.available) throw new PdfRenderError(PdfMessages.noChromium);
    const release = await this.queue.acquire(req.owner, (ahead) => req.onStage?.('queued', ahead));
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.inFlight++;
    req.onStage?.('rendering', 0);
    try {
      // The browser's cold start is not the page's time: the limit runs from the page load.
      const browser = await this.launch();
      const held: { page?: Page } = {};
      // A browser that crashes or is killed (memory cap, hung page) fails its renders at once, not at their timeout.
      let onGone = () => {};
      const gone = new Promise<never>((_, reject) => {
        onGone = () => reject(new PdfRenderError(PdfMessages.failed));
        if (!browser.isConnected()) onGone();
        browser.once('disconnected', onGone);
      });
      try {
        const limitMs = this.warm ? this.timeoutMs : this.coldTimeoutMs;
        const pdf = await this.withTimeout(
          Promise.race([this.print(browser, req, held, limitMs), gone]),
          held,
          limitMs,
        );
        this.warm = true;
        return pdf;
      } finally {
        browser.off('disconnected', onGone);
        gone.catch(() => undefined);
      }
    } finally {
      release();
      if (--this.inFlight === 0) {
        this.idleTimer = setTimeout(() => void this.close(), this.idleCloseMs);
        this.idleTimer.unref();
      }
    }
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.stopWatchdog();
    const b = this.browser;
    this.browser = null;
    this.context = null;
    this.warm = false;
    if (b) await (await b).close().catch(() => undefined);
  }

  private async print(browser: Browser, req: RenderRequest, held: { page?: Page }, limitMs: number): Promise<Buffer> {
    // One context for every render: its HTTP and code caches keep the client's scripts, which a fresh context
    // fetched and compiled again each time (page load was 1.7-3 s of a 2.5-4 s render on a loaded machine, about
    // 1 s with the cache). Every render is anonymous (the data comes with the render token in its URL), so the
    // shared cookies and storage hold nothing of a user.
    this.context ??= browser
      .newContext({ locale: 'zh-CN', viewport: { width: 794, height: 1123 }, serviceWorkers: 'block' })
      .catch((err: unknown) => {
        this.context = null;
        this.warm = false;
        throw err;
      });
    const page = await (await this.context).newPage();
    held.page = page;
    try {
      await page.goto(typeof req.url === 'function' ? req.url() : req.url, { waitUntil: 'load' });
      await page.waitForFunction(
        () => (globalThis as unknown as { __PDF_READY__?: boolean }).__PDF_READY__ === true,
        undefined,
        { timeout: limitMs },
      );
      const failed = await page.evaluate(
        () => (globalThis as unknown as { __PDF_ERROR__?: string }).__PDF_ERROR__ ?? null,
      );
      if (failed) throw new PdfRenderError(failed);
      req.onStage?.('printing', 0);
      const esc = req.title.replace(/[<>&"]/g, '');
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        margin: { top: '18mm', bottom: '16mm', left: '12mm', right: '12mm' },
        headerTemplate: `<div style="width:100%;font-size:8px;color:#888;padding:0 12mm;font-family:'WenQuanYi Micro Hei',sans-serif">${esc}</div>`,
        footerTemplate: `<div style="width:100%;font-size:8px;color:#888;text-align:center;font-family:'WenQuanYi Micro Hei',sans-serif">第 <span class="pageNumber"></span> 页 / 共 <span class="totalPages"></span> 页</div>`,
      });
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  private launch(): Promise<Browser> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.browser) return this.browser;
    const pidFile = path.join(os.tmpdir(), `aikc-pdf-${crypto.randomBytes(8).toString('hex')}.pid`);
    this.browser = chromium
      .launch({
        executablePath: LAUNCHER,
        env: { ...process.env, CHROMIUM_PATH: this.exe, AIKC_PDF_PIDFILE: pidFile },
        chromiumSandbox: true,
        headless: true,
        timeout: 30_000,
        args: [
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-dev-shm-usage',
          // Each page's script heap: a runaway page fails alone before the group reaches the memory cap.
          '--js-flags=--max-old-space-size=256',
        ],
      })
      .then((b) => {
        this.browserPid = readPid(pidFile);
        // A crashed or killed browser is forgotten: the next render starts a new one.
        b.on('disconnected', () => this.forget(b));
        this.startWatchdog();
        return b;
      })
      .catch((err: unknown) => {
        this.browser = null;
        this.opts.logger?.error({ err }, 'pdf renderer: chromium failed to start');
        throw new PdfRenderError(PdfMessages.failed);
      });
    return this.browser;
  }

  private forget(b: Browser): void {
    void this.browser?.then((current) => {
      if (current !== b) return;
      this.browser = null;
      this.context = null;
      this.warm = false;
      this.browserPid = null;
      this.stopWatchdog();
    });
  }

  /** Kills the browser's whole process group (its pages fail; the next render starts a new browser). */
  private kill(why: string): void {
    const pid = this.browserPid;
    if (pid === null) return;
    this.opts.logger?.warn({ pid, why }, 'pdf renderer: browser killed');
    killGroup(pid);
  }

  private startWatchdog(): void {
    this.stopWatchdog();
    const cap = (this.opts.memoryCapMb ?? 1024) * 1024 * 1024;
    this.watchdog = setInterval(() => {
      if (this.browserPid !== null && groupMemoryBytes(this.browserPid) > cap) this.kill('memory cap');
    }, 500);
    this.watchdog.unref();
  }

  private stopWatchdog(): void {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
  }

  /** The render, or a timeout; a page that then does not close within 2 s takes its browser down with it. */
  private async withTimeout<T>(p: Promise<T>, held: { page?: Page }, limitMs: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new PdfRenderError(PdfMessages.timeout));
        const hung = setTimeout(() => this.kill('page did not close after its timeout'), PAGE_CLOSE_GRACE_MS);
        void (held.page?.close() ?? Promise.resolve()).then(
          () => clearTimeout(hung),
          () => undefined,
        );
      }, limitMs);
    });
    try {
      return await Promise.race([p, limit]);
    } catch (err) {
      if (err instanceof PdfRenderError) throw err;
      if ((err as Error)?.name === 'TimeoutError') throw new PdfRenderError(PdfMessages.timeout);
      this.opts.logger?.error({ err }, 'pdf renderer: render failed');
      throw new PdfRenderError(PdfMessages.failed);
    } finally {
      clearTimeout(timer);
      // A render that lost the race still runs to its end inside `print`; its page closes there.
      p.catch(() => undefined);
    }
  }
}

import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError, configureHttp, httpUpload } from './http.ts';
import { readCookie } from './cookies.ts';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { saveToken } from './token.ts';

/** A stand-in XMLHttpRequest that reports two progress steps and then answers with `reply`. */
function fakeXhr(reply: string) {
  const sent: { headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseText = reply;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send(body: unknown) {
      sent.push({ headers: this.headers, body });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.onload?.();
      });
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

let notifyError: ReturnType<typeof vi.fn<(msg: string) => void>>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
let restore: () => void;
beforeEach(() => {
  notifyError = vi.fn<(msg: string) => void>();
  onUnauthorized = vi.fn<() => void>();
  restore = configureHttp({ notifyError, onUnauthorized });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

it('uploads with the token, Platform and progress, resolving to data', async () => {
  saveToken('tok_upload_abcdefghijklmnopqrstuvwxyz');
  const sent = fakeXhr(JSON.stringify({ code: 200, msg: 'ok', data: { id: 5 } }));
  const progress: number[] = [];
  const form = new FormData();
  await expect(
    httpUpload('/api/front/user/upload_evaluate_file', form, { onProgress: (f) => progress.push(f) }),
  ).resolves.toEqual({ id: 5 });
  expect(progress).toEqual([0.5, 1]);
  expect(sent[0]?.headers.Authorization).toBe('tok_upload_abcdefghijklmnopqrstuvwxyz');
  expect(sent[0]?.headers.Platform).toBe('pc-web');
  expect(sent[0]?.body).toBe(form);
});

it('shows the msg of a refused upload and rejects with its code', async () => {
  fakeXhr(JSON.stringify({ code: 400, msg: '文件不能超过20MB', data: null }));
  const err = await httpUpload('/x', new FormData()).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).code).toBe(400);
  expect(notifyError).toHaveBeenCalledWith('文件不能超过20MB');
});

it('sends no JSON content type (the browser writes the multipart boundary), and a 401 logs out like any call', async () => {
  saveToken('tok_upload_abcdefghijklmnopqrstuvwxyz');
  const sent = fakeXhr(JSON.stringify({ code: 401, msg: '请先登录', data: null }));
  await expect(httpUpload('/api/front/user/upload_avatar', new FormData(), { silent: true })).rejects.toMatchObject({
    code: 401,
  });
  expect(sent[0]?.headers['Content-Type']).toBeUndefined();
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
  expect(readCookie(TOKEN_COOKIE)).toBeNull();
  expect(notifyError).not.toHaveBeenCalled();
});

import path from 'node:path';
import { chromium } from 'playwright-core';
import { LoginApi } from '@aikc/shared/api-paths';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import type { LoginResult } from '@aikc/shared/schemas/login';
import { openDatabase } from '../../api/src/db/database.ts';
import { hashPassword } from '../../api/src/modules/login/password.ts';
import { createUser } from '../../api/src/modules/login/users.ts';

const BENCH_PASSWORD = 'web-bench-pass-1';

/**
 * A member for the signed-in runs: created in the portal's database (the one `npm start` uses: DATABASE_URL, else
 * DATA_DIR's SQLite file), then logged in through the edge with login_by_password as the login dialog does, so
 * the token is a real one the API issued.
 */
export async function loginBenchUser(baseUrl: string, dataDir: string): Promise<string> {
  const db = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: path.join(dataDir, 'aikc.sqlite') });
  const mobile = `139${String(Date.now()).slice(-8)}`;
  try {
    await createUser(db.db, { mobile, passwordHash: await hashPassword(BENCH_PASSWORD) }, Date.now());
  } finally {
    await db.close();
  }
  const res = await fetch(`${baseUrl}${LoginApi.loginByPassword}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: LoginResult | null };
  if (!body.data?.token) throw new Error(`login_by_password: ${body.code} ${body.msg}`);
  return body.data.token;
}

/**
 * Puts the token where the app keeps it (the `front-token` cookie) in the Chromium Lighthouse drives. Lighthouse's
 * storage reset leaves cookies alone (its clearStorageTypes has no `cookies`), so every audit runs signed in.
 */
export async function setTokenCookie(chromePort: number, baseUrl: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const ctx = browser.contexts()[0];
  if (!ctx) throw new Error('the Chromium under Lighthouse has no default context');
  await ctx.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseUrl }]);
  // Not close(): on a CDP connection that would close the default context Lighthouse audits in.
}

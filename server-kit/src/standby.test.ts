import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { standByIfAsked } from './standby.ts';

const standbyModule = fileURLToPath(new URL('./standby.ts', import.meta.url));

/** A child as the supervisor starts it: SUPERVISOR_STANDBY=1 and an IPC channel; prints 'promoted' once it runs. */
function startSpare(): ChildProcess {
  const script = `const { standByIfAsked } = await import(${JSON.stringify(standbyModule)});
await standByIfAsked();
console.log('promoted');`;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, SUPERVISOR_STANDBY: '1' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
}

const firstMessage = (child: ChildProcess) => new Promise<unknown>((resolve) => child.once('message', resolve));
const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('standByIfAsked', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  });

  it('returns at once when the process was not started as a standby', async () => {
    // vitest's worker is neither started with SUPERVISOR_STANDBY nor, here, asked to be.
    expect(process.env.SUPERVISOR_STANDBY).toBeUndefined();
    await expect(standByIfAsked()).resolves.toBeUndefined();
  });

  it("says 'standby', waits for 'promote', then runs and exits on its own", async () => {
    const child = startSpare();
    children.push(child);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    expect(await firstMessage(child)).toBe('standby');
    // Still waiting: nothing runs before the promotion.
    await new Promise((r) => setTimeout(r, 200));
    expect(out).toBe('');
    child.send('promote');
    // Nothing keeps a promoted child alive on the supervisor's account: it exits while the parent holds the IPC end.
    expect(await exitCode(child)).toBe(0);
    expect(out).toBe('promoted\n');
  });

  it('exits quietly when the supervisor goes away before a promotion', async () => {
    const child = startSpare();
    children.push(child);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    expect(await firstMessage(child)).toBe('standby');
    child.disconnect();
    expect(await exitCode(child)).toBe(0);
    expect(out).toBe('');
  });
});

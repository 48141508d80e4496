import { describe, expect, it } from 'vitest';
import { backoffMs, Supervisor } from '../../scripts/supervisor.ts';

/** The supervisor of `npm start` (scripts/supervisor.ts) on real child processes. */
describe('the process supervisor', () => {
  const node = (code: string) => ({ command: process.execPath, args: ['-e', code], stdio: 'ignore' as const });

  it('doubles the delay of quick crashes up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, 250, 2000))).toEqual([250, 500, 1000, 2000, 2000, 2000]);
  });

  it('restarts a child killed with SIGKILL, logging the exit, and stops it with SIGTERM without restarting', async () => {
    const lines: string[] = [];
    const sup = new Supervisor({ log: (l) => lines.push(l), minBackoffMs: 50 });
    const child = sup.start({ name: 'sleeper', ...node('setInterval(() => {}, 1000)') });
    const first = child.process;
    const next = child.nextStart();
    first.kill('SIGKILL');
    const second = await next;
    expect(second.pid).not.toBe(first.pid);
    expect(child.restarts).toBe(1);
    expect(
      lines.some((l) => l.includes(`sleeper (pid ${first.pid}) exited (SIGKILL)`) && l.includes('restarting in 50 ms')),
    ).toBe(true);

    await sup.stop();
    expect(second.signalCode).toBe('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    expect(child.restarts).toBe(1);
  });

  it('promotes a warm standby at once when the child dies, and starts a new standby', async () => {
    // The standby protocol of api/src/main.ts: say 'standby', wait for 'promote'.
    const script = `if (process.env.SUPERVISOR_STANDBY === '1') {
      process.on('message', (m) => { if (m === 'promote') { process.channel.unref(); setInterval(() => {}, 1000); } });
      process.send('standby');
    } else setInterval(() => {}, 1000);`;
    const lines: string[] = [];
    const sup = new Supervisor({ log: (l) => lines.push(l), minBackoffMs: 5000 });
    const child = sup.start({ name: 'server', standby: true, ...node(script) });
    const first = child.process;
    await new Promise((r) => setTimeout(r, 500));
    const spareLine = lines.find((l) => l.startsWith('server standby spawned'));
    const sparePid = Number(/pid (\d+)/.exec(spareLine ?? '')?.[1]);
    const next = child.nextStart();
    const killedAt = Date.now();
    first.kill('SIGKILL');
    const second = await next;
    // Not the 5 s backoff: the standby took over.
    expect(Date.now() - killedAt).toBeLessThan(1000);
    expect(second.pid).toBe(sparePid);
    expect(lines.some((l) => l.includes('exited (SIGKILL)') && l.includes('its standby takes over'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('server standby spawned'))).toHaveLength(2);
    await sup.stop();
    expect(second.signalCode).toBe('SIGTERM');
  });

  it('backs off a child that keeps crashing at start-up', async () => {
    const lines: string[] = [];
    const sup = new Supervisor({ log: (l) => lines.push(l), minBackoffMs: 40, maxBackoffMs: 160 });
    const child = sup.start({ name: 'crasher', ...node('process.exit(3)') });
    const started = Date.now();
    while (child.restarts < 4) await child.nextStart();
    await sup.stop();
    const delays = lines
      .filter((l) => l.includes('restarting in'))
      .map((l) => Number(/restarting in (\d+) ms/.exec(l)?.[1]));
    expect(delays.slice(0, 4)).toEqual([40, 80, 160, 160]);
    expect(lines[1]).toContain('exited (code 3)');
    expect(Date.now() - started).toBeGreaterThanOrEqual(40 + 80 + 160 + 160);
  });
});

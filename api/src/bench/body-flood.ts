/**
 * The abuse bench's flood (issue 32), in a process of its own so that pumping the bodies does not share an event
 * loop with the API it measures: 20 connections each sending anonymous 19 MB bodies to the admin import, one after
 * another, for the given time. Prints the times until each 401 as JSON on its last line.
 *
 *   node --import tsx api/src/bench/body-flood.ts <base-url> <ms>
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { AdminApi } from '@aikc/shared/api-paths';

const MB = 1024 * 1024;
const CONNECTIONS = 20;

/** One anonymous 19 MB body to the admin import: the time until its answer (the API refuses it from its headers). */
export function anonymousBigBody(base: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${base}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(19 * MB) },
    });
    req.on('response', (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve(ms);
      });
    });
    req.on('error', () => resolve(performance.now() - started));
    const chunk = Buffer.alloc(MB, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < 19 && !req.destroyed) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

async function flood(base: string, ms: number): Promise<number[]> {
  const until = performance.now() + ms;
  const answers: number[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) answers.push(await anonymousBigBody(base));
    }),
  );
  return answers;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base = '', ms = '3000'] = process.argv.slice(2);
  const answers = await flood(base, Number(ms));
  process.stdout.write(`${JSON.stringify(answers)}\n`);
}

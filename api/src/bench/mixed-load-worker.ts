import http from 'node:http';
import { mixedCalls } from './mixed-workload.ts';

/**
 * The layer bench's HTTP client, a process of its own so that the server process's CPU time is the server's
 * alone: `connections` keep-alive loops posting the mixed workload for `ms`, printing every latency (ms) and
 * the count of non-200 answers as one JSON line. Arguments: one JSON object.
 */
const { url, ms, connections, seed } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  ms: number;
  connections: number;
  seed: number;
};
const next = mixedCalls(seed);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);

function post(path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          platform: 'pc-web',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const latencies: number[] = [];
let failed = 0;
const until = performance.now() + ms;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < until) {
      const call = next();
      const t = performance.now();
      const status = await post(call.path, call.body);
      latencies.push(performance.now() - t);
      if (status !== 200) failed++;
    }
  }),
);
agent.destroy();
process.stdout.write(`${JSON.stringify({ latencies, failed })}\n`);

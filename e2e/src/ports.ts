import fs from 'node:fs';
import net from 'node:net';

/**
 * Ports below the kernel's ephemeral range: a port the OS picks with listen(0) is one it also hands to outgoing
 * connections, so one found free, closed, and listened on again seconds later (a server still compiling its modules)
 * may meanwhile be taken by a browser's or a fetch's socket. CI saw it: a gateway's `listen EADDRINUSE` with two
 * browser files running. Ports under the range are never given to outgoing connections.
 */
const LOWEST = 20_000;

function ephemeralStart(): number {
  try {
    const [start] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return start !== undefined && Number.isInteger(start) ? start : 32_768;
  } catch {
    return 32_768;
  }
}

function listensOn(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const { port: got } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(got));
    });
  });
}

/** A free loopback port outside the ephemeral range, picked at random; the OS's own pick where that range is small. */
export async function freePort(): Promise<number> {
  const end = ephemeralStart();
  if (end - LOWEST >= 1_000) {
    for (let i = 0; i < 50; i++) {
      const port = await listensOn(LOWEST + Math.floor(Math.random() * (end - LOWEST)));
      if (port !== null) return port;
    }
  }
  const port = await listensOn(0);
  if (port === null) throw new Error('no free loopback port');
  return port;
}

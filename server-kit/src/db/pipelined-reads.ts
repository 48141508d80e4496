import pg from 'pg';
import { layerSwitches } from '../layer-switches.ts';

/**
 * PostgreSQL connections of their own for small reads that every search makes before it may trust its caches
 * (the search state: search/state.ts), in node-postgres's pipeline mode: a read is written to the socket the
 * moment it is asked for, and reads asked for at once are all on the wire together.
 *
 * Through the pool, a read waited for a connection to be handed out on a later tick, that is after the
 * search's own work had run, so its round trip could not overlap that work; the pool, Kysely and row
 * objects also cost 0.3-0.5 ms of the event loop per read on the bench machine. Until a connection is up
 * (or after it broke, until it is up again) `rows` returns null and the caller reads through the pool.
 *
 * Each read is sent on two connections and the first answer is taken (a hedged request): the read itself is
 * a primary-key lookup of microseconds, and its slow answers were waits for the server process to be run
 * at all. On the 2-core bench VM, 21 of 5,400 cold searches waited over 2 ms for a single connection's
 * answer (2.7-4.7 ms each; 8 of the 17 searches over 3.5 ms in one phase-timed run), and none did while a
 * busy loop kept the other core from idling; with two connections, 9-10 of 5,400 did. The second read costs
 * the server one more lookup per search.
 */
const HEDGE = 2;

export class PipelinedReads {
  private readonly connections: PipelinedConnection[];

  constructor(connectionString: string, copies = HEDGE) {
    this.connections = Array.from({ length: copies }, () => new PipelinedConnection(connectionString));
  }

  /** The rows of a named prepared statement, as arrays, from the first connection to answer; null when none is up. */
  rows(name: string, text: string, values: unknown[]): Promise<unknown[][]> | null {
    if (!layerSwitches.pipelinedReads) return null;
    const sent: Promise<unknown[][]>[] = [];
    for (const c of this.connections) {
      const p = c.rows(name, text, values);
      if (p) sent.push(p);
    }
    if (sent.length <= 1) return sent[0] ?? null;
    // The first answer wins; it fails only when every copy failed, with the first copy's error.
    return Promise.any(sent).catch((err: unknown) => {
      throw err instanceof AggregateError ? err.errors[0] : err;
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.connections.map((c) => c.close()));
  }
}

/** One pipelined connection: connects lazily, drops itself when it breaks. */
class PipelinedConnection {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  /** The rows of a named prepared statement, as arrays; null when the connection is not up. */
  rows(name: string, text: string, values: unknown[]): Promise<unknown[][]> | null {
    const client = this.client;
    if (!client) {
      this.connect();
      return null;
    }
    return client.query<unknown[]>({ name, text, values, rowMode: 'array' }).then((r) => r.rows);
  }

  private connect(): void {
    if (this.connecting || this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, pipeline: true });
    // A broken connection (server restart, admin termination) is dropped; the next read connects again.
    const drop = () => {
      if (this.client === client) this.client = null;
    };
    client.on('error', drop);
    client.on('end', drop);
    this.connecting = client
      .connect()
      .then(
        () => {
          if (this.closed) return client.end();
          this.client = client;
        },
        () => undefined,
      )
      .finally(() => {
        this.connecting = null;
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

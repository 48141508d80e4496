import pg from 'pg';

/**
 * A PostgreSQL connection of its own for small reads that every search makes before it may trust its caches
 * (the search state: search/state.ts), in node-postgres's pipeline mode: a read is written to the socket the
 * moment it is asked for, and reads asked for at once are all on the wire together.
 *
 * Through the pool, a read waited for a connection to be handed out on a later tick, that is after the
 * search's own work had run, so its round trip could not overlap that work; the pool, Kysely and row
 * objects also cost 0.3-0.5 ms of the event loop per read on the bench machine. Until the connection is up
 * (or after it broke, until it is up again) `rows` returns null and the caller reads through the pool.
 */
export class PipelinedReads {
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

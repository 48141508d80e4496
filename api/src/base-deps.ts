import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Logger } from './logger.ts';

/**
 * What a process is given from outside: its configuration, its database handle and its log. Its own file so
 * the runtimes that deps.ts lists can take it without importing deps.ts back.
 */
export interface BaseDeps {
  config: Config;
  db: Db;
  logger: Logger;
}

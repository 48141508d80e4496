import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Logger } from './logger.ts';

/** What every module gets: created once in main.ts (or a test), passed down, never imported as a global. */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
}

import type { Config } from '../../config.ts';
import { policyFilesDir } from '../policy/files.ts';
import type { RunOptions } from './runner.ts';

/** What every run takes from the configuration (the CLI, the worker and the back office's 「立即运行」 alike). */
export function runEnv(
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'CRAWL_CONTACT' | 'DATA_DIR'>,
): Pick<RunOptions, 'publicBaseUrl' | 'contact' | 'filesDir'> {
  return {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    ...(config.CRAWL_CONTACT ? { contact: config.CRAWL_CONTACT } : {}),
    filesDir: policyFilesDir(config.DATA_DIR),
  };
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { isStaffRole, STAFF_ROLES } from '@aikc/shared/admin/permissions';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createStaff } from './staff-service.ts';

/**
 * `npm run admin:create -- --mobile 13800000000 --name 张三 --role super [--password-stdin]`: creates a staff
 * member in the database main.ts uses. The password is read from stdin with --password-stdin, else generated;
 * it and the TOTP otpauth URI are printed once (scan the URI into an authenticator app). There is no default.
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      mobile: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  if (!values.mobile || !values.name || !values.role || !isStaffRole(values.role)) {
    process.stderr.write(
      `usage: npm run admin:create -- --mobile <mobile> --name <name> --role <${STAFF_ROLES.join('|')}> [--password-stdin]\n`,
    );
    process.exit(2);
  }
  const password = values['password-stdin'] ? await readStdin() : undefined;
  const config = loadConfig();
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.resolve(config.DATA_DIR, config.SQLITE_FILE),
    poolSize: 2,
  });
  try {
    await migrateToLatest(handle);
    const made = await createStaff(handle.db, {
      mobile: values.mobile,
      name: values.name,
      role: values.role,
      password,
    });
    process.stdout.write(`[admin:create] staff #${made.id} ${values.mobile} (${values.role}) created\n`);
    if (!password) process.stdout.write(`password (shown once): ${made.password}\n`);
    process.stdout.write(`TOTP (scan once into an authenticator app): ${made.otpauth}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[admin:create] failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

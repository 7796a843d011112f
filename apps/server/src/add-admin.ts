// `npm run admin:add -- someone@example.in`: adds an administrator to the database the server
// uses (DATA_DIR's embedded database, or DATABASE_URL). With the embedded database, stop the
// server first: only one process can open it. NEW_ADMIN_PASSWORD sets the password; without it
// one is generated and printed once.
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/create-db.ts';
import { addAdministrator } from './features/auth/add-administrator.ts';

async function main() {
  const email = process.argv[2];
  if (!email) {
    process.stderr.write(
      'Usage: npm run admin:add -- <email>   (NEW_ADMIN_PASSWORD=… to choose the password)\n',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await createDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    const result = await addAdministrator(database.db, { email, password: process.env.NEW_ADMIN_PASSWORD });
    if (!result.added) {
      process.stderr.write(`Not added: ${result.reason}.\n`);
      process.exitCode = 1;
      return;
    }
    const password = result.generatedPassword ? ` / ${result.generatedPassword}  (shown once)` : '';
    process.stdout.write(`Administrator added: ${result.email}${password}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error?.stack ?? error)}\n`);
  process.exit(1);
});

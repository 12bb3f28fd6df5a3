// npm run api:migrate – apply pending migrations to DATABASE_URL or the PGlite DATA_DIR, then exit.
import { parseEnv } from '../env';
import { openDb } from './client';
import { migrate } from './migrate';

async function main() {
  const env = parseEnv();
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const applied = await migrate(handle.db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

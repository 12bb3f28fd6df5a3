import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the one pg-core schema; they run unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './reference-api/src/db/schema.ts',
  out: './reference-api/src/db/migrations',
});

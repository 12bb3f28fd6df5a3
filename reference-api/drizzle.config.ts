import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the pg-core schema folder (run from reference-api/: `npm run generate`);
// they run unchanged on PGlite and PostgreSQL (the runner strips drizzle-kit's "public". qualifier).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
});

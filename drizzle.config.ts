import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from src/server/db/schema.ts (npm run db:generate).
// The app applies the committed migrations itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});

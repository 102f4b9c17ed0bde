import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @aafiyat/server` writes a migration from src/db/schema.ts into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

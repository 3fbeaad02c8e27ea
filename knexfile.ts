import { databaseSettings } from './server/db/connection';

// Used by `npx knex migrate:latest`; the server runs the same migrations at start.
export default databaseSettings({
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl: process.env.DATABASE_URL,
});

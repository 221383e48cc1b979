// Configuration for the `prisma` CLI, which this project only uses for
// `prisma generate`. Migrations are created and applied by our own scripts
// through the WebAssembly schema engine (src/db/migrate.ts), because the
// CLI's native schema engine cannot be downloaded on every machine.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
});

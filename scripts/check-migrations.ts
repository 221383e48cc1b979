// CI: fails when schema.prisma and the migrations disagree.
import { diffMigrationsToSchema } from '../src/db/migrations.ts';

const script = await diffMigrationsToSchema();
if (script) {
  console.error('schema.prisma and migrations/ disagree. Run `npm run db:diff -- <name>`. Missing SQL:\n');
  console.error(script);
  process.exit(1);
}
console.log('migrations: schema.prisma and migrations/ agree');

// `npm run db:diff -- <name>`: writes migrations/<timestamp>_<name>/migration.sql
// with the SQL that brings the migrations up to schema.prisma.
import { createMigration } from '../src/db/migrations.ts';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run db:diff -- <migration_name>');
  process.exit(2);
}
const folder = await createMigration(name);
console.log(folder ? `wrote ${folder}/migration.sql: review it, then commit it` : 'schema.prisma and the migrations agree: nothing to write');

// CI: fails when schema.prisma and the migrations disagree.
import { commentHazards, diffMigrationsToSchema, readMigrationFiles } from '../src/db/migrations.ts';

let failed = false;
for (const file of readMigrationFiles()) {
  for (const hazard of commentHazards(file.sql)) {
    console.error(`${file.name}/migration.sql ${hazard}: no ; or ' in SQL comments (the engine splits statements on PostgreSQL without reading comments)`);
    failed = true;
  }
}
if (failed) process.exit(1);

const script = await diffMigrationsToSchema();
if (script) {
  console.error('schema.prisma and migrations/ disagree. Run `npm run db:diff -- <name>`. Missing SQL:\n');
  console.error(script);
  process.exit(1);
}
console.log('migrations: schema.prisma and migrations/ agree');

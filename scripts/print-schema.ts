// Writes the GraphQL schema to schema.graphql (committed; CI fails when stale).
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../src/schema/index.ts';

const out = new URL('../schema.graphql', import.meta.url);
writeFileSync(out, `${printSchema(schema)}\n`);
console.log(`wrote ${out.pathname}`);

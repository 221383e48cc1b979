import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node (and so Pothos and Yoga) load its
    // CommonJS main, while Vite would pick the "module" build for our files.
    // Two copies of graphql cannot share a schema, so use Node's choice.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file gets its own database (PGlite in memory, or a PostgreSQL
    // database cloned from a migrated template) and its own app.
    pool: 'forks',
    maxWorkers: 2,
    // The files of one worker share its module cache: the app's modules
    // (Prisma, Pothos, Fastify, the schema) load once per worker, not once per
    // file (on PostgreSQL 270 s -> 149 s for the suite on one machine). Each
    // file still builds its own app on its own database. What the code keeps
    // at module level must be keyed by database where ids could collide
    // (src/domains/pdns/rate-limit.ts); the suites pass with files shuffled
    // (--sequence.shuffle.files).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});

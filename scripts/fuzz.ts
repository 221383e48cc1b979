// The long fuzz run: the fuzz suite's properties (test/support/fuzz/run.ts)
// with as many runs per route and root field as asked, over HTTP against a
// real server on a fresh seeded database (in-memory PGlite, or a throwaway
// database on DATABASE_URL). Prints every finding and the counts; exits 1 on
// any finding.
//
//   npm run fuzz -- --runs 200 --seed 42
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run fuzz -- --runs 100
import { parseArgs } from 'node:util';
import { InFlight } from '../bench/in-flight.ts';
import { startTarget } from '../bench/setup.ts';
import { httpTransport } from '../test/support/fuzz/http-transport.ts';
import { runFuzz } from '../test/support/fuzz/run.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
const target = await startTarget({ databaseUrl: process.env['DATABASE_URL'] || undefined, analyze: false, inFlight: new InFlight() });
try {
  console.log(`fuzz: seed ${seed}, ${runs} runs per route and per root field, ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}`);
  const started = Date.now();
  const report = await runFuzz({
    schema: (await import('../src/schema/index.ts')).schema,
    sql: target.database.sql,
    transport: httpTransport(target.baseUrl, target.keys),
    seed,
    runsPerRoute: runs,
    runsPerField: runs,
    log: (line) => console.log(`FINDING ${line}`),
  });
  console.log(JSON.stringify({ ...report, failures: report.failures.length, seconds: Math.round((Date.now() - started) / 1000) }, null, 2));
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} finally {
  await target.close();
}

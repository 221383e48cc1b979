// `npm run bench`: the same customer reads through REST, GraphQL and a bare
// Fastify floor, in one process on one database, with throughput ratios
// against their targets. Each read is measured in rounds (every variant once
// per round, the order rotating); a ratio is the median of its per-round
// ratios, so a slow spell of this shared machine moves both of its sides. A measurement: FAIL does not change the exit code;
// only a setup or verification failure does.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startFloor, type Floor } from './floor.ts';
import { InFlight } from './in-flight.ts';
import { combineRuns, cpuRatio, measure, medianRatio, ratioLine, table, warnings, type Figures, type LoadOptions, type Ratio } from './measure.ts';
import { reads, verifyRead } from './scenarios.ts';
import { startTarget, type BenchTarget } from './setup.ts';

const REST_VS_GRAPHQL_TARGET = 0.85;
const GRAPHQL_VS_FLOOR_TARGET = 0.6;

interface Options extends LoadOptions {
  rounds: number;
  jsonFile: string | undefined;
  analyze: boolean;
}

function positive(name: string, raw: string, allowZero = false): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new Error(`--${name} expects a ${allowZero ? 'non-negative' : 'positive'} number, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      json: { type: 'string' },
      'no-analyze': { type: 'boolean', default: false },
    },
    strict: true,
  });
  return {
    durationSeconds: positive('duration', values.duration),
    rounds: Math.round(positive('rounds', values.rounds)),
    connections: Math.round(positive('connections', values.connections)),
    warmupSeconds: positive('warmup', values.warmup, true),
    jsonFile: values.json,
    analyze: !values['no-analyze'],
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** How this run was started: as typed (under npm, with the database variable) and as the process sees it. */
function commandLine(databaseUrl: string | undefined): { typed: string; process: string } {
  const args = process.argv.slice(2).map(shellQuote).join(' ');
  const env = databaseUrl ? `DATABASE_URL=${redact(databaseUrl)} ` : '';
  const typed = process.env['npm_lifecycle_event'] === 'bench' ? `npm run bench${args ? ` -- ${args}` : ''}` : `tsx bench/run.ts ${args}`.trim();
  return { typed: `${env}${typed}`, process: process.argv.map(shellQuote).join(' ') };
}

interface ReadReport {
  read: string;
  /** Per variant, the median of its rounds. */
  figures: Figures[];
  ratios: Ratio[];
  rounds: Figures[][];
}

function byVariant(figures: readonly Figures[], variant: Figures['variant']): Figures {
  const found = figures.find((f) => f.variant === variant);
  if (!found) throw new Error(`no figures for ${variant}`);
  return found;
}

async function main(): Promise<number> {
  const opts = options();
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  let target: BenchTarget | undefined;
  let floor: Floor | undefined;
  try {
    const inFlight = new InFlight();
    target = await startTarget({ databaseUrl, analyze: opts.analyze, inFlight });
    floor = await startFloor(target.database.prisma, inFlight);
    const probes = { statements: target.database.statements, inFlight };

    const command = commandLine(databaseUrl);
    console.log(`command:     ${command.typed}`);
    console.log(`process:     ${command.process}`);
    console.log(`database:    ${target.database.kind} (${target.database.description}), ${opts.analyze ? 'ANALYZEd after seeding' : 'never ANALYZEd (--no-analyze)'}`);
    console.log(`node:        ${process.version} (${process.platform}/${process.arch})`);
    // Anything else running on the machine skews every figure; the load average makes that visible.
    const loadAtStart = loadavg()[0] ?? 0;
    console.log(`machine:     ${availableParallelism()} CPUs, load average ${loadAtStart.toFixed(2)} (1 min) before measuring`);
    console.log(`duration:    ${opts.rounds} rounds of ${opts.durationSeconds}s per variant, warm-up ${opts.warmupSeconds}s before each, ${opts.connections} connections`);
    console.log(`vigil:       ${target.baseUrl}   floor: ${floor.baseUrl}`);

    const plan = reads({ vigilUrl: target.baseUrl, floorUrl: floor.baseUrl, apiKey: target.apiKey });
    for (const read of plan) await verifyRead(read);
    console.log('verified:    every endpoint answers 200 with the same customers\n');

    const reports: ReadReport[] = [];
    for (const read of plan) {
      const rounds: Figures[][] = [];
      for (let round = 0; round < opts.rounds; round++) {
        // Rotate the order so that no variant always runs first (or right after another).
        const order = read.requests.map((_, i) => read.requests[(i + round) % read.requests.length]!);
        const figures: Figures[] = [];
        for (const request of order) figures.push(await measure(request, opts, probes));
        rounds.push(figures);
      }
      const figures = read.requests.map((request) => combineRuns(rounds.map((r) => byVariant(r, request.variant))));
      const pairs = (numerator: Figures['variant'], denominator: Figures['variant']) =>
        rounds.map((r) => ({ numerator: byVariant(r, numerator), denominator: byVariant(r, denominator) }));
      const ratios = [
        medianRatio('REST/GraphQL', pairs('REST', 'GraphQL'), REST_VS_GRAPHQL_TARGET),
        medianRatio('GraphQL/floor', pairs('GraphQL', 'floor'), GRAPHQL_VS_FLOOR_TARGET),
      ];
      console.log(table(`${read.name}, median of ${opts.rounds} rounds`, figures));
      for (const line of [...ratios.map(ratioLine), ...warnings(figures)]) console.log(line);
      // The same comparison in main-thread CPU per request: what the throughput ratio tends to
      // on a CPU-bound server, without the time the thread waited for a CPU (steal, other load).
      for (const [costly, cheap] of [['REST', 'GraphQL'], ['GraphQL', 'floor']] as const) {
        const cpu = cpuRatio(byVariant(figures, costly), byVariant(figures, cheap));
        if (cpu !== null) console.log(`${costly}/${cheap} by main-thread CPU per request: ${cpu.toFixed(2)} (diagnostic: ${cheap} CPU ms/req over ${costly}'s)`);
      }
      console.log('');
      reports.push({ read: read.name, figures, ratios, rounds });
    }

    const loadAtEnd = loadavg()[0] ?? 0;
    console.log(`machine:     load average ${loadAtEnd.toFixed(2)} (1 min) after measuring`);

    if (opts.jsonFile) {
      const document = {
        command,
        database: target.database.kind,
        analyzed: opts.analyze,
        node: process.version,
        cpus: availableParallelism(),
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        durationSeconds: opts.durationSeconds,
        rounds: opts.rounds,
        warmupSeconds: opts.warmupSeconds,
        connections: opts.connections,
        reads: reports,
      };
      writeFileSync(opts.jsonFile, `${JSON.stringify(document, null, 2)}\n`);
      console.log(`figures written to ${opts.jsonFile}`);
    }
    return 0;
  } finally {
    await floor?.app.close();
    await target?.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? `bench failed: ${error.message}` : error);
    process.exitCode = 1;
  },
);

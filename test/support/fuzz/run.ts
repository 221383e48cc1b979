// One fuzz run: malformed requests for every REST route and every GraphQL
// root field, each answer judged by checks.ts, refused writes checked
// against a row-count snapshot. The transport is the caller's (Fastify's
// inject in the test, HTTP in the long run), so the same run serves both.
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import type { SqlRunner } from '../../../src/db/sql.ts';
import { graphqlProblems, restProblems, sentTexts, collectStrings, type Answer } from './checks.ts';
import { fuzzRootFields, graphqlCase, type GraphQLCase } from './graphql-cases.ts';
import { fuzzRoutes, restCase, type RestCase } from './rest-cases.ts';
import { countChanges, rowCounts, tablesToCount, type RowCounts } from './row-counts.ts';

export interface FuzzTransport {
  rest(c: RestCase): Promise<Answer>;
  graphql(c: GraphQLCase): Promise<Answer>;
}

export interface FuzzOptions {
  schema: GraphQLSchema;
  sql: SqlRunner;
  transport: FuzzTransport;
  seed: number;
  /** Runs per REST route and per GraphQL root field. */
  runsPerRoute: number;
  runsPerField: number;
  /** Called with each finding (fast-check stops at the first failure of a property and shrinks it). */
  log?: (line: string) => void;
}

export interface FuzzReport {
  restRoutes: number;
  restRequests: number;
  refusedWrites: number;
  graphqlFields: number;
  graphqlRequests: number;
  statuses: Record<string, number>;
  /** Fastify's own answers tolerated until `edges` is merged (see checks.ts). */
  failures: string[];
}

const WRITES = new Set(['POST', 'PUT', 'DELETE']);

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { schema, sql, transport, seed } = options;
  const tables = await tablesToCount(sql);
  let counts: RowCounts = await rowCounts(sql, tables);
  const report: FuzzReport = { restRoutes: 0, restRequests: 0, refusedWrites: 0, graphqlFields: 0, graphqlRequests: 0, statuses: {}, failures: [] };
  const tally = (status: number) => (report.statuses[status] = (report.statuses[status] ?? 0) + 1);

  for (const route of fuzzRoutes(schema)) {
    report.restRoutes += 1;
    const property = fc.asyncProperty(restCase(route), async (c) => {
      const answer = await transport.rest(c);
      report.restRequests += 1;
      tally(answer.status);
      const problems = restProblems(answer, sentTexts(c.url, c.body));
      if (WRITES.has(c.method)) {
        const after = await rowCounts(sql, tables);
        if (answer.status >= 400) {
          report.refusedWrites += 1;
          problems.push(...countChanges(counts, after).map((change) => `stored though refused: ${change}`));
        }
        counts = after;
      }
      if (problems.length > 0) throw new Error(`${c.method} ${c.url.slice(0, 300)} as ${c.caller} body ${(c.body ?? '').slice(0, 300)} -> ${answer.status} ${answer.text.slice(0, 300)}: ${problems.join('; ')}`);
      return true;
    });
    const result = await fc.check(property, { seed: seed + report.restRoutes, numRuns: options.runsPerRoute, endOnFailure: true });
    if (result.failed) {
      const line = `${route.method} ${route.path}: ${String((result.errorInstance as Error | undefined)?.message ?? result.failed)}`;
      report.failures.push(line);
      options.log?.(line);
    }
  }

  for (const root of fuzzRootFields(schema)) {
    report.graphqlFields += 1;
    const property = fc.asyncProperty(graphqlCase(root), async (c) => {
      const answer = await transport.graphql(c);
      report.graphqlRequests += 1;
      const sent: string[] = [];
      collectStrings(c.variables, sent);
      const problems = graphqlProblems(answer, sent.sort((a, b) => b.length - a.length));
      if (root.operation === 'mutation') {
        const after = await rowCounts(sql, tables);
        const body = answer.body as { data?: Record<string, unknown> | null; errors?: unknown[] } | null;
        const refused = !!body?.errors?.length && (body.data?.[root.field.name] ?? null) === null;
        if (refused) problems.push(...countChanges(counts, after).map((change) => `stored though refused: ${change}`));
        counts = after;
      }
      if (problems.length > 0) throw new Error(`${c.query} as ${c.caller} variables ${JSON.stringify(c.variables).slice(0, 300)} -> ${answer.status} ${answer.text.slice(0, 300)}: ${problems.join('; ')}`);
      return true;
    });
    const result = await fc.check(property, { seed: seed + 1000 + report.graphqlFields, numRuns: options.runsPerField, endOnFailure: true });
    if (result.failed) {
      const line = `${root.operation} ${root.field.name}: ${String((result.errorInstance as Error | undefined)?.message ?? result.failed)}`;
      report.failures.push(line);
      options.log?.(line);
    }
  }
  return report;
}

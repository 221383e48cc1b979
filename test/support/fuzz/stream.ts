// An endless, reproducible stream of malformed requests over every REST route
// and GraphQL root field (the memory soak's load): batches drawn with
// fast-check from a seed, REST four times in five.
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { anyGraphQLCase, fuzzRootFields, type GraphQLCase } from './graphql-cases.ts';
import { anyRestCase, fuzzRoutes, type RestCase } from './rest-cases.ts';

export type StreamCase = { kind: 'rest'; rest: RestCase } | { kind: 'graphql'; graphql: GraphQLCase };

const BATCH = 250;

/**
 * `searchWeight`: how often, beside REST's 4 and GraphQL's 1, a request goes
 * to a route whose body takes lists (the POST searches), where well-formed
 * lists of every length reach the database as new shapes of query: where
 * issue 17 saw the memory go.
 */
export function* fuzzStream(schema: GraphQLSchema, seed: number, searchWeight = 2): Generator<StreamCase> {
  const routes = fuzzRoutes(schema);
  const searches = routes.filter((r) => r.method === 'POST' && r.bodyFields.some((f) => f.plausible));
  const anyCase: fc.Arbitrary<StreamCase> = fc.oneof(
    { weight: 4, arbitrary: anyRestCase(routes).map((rest) => ({ kind: 'rest' as const, rest })) },
    { weight: 1, arbitrary: anyGraphQLCase(fuzzRootFields(schema)).map((graphql) => ({ kind: 'graphql' as const, graphql })) },
    ...(searchWeight > 0 && searches.length > 0 ? [{ weight: searchWeight, arbitrary: anyRestCase(searches).map((rest) => ({ kind: 'rest' as const, rest })) }] : []),
  );
  for (let batch = 0; ; batch += 1) yield* fc.sample(anyCase, { seed: seed + batch, numRuns: BATCH });
}

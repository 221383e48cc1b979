// An endless, reproducible stream of malformed requests over every REST route
// and GraphQL root field (the memory soak's load): batches drawn with
// fast-check from a seed, REST four times in five.
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { anyGraphQLCase, fuzzRootFields, type GraphQLCase } from './graphql-cases.ts';
import { anyRestCase, fuzzRoutes, type RestCase } from './rest-cases.ts';

export type StreamCase = { kind: 'rest'; rest: RestCase } | { kind: 'graphql'; graphql: GraphQLCase };

const BATCH = 250;

export function* fuzzStream(schema: GraphQLSchema, seed: number): Generator<StreamCase> {
  const anyCase: fc.Arbitrary<StreamCase> = fc.oneof(
    { weight: 4, arbitrary: anyRestCase(fuzzRoutes(schema)).map((rest) => ({ kind: 'rest' as const, rest })) },
    { weight: 1, arbitrary: anyGraphQLCase(fuzzRootFields(schema)).map((graphql) => ({ kind: 'graphql' as const, graphql })) },
  );
  for (let batch = 0; ; batch += 1) yield* fc.sample(anyCase, { seed: seed + batch, numRuns: BATCH });
}

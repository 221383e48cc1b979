// A document's answer whichever executor runs it: Vigil runs a document with
// graphql-js the first time and compiled by graphql-jit from the second run
// on (src/graphql/), so a test that must hold for both runs it three times.
import { expect } from 'vitest';
import type { Response, TestApp } from './app.ts';

/** The body without what differs from run to run (error timestamps). */
const withoutTimestamps = (body: unknown) => JSON.parse(JSON.stringify(body, (k, v) => (k === 'timestamp' ? 0 : v)));

/** The answer of three runs (graphql-js first, graphql-jit after), checked equal apart from timestamps. */
export async function answerOfEveryExecutor(t: TestApp, query: string, variables: Record<string, unknown> = {}, as = 'admin'): Promise<Response> {
  const first = await t.graphql(query, variables, { as });
  for (let run = 0; run < 2; run += 1) {
    const later = await t.graphql(query, variables, { as });
    expect(withoutTimestamps(later.body), `run ${run + 2} of ${query}`).toEqual(withoutTimestamps(first.body));
  }
  return first;
}

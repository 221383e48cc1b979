// A document's first run goes through graphql-js, later runs through graphql-jit
// (src/graphql/jit-when-repeated.ts). A client must read the same answer every
// time, byte for byte apart from timestamps: errors first, each with its
// locations (src/graphql/error-policy.ts `withPositions`), several invalid
// fields one error each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const stamped = (text: string) => text.replace(/"timestamp":\d+/g, '"timestamp":0');

async function threeRuns(query: string, variables: Record<string, unknown> = {}) {
  const texts: string[] = [];
  for (let i = 0; i < 3; i += 1) texts.push(stamped((await t.graphql(query, variables, { as: 'acme-admin' })).text));
  return texts;
}

describe('the same answer from graphql-js and graphql-jit', () => {
  it.each([
    ['a root field not found beside one that answers', '{ jitA: customer(ref: { shortName: "nope" }) { shortName } currentUser { shortName } }', {}, [{ line: 1, column: 3 }]],
    [
      'an error on a later line, in a fragment',
      'query JitB {\n  currentUser { shortName }\n  ...F\n}\nfragment F on Query {\n  customer(ref: { shortName: "globex" }) { shortName }\n}',
      {},
      [{ line: 6, column: 3 }],
    ],
    [
      'several invalid fields of one mutation',
      'mutation JitC($input: AddUserInput!) {\n  addUser(input: $input) { user { shortName } }\n}',
      { input: { shortName: 'jit-probe', name: 'J', email: 'not-an-email', language: 'english' } },
      [{ line: 2, column: 3 }, { line: 2, column: 3 }, { line: 2, column: 3 }],
    ],
  ])('%s', async (_name, query, variables, locations) => {
    const [first, second, third] = await threeRuns(query, variables);
    expect(second).toBe(first);
    expect(third).toBe(first);
    const body = JSON.parse(first!) as { errors: { locations: unknown }[] };
    // Errors come first, as graphql-js writes them.
    expect(first!.startsWith('{"errors":[')).toBe(true);
    expect(body.errors.map((e) => e.locations)).toEqual(locations.map((l) => [l]));
  });
});

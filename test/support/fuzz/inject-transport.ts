// The fuzz transport of the test suite: Fastify's inject on the test app.
import type { TestApp } from '../app.ts';
import type { FuzzTransport } from './run.ts';

export function injectTransport(t: TestApp): FuzzTransport {
  const as = (caller: string) => (caller === 'anonymous' ? undefined : caller);
  return {
    rest: (c) =>
      t.request(c.method, c.url, {
        as: as(c.caller),
        ...(c.body !== undefined ? { payload: c.body } : {}),
        ...(c.contentType ? { headers: { 'content-type': c.contentType } } : {}),
      }),
    graphql: (c) => t.request('POST', '/graphql', { as: as(c.caller), body: { query: c.query, variables: c.variables } }),
  };
}

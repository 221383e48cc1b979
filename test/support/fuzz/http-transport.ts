// The fuzz transport over real HTTP (the long run and the memory soak): the
// same cases, sent with fetch to a listening server with the demo users' keys.
import type { Answer } from './checks.ts';
import type { GraphQLCase } from './graphql-cases.ts';
import type { RestCase } from './rest-cases.ts';
import type { FuzzTransport } from './run.ts';

export function httpTransport(baseUrl: string, keys: Record<string, string>): FuzzTransport {
  const keyHeader = (caller: string): Record<string, string> => {
    if (caller === 'anonymous') return {};
    const key = keys[caller];
    if (!key) throw new Error(`no key for the demo user ${caller}`);
    return { 'service-api-key': key };
  };
  const answer = async (response: Response): Promise<Answer> => {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, text };
  };
  return {
    async rest(c: RestCase) {
      const headers = { ...keyHeader(c.caller), ...(c.contentType ? { 'content-type': c.contentType } : {}) };
      return answer(await fetch(`${baseUrl}${c.url}`, { method: c.method, headers, ...(c.body !== undefined ? { body: c.body } : {}) }));
    },
    async graphql(c: GraphQLCase) {
      const headers = { ...keyHeader(c.caller), 'content-type': 'application/json' };
      return answer(await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: c.query, variables: c.variables }) }));
    },
  };
}

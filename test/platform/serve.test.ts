// `vigil serve` on a real port: the first start prints a one-time admin key,
// and SIGTERM stops accepting, finishes in-flight requests, then exits.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useCliTarget } from '../support/cli.ts';
import { serve as serveVigil, type Running } from '../support/serve.ts';

const cli = useCliTarget();

function serve(): Promise<Running> {
  return serveVigil(cli().env);
}

describe('vigil serve', () => {
  it('creates the operator and admin on first start, prints the admin key once, and answers with it', async () => {
    const first = await serve();
    try {
      const key = /shown ONCE.*\n\n\s+(\d+\/\d+\/\S+)\n/.exec(first.stdout())?.[1];
      expect(key).toBeDefined();
      const me = await fetch(`${first.url}/currentuser/v1/user`, { headers: { 'Service-API-Key': key! } });
      expect(me.status).toBe(200);
      expect((await me.json()).data).toMatchObject({ shortName: 'admin', customer: { shortName: 'operator' } });
      const graphiql = await fetch(`${first.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(graphiql.status).toBe(200);
      expect(graphiql.headers.get('content-type')).toContain('text/html');
      // Read it all: an unread response is a request in flight, which shutdown would wait for.
      expect(await graphiql.text()).toContain('Vigil GraphiQL');
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    const second = await serve();
    try {
      expect(second.stdout()).not.toContain('shown ONCE');
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', async () => {
    const server = await serve();
    const body = JSON.stringify({ query: '{ __typename }' });
    const { hostname, port } = new URL(server.url);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ hostname, port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      // Half the body now: the request is in flight until the rest arrives.
      req.write(body.slice(0, 5));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(async () => {
          await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
          req.end(body.slice(5));
        }, 700);
      }, 300);
    });
    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toEqual({ data: { __typename: 'Query' } });
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toMatch(/shutting down: finishing in-flight requests/);
    expect(server.stdout()).toMatch(/"msg":"stopped"/);
  });
});

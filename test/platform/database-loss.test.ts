// PostgreSQL out of reach: requests answer 503 with a message (not 500
// internal.error), /readyz fails, and Vigil recovers by itself when the
// database is back (issue 17, item 9). The database is reached through a
// small TCP proxy the test cuts and restores. PostgreSQL only: PGlite runs
// inside Vigil's process and cannot be cut off from it.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { buildServer } from '../../app/server.ts';
import type { FastifyInstance } from 'fastify';
import { adminUrl } from '../support/databases.ts';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

class CuttableProxy {
  private readonly sockets = new Set<Socket>();
  private cut = false;
  readonly server: Server;
  constructor(target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (this.cut) {
        client.destroy();
        return;
      }
      const upstream = connect(target.port, target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }
  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }
  /** Every open connection dropped, new ones refused. */
  sever(): void {
    this.cut = true;
    for (const s of this.sockets) s.destroy();
  }
  restore(): void {
    this.cut = false;
  }
  close(): Promise<void> {
    this.sever();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const onPostgres = Boolean(adminUrl());

describe.skipIf(!onPostgres)('PostgreSQL out of reach (PostgreSQL only: PGlite is inside the process and cannot be cut off)', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await startTestApp();
    const real = new URL(t.databaseUrl!);
    proxy = new CuttableProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const port = await proxy.listen();
    const proxied = new URL(real);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    database = await openDatabase({ kind: 'postgres', url: proxied.toString(), poolSize: 3, schema: undefined });
    ({ app } = await buildServer({ config: t.config, database }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.close().catch(() => undefined);
    await t?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'service-api-key': t.keys['admin']! } });
  const graphql = (query: string) =>
    app.inject({ method: 'POST', url: '/graphql', headers: { 'service-api-key': t.keys['admin']!, 'content-type': 'application/json' }, payload: JSON.stringify({ query }) });

  it('answers 503 with a message while the database is unreachable, and recovers by itself', async () => {
    expect((await get('/customers/v1/customer')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);

    proxy.sever();

    const rest = await get('/customers/v1/customer');
    expect(rest.statusCode).toBe(503);
    const body = JSON.parse(rest.body);
    expect(body).toMatchObject({ responseCode: 503, data: null });
    expect(envelopeError({ status: 503, headers: {}, body, text: rest.body })).toMatchObject({ messageTemplate: 'database.unavailable', type: 'ACTION_ERROR' });
    expect(rest.body).not.toMatch(/internal\.error|ECONN|prisma/i);
    expect(rest.headers['retry-after']).toBe('5');

    const gql = await graphql('{ customers { totalCount } }');
    const errors = JSON.parse(gql.body).errors;
    expect(errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageTemplate: 'database.unavailable' });

    expect((await get('/readyz')).statusCode).toBe(503);

    proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 200; attempt += 1) {
      status = (await get('/customers/v1/customer')).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
    expect(JSON.parse((await graphql('{ customers { totalCount } }')).body).data.customers.totalCount).toBeGreaterThan(0);
  });
});

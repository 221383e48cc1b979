// The composition root: Vigil's whole server is the GraphQL server of src/
// with the REST compatibility layer in front of it. Only this module (and the
// entry points here) knows both; src/ never imports rest-compat/.
import { registerRestRoutes } from '../rest-compat/register.ts';
import { buildHttpServer, type ServerOptions, type VigilServer } from '../src/server.ts';

export type { ServerOptions, VigilServer } from '../src/server.ts';

/** Builds (without listening) the server `vigil serve` runs: /graphql, probes, metrics and the REST routes. */
export function buildServer(options: ServerOptions): Promise<VigilServer> {
  return buildHttpServer(options, [(app, yoga, schema) => registerRestRoutes(app, yoga, schema)]);
}

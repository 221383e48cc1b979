// Prometheus metrics: request counts and latencies per route, and per GraphQL
// operation (whether it came through /graphql or a REST route). Each app has
// its own registry, so several apps in one process (tests) do not collide.
// Every label takes values from a set Vigil fixes (route patterns, the REST
// layer's own documents, the schema's root fields), never from what a client
// names: a client-chosen label would let any caller create series without end.
import type { Plugin } from '@envelop/core';
import type { FastifyInstance } from 'fastify';
import { getOperationAST, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RequestContext } from '../context.ts';
import type { StatementCounter } from '../db/statement-counter.ts';
import { NotFoundError } from '../errors.ts';
import { sendError } from './error-handler.ts';
import type { metricsAccess } from './metrics-access.ts';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type HttpLabels = 'method' | 'route' | 'status';

export interface Metrics {
  registry: Registry;
  /** Envelop plugin recording GraphQL operations. */
  plugin: Plugin<RequestContext>;
  httpRequests: Counter<HttpLabels>;
  httpDuration: Histogram<HttpLabels>;
  /** /graphql requests by the way they were answered: `direct` (src/http/graphql-direct.ts) or `yoga`. */
  graphqlAnswers: Counter<'path'>;
}

export function createMetrics(statements: StatementCounter): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'vigil_' });

  const httpRequests = new Counter({
    name: 'vigil_http_requests_total',
    help: 'HTTP requests by method, route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'vigil_http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const operations = new Counter({
    name: 'vigil_graphql_operations_total',
    help: 'GraphQL operations executed, by operation (REST: the route\'s document; /graphql: the root field, "multiple" for several), type, transport (graphql or rest) and outcome.',
    labelNames: ['operation', 'type', 'transport', 'outcome'] as const,
    registers: [registry],
  });
  const operationDuration = new Histogram({
    name: 'vigil_graphql_operation_duration_seconds',
    help: 'GraphQL execution latency by operation (as in vigil_graphql_operations_total), type and transport.',
    labelNames: ['operation', 'type', 'transport'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const graphqlAnswers = new Counter({
    name: 'vigil_graphql_http_answers_total',
    help: '/graphql requests by how they were answered: direct (plain JSON POSTs, without Yoga\'s Fetch bridge) or yoga.',
    labelNames: ['path'] as const,
    registers: [registry],
  });
  new Counter({
    name: 'vigil_db_statements_total',
    help: 'SQL statements sent to the database.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(statements.total);
    },
  });

  const plugin: Plugin<RequestContext> = {
    onExecute({ args }) {
      const started = process.hrtime.bigint();
      const operation = getOperationAST(args.document as DocumentNode, args.operationName ?? undefined);
      const labels = {
        operation: operationLabel(operation, args.contextValue.transport),
        type: operation?.operation ?? 'unknown',
        transport: args.contextValue.transport,
      };
      return {
        onExecuteDone({ result }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          operationDuration.observe(labels, seconds);
          operations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
  };

  return { registry, plugin, httpRequests, httpDuration, graphqlAnswers };
}

/**
 * The operation label. REST runs Vigil's own documents: their names are a set
 * fixed by the route table. On /graphql the client names its operation
 * freely, so the label is what it asks for instead: its root field (a name the
 * schema fixes, and validation has checked), "multiple" when it asks several.
 */
function operationLabel(operation: OperationDefinitionNode | null | undefined, transport: string): string {
  if (!operation) return 'unknown';
  if (transport === 'rest') return operation.name?.value ?? 'anonymous';
  const roots = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD) roots.add(selection.name.value);
    else return 'multiple'; // fragments at the root
  }
  if (roots.size === 1) return [...roots][0]!;
  return roots.size === 0 ? 'unknown' : 'multiple';
}

export function registerMetrics(app: FastifyInstance, metrics: Metrics, allowed: ReturnType<typeof metricsAccess>): void {
  const { httpRequests, httpDuration } = metrics;
  // onResponse sees every request, including 404s and errors.
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The route pattern, never the raw URL: ids in paths would explode the label set.
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    // Closed: the same answer as a path that does not exist.
    if (!allowed(request)) {
      const error = new NotFoundError('Endpoint', `${request.method} /metrics`, 'endpoint.not.found');
      return sendError(request, reply, 404, error, error.message);
    }
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

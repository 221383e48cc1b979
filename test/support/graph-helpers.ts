// What the GraphQL edge suites do again and again against their app: a caller
// holding given functions, an answer without errors, an answer with one error
// (its code, field and path), and the statements one request sends.
import { expect } from 'vitest';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { grant } from '../../src/domains/identity/grants.ts';
import type { TestApp } from './app.ts';
import { requestStatements } from './statements.ts';

/** The helpers, bound to the suite's app (read when called: the app starts in beforeAll). */
export function graphHelpers(app: () => TestApp) {
  const customer = (shortName: string) => app().database.prisma.customer.findUniqueOrThrow({ where: { shortName } });

  /** A user of `on` holding each function there, and its API key. */
  async function keyWith(shortName: string, on: string, functions: string[]): Promise<string> {
    const t = app();
    const c = await customer(on);
    const row = await t.database.prisma.user.create({ data: { shortName, name: shortName, customerId: c.id, domainId: c.domainId } });
    for (const functionName of functions) await grant(t.database.prisma, { subject: { userId: row.id }, functionName, customerId: c.id });
    return (await issueApiKey(t.database.prisma, t.config, { userId: row.id })).key;
  }

  /** The data of an answer that must hold no error. */
  async function ok(query: string, as: string, variables: Record<string, unknown> = {}) {
    const res = await app().graphql(query, variables, { as });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  }

  /** The one error of an answer: its code, field and path, and the data beside it. */
  async function refused(query: string, as: string, variables: Record<string, unknown> = {}) {
    const res = await app().graphql(query, variables, { as });
    expect(res.body.errors).toHaveLength(1);
    const [error] = res.body.errors;
    return { code: error.extensions.code, field: error.extensions.field ?? null, path: (error.path ?? []).join('.'), data: res.body.data };
  }

  /** The statements of a request (warm first: a key's first use loads what later ones keep). */
  async function statementsOf(work: () => Promise<{ status: number; body: any }>) {
    await work();
    const { result, statements } = await app().database.statements.capture(work);
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    const sent = requestStatements(statements);
    return { body: result.body, statements: sent, count: sent.length };
  }

  return { customer, keyWith, ok, refused, statementsOf };
}

// A raw statement that breaks a constraint (a set-based write racing a delete)
// answers as the same write through Prisma's client does: a CONSTRAINT error,
// not a server fault. The shape of the raw failure is the database adapter's
// (P2010 with the constraint's kind), read here from the real database.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainErrorFromPrisma } from '../../src/graphql/prisma-errors.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function failureOf(statement: string, ...values: unknown[]): Promise<unknown> {
  try {
    await t.database.prisma.$executeRawUnsafe(statement, ...values);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('constraint violations of raw statements', () => {
  it('a missing referenced row is CONSTRAINT constraint.reference, as P2003 is', async () => {
    const error = await failureOf(
      'INSERT INTO case_field_binding (id, policy_id, descriptor_id) SELECT b.id, $1::uuid, b.d FROM unnest($2::uuid[], $3::uuid[]) AS b(id, d)',
      randomUUID(),
      [randomUUID()],
      [randomUUID()],
    );
    expect((error as { code?: string }).code).toBe('P2010');
    expect(domainErrorFromPrisma(error)?.extensions).toMatchObject({ code: 'CONSTRAINT', messageTemplate: 'constraint.reference' });
  });

  it('a duplicate key is CONSTRAINT constraint.unique, as P2002 is', async () => {
    const customer = await t.database.prisma.customer.findFirstOrThrow({ select: { shortName: true, domainId: true } });
    const error = await failureOf('INSERT INTO customer (short_name, name, domain_id) VALUES ($1, $1, $2)', customer.shortName, customer.domainId);
    const mapped = domainErrorFromPrisma(error);
    expect(mapped?.extensions).toMatchObject({ code: 'CONSTRAINT', messageTemplate: 'constraint.unique' });
    expect(mapped?.message).not.toContain('undefined');
  });

  it('another failure of a raw statement is not taken for a constraint', async () => {
    const error = await failureOf('SELECT * FROM no_such_table');
    expect(domainErrorFromPrisma(error)).toBeNull();
  });
});

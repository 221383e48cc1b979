// Test helpers of the sensors area: users holding exactly the functions a
// test names, on a demo customer, and their keys.
import { expect } from 'vitest';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { grant } from '../../src/domains/identity/grants.ts';
import { envelopeError, type Response, type TestApp } from '../support/app.ts';

let counter = 0;

/** A fresh user of `customer` holding exactly `functions` on it; returns its API key. */
export async function userWith(t: TestApp, functions: readonly string[], customer = 'acme'): Promise<string> {
  const c = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: customer } });
  counter += 1;
  const user = await t.database.prisma.user.create({
    data: { shortName: `sensors-test-${process.pid}-${counter}`, name: `Sensors test ${counter}`, customerId: c.id, domainId: c.domainId },
  });
  for (const functionName of functions) await grant(t.database.prisma, { subject: { userId: user.id }, functionName, customerId: c.id });
  return (await issueApiKey(t.database.prisma, t.config, { userId: user.id })).key;
}

export function expectFieldError(res: Response, field: string, status = 412) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ responseCode: status, data: null });
  expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
}

export function expectActionError(res: Response, status: number, template?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ responseCode: status, data: null });
  expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', field: null, ...(template ? { messageTemplate: template } : {}) });
}

export function expectOk(res: Response, status = 200) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.responseCode).toBe(status);
  expect(res.body.messages).toBeUndefined();
  return res.body.data;
}

// Shared set-up of the cases tests: extra users with keys, cases made
// directly in the database (set-up only; every assertion goes over HTTP).
import { grant } from '../../src/domains/identity/grants.ts';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import type { TestApp } from '../support/app.ts';

export async function customer(t: TestApp, shortName: string) {
  return t.database.prisma.customer.findUniqueOrThrow({ where: { shortName } });
}

export async function user(t: TestApp, shortName: string) {
  return t.database.prisma.user.findUniqueOrThrow({ where: { shortName } });
}

/** A user of a customer with the given grants (on that customer), and its API key. */
export async function userWithKey(t: TestApp, shortName: string, customerShortName: string, roles: string[] = []): Promise<{ id: number; key: string }> {
  const c = await customer(t, customerShortName);
  const row = await t.database.prisma.user.create({ data: { shortName, name: shortName, customerId: c.id, domainId: c.domainId } });
  for (const role of roles) await grant(t.database.prisma, { subject: { userId: row.id }, functionName: role, customerId: c.id });
  const { key } = await issueApiKey(t.database.prisma, t.config, { userId: row.id });
  return { id: row.id, key };
}

export async function makeCase(
  t: TestApp,
  o: { customer: string; service: string; reporterId: number; accessMode?: string; subject?: string; status?: string },
): Promise<number> {
  const c = await customer(t, o.customer);
  const s = await t.database.prisma.caseService.findUniqueOrThrow({ where: { shortName: o.service } });
  const row = await t.database.prisma.case.create({
    data: {
      customerId: c.id,
      serviceId: s.id,
      subject: o.subject ?? 'test case',
      type: 'securityIncident',
      status: o.status ?? 'pendingSoc',
      priority: 'medium',
      accessMode: o.accessMode ?? 'roleBased',
      reporterId: o.reporterId,
    },
  });
  return row.id;
}

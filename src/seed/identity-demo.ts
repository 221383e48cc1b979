// The platform's demo data: customers and users (a fixed contract the areas
// extend). Adds what is missing and touches nothing that exists.
import { PLATFORM_FUNCTIONS as F } from '../auth/functions.ts';
import { grant } from '../domains/identity/grants.ts';
import type { DemoContext, DemoSeeder, Tx } from './demo-context.ts';

/** Password of every demo user, for trying the login flow. Demo data only. */
export const DEMO_PASSWORD = 'vigil-demo';

interface DemoCustomer {
  shortName: string;
  name: string;
  parent: string | null;
}

interface DemoUser {
  shortName: string;
  name: string;
  customer: string;
  email: string;
  /** Role and the customer it is granted on. */
  grants: { role: string; customer: string }[];
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  { shortName: 'acme', name: 'ACME Corporation', parent: 'operator' },
  { shortName: 'acme-emea', name: 'ACME EMEA', parent: 'acme' },
  { shortName: 'globex', name: 'Globex Inc.', parent: 'operator' },
];

export const DEMO_USERS: DemoUser[] = [
  { shortName: 'admin', name: 'Administrator', customer: 'operator', email: 'admin@operator.example', grants: [{ role: F.systemAdministrator, customer: 'operator' }] },
  { shortName: 'analyst', name: 'Ana Lyst', customer: 'operator', email: 'analyst@operator.example', grants: [{ role: F.mssAnalyst, customer: 'operator' }] },
  { shortName: 'acme-admin', name: 'ACME Administrator', customer: 'acme', email: 'admin@acme.example', grants: [{ role: F.customerAdministrator, customer: 'acme' }] },
  { shortName: 'acme-user', name: 'ACME User', customer: 'acme', email: 'user@acme.example', grants: [{ role: F.standardUser, customer: 'acme' }] },
  { shortName: 'globex-user', name: 'Globex User', customer: 'globex', email: 'user@globex.example', grants: [{ role: F.standardUser, customer: 'globex' }] },
];

export function identityDemoSeeder(passwordHash: string): DemoSeeder {
  return {
    name: 'customers and users',
    async run(tx: Tx, ctx: DemoContext, progress) {
      const total = DEMO_CUSTOMERS.length + DEMO_USERS.length;
      let done = 0;
      // The operator's short name is configurable; the demo calls it `operator`.
      const operator = await tx.customer.findUniqueOrThrow({ where: { shortName: ctx.config.bootstrap.operatorShortName } });
      ctx.customers.set('operator', { id: operator.id, domainId: operator.domainId });

      for (const c of DEMO_CUSTOMERS) {
        let row = await tx.customer.findUnique({ where: { shortName: c.shortName } });
        if (!row) {
          const parent = c.parent ? ctx.customers.get(c.parent) : undefined;
          row = await tx.customer.create({
            data: { shortName: c.shortName, name: c.name, domainId: operator.domainId, parentId: parent?.id ?? null },
          });
        }
        ctx.customers.set(c.shortName, { id: row.id, domainId: row.domainId });
        progress(++done, total);
      }

      for (const u of DEMO_USERS) {
        const customer = ctx.customers.get(u.customer)!;
        let row = await tx.user.findUnique({ where: { shortName: u.shortName } });
        if (!row) {
          row = await tx.user.create({
            data: { shortName: u.shortName, name: u.name, customerId: customer.id, domainId: customer.domainId, email: u.email, passwordHash },
          });
        } else if (!row.passwordHash) {
          // The bootstrap admin has no password; the demo gives it one so the login flow can be tried.
          row = await tx.user.update({ where: { id: row.id }, data: { passwordHash } });
        }
        for (const g of u.grants) {
          await grant(tx, { subject: { userId: row.id }, functionName: g.role, customerId: ctx.customers.get(g.customer)!.id });
        }
        ctx.users.set(u.shortName, { id: row.id, customerId: row.customerId });
        progress(++done, total);
      }
    },
  };
}

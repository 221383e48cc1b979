// Demo groups. Their grants only repeat what the members already hold on
// their own (so other areas' demo permission matrices do not change), but
// they make the group endpoints, nesting and inherited permissions tryable.
// Idempotent: a group that exists is left as it is (members included).
import { PLATFORM_FUNCTIONS as P } from '../auth/functions.ts';
import { grant } from '../domains/identity/grants.ts';
import type { DemoSeeder } from './demo-context.ts';

interface DemoGroup {
  shortName: string;
  name: string;
  customer: string;
  users: string[];
  groups: string[];
  grants: { role: string; customer: string }[];
}

// Nested groups come after the groups they contain.
export const DEMO_GROUPS: DemoGroup[] = [
  { shortName: 'acme-emea-team', name: 'ACME EMEA team', customer: 'acme-emea', users: [], groups: [], grants: [] },
  { shortName: 'acme-staff', name: 'ACME staff', customer: 'acme', users: ['acme-admin', 'acme-user'], groups: ['acme-emea-team'], grants: [{ role: P.standardUser, customer: 'acme' }] },
  { shortName: 'globex-staff', name: 'Globex staff', customer: 'globex', users: ['globex-user'], groups: [], grants: [{ role: P.standardUser, customer: 'globex' }] },
  { shortName: 'mss-analysts', name: 'MSS analysts', customer: 'operator', users: ['analyst'], groups: [], grants: [{ role: P.mssAnalyst, customer: 'operator' }] },
];

export const userAdminDemoSeeder: DemoSeeder = {
  name: 'groups',
  async run(tx, ctx, progress) {
    const ids = new Map<string, number>();
    let done = 0;
    for (const g of DEMO_GROUPS) {
      const customer = ctx.customers.get(g.customer)!;
      const existing = await tx.group.findUnique({ where: { shortName: g.shortName }, select: { id: true } });
      if (existing) {
        ids.set(g.shortName, existing.id);
      } else {
        const row = await tx.group.create({ data: { shortName: g.shortName, name: g.name, customerId: customer.id }, select: { id: true } });
        ids.set(g.shortName, row.id);
        await tx.groupMember.createMany({
          data: [
            ...g.users.map((u) => ({ groupId: row.id, userId: ctx.users.get(u)!.id })),
            ...g.groups.map((m) => ({ groupId: row.id, memberGroupId: ids.get(m)! })),
          ],
          skipDuplicates: true,
        });
        for (const grantSpec of g.grants) {
          await grant(tx, { subject: { groupId: row.id }, functionName: grantSpec.role, customerId: ctx.customers.get(grantSpec.customer)!.id });
        }
      }
      progress(++done, DEMO_GROUPS.length);
    }
  },
};

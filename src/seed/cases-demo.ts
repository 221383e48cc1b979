// Demo data of the cases area (issue #8): services support and monitoring
// (acme, acme-emea and globex subscribe), the analyst holds both tech roles
// for every customer, acme-user and globex-user the write role for their own
// customer (acme-admin is case administrator of acme through
// CUSTOMER-ADMINISTRATOR), and a few cases per customer in each access mode.
import { grant } from '../domains/identity/grants.ts';
import { createRoles } from '../domains/cases/services.ts';
import type { AccessMode, CasePriority, CaseStatus, CaseTypeValue } from '../domains/cases/enums.ts';
import type { DemoContext, DemoSeeder, Tx } from './demo-context.ts';

const SERVICES = [
  { shortName: 'support', name: 'Support' },
  { shortName: 'monitoring', name: 'Security monitoring' },
];
const SUBSCRIBERS = ['acme', 'acme-emea', 'globex'];

interface DemoCase {
  customer: string;
  service: string;
  reporter: string;
  subject: string;
  type: CaseTypeValue;
  status: CaseStatus;
  priority: CasePriority;
  accessMode: AccessMode;
}

const CASES: DemoCase[] = [
  { customer: 'acme', service: 'monitoring', reporter: 'analyst', subject: 'Suspicious logins from unusual locations', type: 'securityIncident', status: 'pendingCustomer', priority: 'high', accessMode: 'roleBased' },
  { customer: 'acme', service: 'support', reporter: 'acme-user', subject: 'Dashboard is slow', type: 'operationalIncident', status: 'pendingSoc', priority: 'low', accessMode: 'roleBased' },
  { customer: 'acme', service: 'monitoring', reporter: 'analyst', subject: 'Firewall rule change request', type: 'change', status: 'workingSoc', priority: 'medium', accessMode: 'writeRestricted' },
  { customer: 'acme', service: 'monitoring', reporter: 'analyst', subject: 'Malware on a finance laptop', type: 'securityIncident', status: 'workingSoc', priority: 'critical', accessMode: 'readRestricted' },
  { customer: 'acme', service: 'monitoring', reporter: 'analyst', subject: 'Insider investigation', type: 'securityIncident', status: 'workingSoc', priority: 'critical', accessMode: 'explicit' },
  { customer: 'acme-emea', service: 'support', reporter: 'analyst', subject: 'EMEA sensor offline', type: 'operationalIncident', status: 'pendingVendor', priority: 'medium', accessMode: 'roleBased' },
  { customer: 'globex', service: 'monitoring', reporter: 'globex-user', subject: 'Phishing campaign reported by staff', type: 'securityIncident', status: 'pendingSoc', priority: 'high', accessMode: 'roleBased' },
  { customer: 'globex', service: 'support', reporter: 'analyst', subject: 'Monthly report available', type: 'informational', status: 'pendingClose', priority: 'low', accessMode: 'readRestricted' },
];

export function casesDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [
    {
      name: 'case services and cases',
      async run(tx: Tx, ctx: DemoContext, progress) {
        const total = SERVICES.length + CASES.length;
        let done = 0;
        const services = new Map<string, number>();
        for (const s of SERVICES) {
          let row = await tx.caseService.findUnique({ where: { shortName: s.shortName } });
          if (!row) {
            const roles = await createRoles(tx, s.shortName);
            row = await tx.caseService.create({ data: { ...s, description: `${s.name} cases`, ...roles } });
          }
          services.set(s.shortName, row.id);
          await tx.caseServiceSubscription.createMany({
            data: SUBSCRIBERS.map((c) => ({ serviceId: row.id, customerId: ctx.customers.get(c)!.id })),
            skipDuplicates: true,
          });
          const operator = ctx.customers.get('operator')!.id;
          await grant(tx, { subject: { userId: ctx.users.get('analyst')!.id }, functionName: row.techRole, customerId: operator });
          await grant(tx, { subject: { userId: ctx.users.get('acme-user')!.id }, functionName: row.writeRole, customerId: ctx.customers.get('acme')!.id });
          await grant(tx, { subject: { userId: ctx.users.get('globex-user')!.id }, functionName: row.writeRole, customerId: ctx.customers.get('globex')!.id });
          progress(++done, total);
        }
        for (const c of CASES) {
          const customerId = ctx.customers.get(c.customer)!.id;
          const exists = await tx.case.findFirst({ where: { customerId, subject: c.subject }, select: { id: true } });
          if (!exists) {
            await tx.case.create({
              data: {
                customerId,
                serviceId: services.get(c.service)!,
                subject: c.subject,
                description: `${c.subject} (demo case)`,
                type: c.type,
                status: c.status,
                priority: c.priority,
                accessMode: c.accessMode,
                reporterId: ctx.users.get(c.reporter)!.id,
              },
            });
          }
          progress(++done, total);
        }
      },
    },
  ];
}

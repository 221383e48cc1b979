// Demo data of the customernetworks area (issue #6): a few networks per demo
// customer, IPv4 and IPv6, some verified by the operator's admin. Who may do
// what comes from the function catalogue (migrations/*_customernetworks_functions):
// acme-admin views, adds, updates and deletes acme's networks (not verify),
// acme-user and globex-user view their own, analyst views all, admin does everything.
import type { DemoSeeder } from './demo-context.ts';

interface DemoNetwork {
  customer: string;
  network: string;
  description: string;
  zone: 'INTERNAL' | 'EXTERNAL' | 'DMZ' | 'UNKNOWN';
  flags: string[];
  verified: boolean;
}

export const DEMO_NETWORKS: DemoNetwork[] = [
  { customer: 'acme', network: '10.10.0.0/16', description: 'ACME head office LAN', zone: 'INTERNAL', flags: ['CLIENT'], verified: true },
  { customer: 'acme', network: '192.0.2.0/24', description: 'ACME public services', zone: 'DMZ', flags: [], verified: true },
  { customer: 'acme', network: '192.0.2.53/32', description: 'ACME resolver', zone: 'DMZ', flags: ['DNS'], verified: false },
  { customer: 'acme', network: '2001:db8:ac::/48', description: 'ACME IPv6 allocation', zone: 'EXTERNAL', flags: [], verified: false },
  { customer: 'acme-emea', network: '10.20.0.0/16', description: 'ACME EMEA branch offices', zone: 'INTERNAL', flags: ['CLIENT'], verified: true },
  { customer: 'globex', network: '10.30.0.0/16', description: 'Globex campus', zone: 'INTERNAL', flags: ['CLIENT'], verified: true },
  { customer: 'globex', network: '198.51.100.0/24', description: 'Globex web farm', zone: 'DMZ', flags: ['PROXY'], verified: false },
  { customer: 'globex', network: '2001:db8:61::/48', description: 'Globex IPv6 allocation', zone: 'EXTERNAL', flags: [], verified: false },
];

export function customerNetworksDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [
    {
      name: 'customer networks',
      async run(tx, ctx, progress) {
        const admin = ctx.users.get('admin')!;
        const now = new Date();
        // skipDuplicates: a network that exists is left as it is.
        await tx.customerNetwork.createMany({
          skipDuplicates: true,
          data: DEMO_NETWORKS.map((n) => ({
            customerId: ctx.customers.get(n.customer)!.id,
            network: n.network,
            description: n.description,
            zone: n.zone,
            flags: n.verified ? n.flags : [...n.flags, 'UNVERIFIED'],
            verifiedAt: n.verified ? now : null,
            verifiedById: n.verified ? admin.id : null,
            createdById: admin.id,
            updatedById: admin.id,
          })),
        });
        progress(DEMO_NETWORKS.length, DEMO_NETWORKS.length);
      },
    },
  ];
}

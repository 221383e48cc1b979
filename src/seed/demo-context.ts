// What the demo seeders share: the demo customers and users by short name.
// Each area adds its demo data through a DemoSeeder (see demo.ts).
import type { Config } from '../config.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export type Tx = Prisma.TransactionClient;

export interface DemoContext {
  config: Config;
  /** Demo customers: operator, acme, acme-emea, globex. */
  customers: Map<string, { id: number; domainId: number }>;
  /** Demo users: admin, analyst, acme-admin, acme-user, globex-user. */
  users: Map<string, { id: number; customerId: number }>;
}

export interface DemoSeeder {
  name: string;
  /** Adds what is missing; must change nothing on a database that already holds it. */
  run(tx: Tx, ctx: DemoContext, progress: (done: number, total: number) => void): Promise<void>;
}

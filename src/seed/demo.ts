// `vigil seed --demo`: the demo data every area extends, and a fresh API key
// per demo user. Run twice, it issues fresh keys and changes nothing else.
import { hashPassword } from '../auth/password.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { issueApiKey } from '../domains/identity/api-keys.ts';
import { ensureOperator } from '../domains/identity/bootstrap.ts';
import type { DemoContext, DemoSeeder } from './demo-context.ts';
import { DEMO_PASSWORD, DEMO_USERS, identityDemoSeeder } from './identity-demo.ts';
import { userAdminDemoSeeders } from './useradmin-demo.ts';
import { documentsDemoSeeders } from './documents-demo.ts';
import { pdnsDemoSeeders } from './pdns-demo.ts';
import { customerNetworksDemoSeeders } from './customernetworks-demo.ts';
import { sensorsDemoSeeders } from './sensors-demo.ts';
import { casesDemoSeeders } from './cases-demo.ts';

/** Areas append their seeders here, after the platform's. */
function demoSeeders(passwordHash: string): DemoSeeder[] {
  return [
    identityDemoSeeder(passwordHash),
    ...userAdminDemoSeeders(passwordHash),
    ...documentsDemoSeeders(passwordHash),
    ...pdnsDemoSeeders(passwordHash),
    ...customerNetworksDemoSeeders(passwordHash),
    ...sensorsDemoSeeders(passwordHash),
    ...casesDemoSeeders(passwordHash),
  ];
}

export interface SeedProgress {
  start(step: string, total: number): void;
  update(done: number): void;
  stop(): void;
}

const quiet: SeedProgress = { start() {}, update() {}, stop() {} };

export interface DemoSeedResult {
  /** Demo user short name -> fresh Service-API-Key value. */
  keys: Record<string, string>;
}

export async function seedDemo(database: Database, config: Config, progress: SeedProgress = quiet): Promise<DemoSeedResult> {
  await ensureOperator(database.prisma, config);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ctx: DemoContext = { config, customers: new Map(), users: new Map() };
  return database.prisma.$transaction(
    async (tx) => {
      for (const seeder of demoSeeders(passwordHash)) {
        let started = false;
        await seeder.run(tx, ctx, (done, total) => {
          if (!started) {
            progress.start(seeder.name, total);
            started = true;
          }
          progress.update(done);
        });
        if (started) progress.stop();
      }
      const keys: Record<string, string> = {};
      for (const user of DEMO_USERS) {
        const issued = await issueApiKey(tx, config, { userId: ctx.users.get(user.shortName)!.id, description: 'demo key (vigil seed --demo)' });
        keys[user.shortName] = issued.key;
      }
      return { keys };
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
}

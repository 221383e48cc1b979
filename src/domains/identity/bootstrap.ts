// The first start on an empty database creates the operator customer (root
// of the customer tree) and an `admin` user holding SYSTEM-ADMINISTRATOR, and
// answers a one-time admin API key. Several instances may start at once on
// one PostgreSQL: a transaction-scoped advisory lock makes exactly one of
// them create it.
import { PLATFORM_FUNCTIONS } from '../../auth/functions.ts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { issueApiKey, type IssuedApiKey } from './api-keys.ts';
import { grant } from './grants.ts';

const BOOTSTRAP_LOCK_KEY = 72_707_370;
export const ADMIN_USER = 'admin';

export interface BootstrapResult {
  operatorId: number;
  /** Present only when this call created the operator: the admin's key, shown once. */
  adminKey: IssuedApiKey | null;
}

export async function ensureOperator(db: PrismaClient, config: Pick<Config, 'bootstrap' | 'auth'>): Promise<BootstrapResult> {
  const existing = await db.customer.findFirst({ where: { flags: { has: 'OPERATOR' } }, select: { id: true } });
  if (existing) return { operatorId: existing.id, adminKey: null };
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', BOOTSTRAP_LOCK_KEY);
    const raced = await tx.customer.findFirst({ where: { flags: { has: 'OPERATOR' } }, select: { id: true } });
    if (raced) return { operatorId: raced.id, adminKey: null };
    const domain = await tx.domain.upsert({
      where: { name: config.bootstrap.domainName },
      create: { name: config.bootstrap.domainName },
      update: {},
    });
    const operator = await tx.customer.create({
      data: {
        shortName: config.bootstrap.operatorShortName,
        name: 'Operator',
        domainId: domain.id,
        flags: ['OPERATOR'],
      },
    });
    const admin = await tx.user.create({
      data: { shortName: ADMIN_USER, name: 'Administrator', customerId: operator.id, domainId: domain.id },
    });
    await grant(tx, { subject: { userId: admin.id }, functionName: PLATFORM_FUNCTIONS.systemAdministrator, customerId: operator.id });
    const adminKey = await issueApiKey(tx, config, { userId: admin.id, description: 'created at first start' });
    return { operatorId: operator.id, adminKey };
  });
}

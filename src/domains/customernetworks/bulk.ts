// Adding many networks in one request (POST /network/bulk/lenient and the
// deprecated POST /network/bulk). Everything runs in one transaction: one
// statement classifies and writes every network (create, reactivate a
// deleted one, overwrite an active one when asked, or leave it and report
// "exists"), and when the request is all-or-nothing and anything failed the
// transaction is rolled back after every reason is known, so the answer
// lists each failed network, not just the first.
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError } from '../../errors.ts';
import { parseNetwork } from './address.ts';
import { NETWORK_FUNCTIONS as F } from './functions.ts';
import { findCustomer } from './input.ts';
import type { NetworkZone } from './vocabulary.ts';
import type { ShortNameKey } from '../common/identifiers.ts';
import type { CustomerNetwork } from '../../generated/prisma/client.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';

/** Networks in one bulk request (the input policy applies it: src/schema/customernetworks/operations.ts). */
export const MAX_BULK_NETWORKS = 10_000;

export interface BulkNetworkInput {
  networkAddress: string;
  description?: string | null;
  zone?: NetworkZone | null;
}

export interface BulkInput {
  customer: ShortNameKey;
  networks: readonly BulkNetworkInput[];
  /** true: add what can be added and report the rest; false: all or nothing. */
  ignoreOnFailed?: boolean | null;
  /** true: an active network that exists gets the given description (and zone) instead of failing. */
  overwrite?: boolean | null;
}

export interface BulkFailure {
  index: number;
  networkAddress: string;
  field: string;
  message: string;
  messageTemplate: string;
}

export interface BulkReport {
  acceptedCount: number;
  createdCount: number;
  reactivatedCount: number;
  overwrittenCount: number;
  failedCount: number;
  failures: BulkFailure[];
  /** Ids of accepted networks, in request order. */
  acceptedIds: number[];
}

/** A message of the envelope, as the REST layer lists it (see src/http/envelope.ts). */
interface ListedMessage {
  message: string;
  messageTemplate: string;
  type: 'FIELD_ERROR';
  field: string;
  parameter: string;
  timestamp: number;
}

/** 412: nothing was added; `extensions.messages` lists one FIELD_ERROR per failed network. */
export class BulkRejectedError extends ConstraintError {
  constructor(failures: readonly BulkFailure[], total: number) {
    super(`${failures.length} of ${total} networks failed; nothing was added`, 'bulk.rejected', String(failures.length));
    const timestamp = Date.now();
    const messages: ListedMessage[] = failures.map((f) => ({
      message: f.message,
      messageTemplate: f.messageTemplate,
      type: 'FIELD_ERROR',
      field: f.field,
      parameter: f.networkAddress,
      timestamp,
    }));
    (this.extensions as Record<string, unknown>)['messages'] = messages;
  }
}

class Rollback extends Error {}

interface Candidate {
  ord: number;
  network: string;
  description: string;
  zone: NetworkZone | null;
}

interface Outcome {
  ord: number;
  id: number | null;
  created: boolean;
  was_deleted: boolean;
}

// Statement 1: create new networks and reactivate deleted ones; an active
// one is left as it is (no row in `done`). Statement 2 (overwrite true only)
// replaces the description (and the zone when given) of those active ones.
// Both join the request's rows to what they wrote on the network; the
// planner estimates 100 rows for json_to_recordset, and a nested loop over
// two 10 000-row CTEs costs seconds, so the transaction turns nested loops
// off first (SET LOCAL: this transaction only).
const NO_NESTED_LOOPS_SQL = 'SET LOCAL enable_nestloop = off';

const ADD_SQL = `/* vigil:network-bulk-add */
WITH input AS (
  SELECT * FROM json_to_recordset($1::json) AS x(ord int, network inet, description text, zone text)
), old AS (
  SELECT n.network, 'DELETED' = ANY(n.flags) AS deleted
    FROM customer_network n JOIN input i ON n.customer_id = $2 AND n.network = i.network
), done AS (
  INSERT INTO customer_network AS n (customer_id, network, description, zone, flags, created_by_id, updated_by_id)
  SELECT $2, i.network, i.description, COALESCE(i.zone, 'UNKNOWN'), ARRAY['UNVERIFIED'], $3, $3 FROM input i ORDER BY i.network
  ON CONFLICT (customer_id, network) DO UPDATE SET
     description = EXCLUDED.description, zone = EXCLUDED.zone, flags = ARRAY['UNVERIFIED'], location_id = NULL,
     verified_at = NULL, verified_by_id = NULL, updated_by_id = EXCLUDED.updated_by_id, updated_at = now()
   WHERE 'DELETED' = ANY(n.flags)
  RETURNING n.id, n.network, (xmax = 0) AS created
)
SELECT i.ord, d.id, COALESCE(d.created, false) AS created, COALESCE(o.deleted, false) AS was_deleted
  FROM input i LEFT JOIN done d ON d.network = i.network LEFT JOIN old o ON o.network = i.network
 ORDER BY i.ord`;

const OVERWRITE_SQL = `/* vigil:network-bulk-overwrite */
WITH input AS (
  SELECT * FROM json_to_recordset($1::json) AS x(ord int, network inet, description text, zone text)
), done AS (
  UPDATE customer_network AS n
     SET description = i.description, zone = COALESCE(i.zone, n.zone), updated_by_id = $3, updated_at = now()
    FROM input i
   WHERE n.customer_id = $2 AND n.network = i.network AND NOT ('DELETED' = ANY(n.flags))
  RETURNING n.id, n.network
)
SELECT i.ord, d.id FROM input i JOIN done d ON d.network = i.network ORDER BY i.ord`;

function fieldOf(index: number, name: string): string {
  return `networks[${index}].${name}`;
}

export async function bulkAddNetworks(ctx: ServiceContext, input: BulkInput): Promise<BulkReport> {
  const viewer = ctx.access.requireViewer();
  // 403 first for a caller who may add for no customer; then a customer out of reach is unknown (412).
  await ctx.access.requireAnywhere(F.add);
  const customer = await findCustomer(ctx, input.customer);
  await ctx.access.require(F.add, customer);
  if (input.networks.length === 0) throw new InvalidFieldError('networks', 'networks is empty: give at least one network', 'invalid.field.value');
  const lenient = input.ignoreOnFailed ?? false;
  const overwrite = input.overwrite ?? false;

  const failures: BulkFailure[] = [];
  const candidates: Candidate[] = [];
  const firstIndex = new Map<string, number>();
  input.networks.forEach((entry, index) => {
    const given = String(entry.networkAddress ?? '');
    const parsed = parseNetwork(entry.networkAddress);
    if (!parsed.ok) {
      failures.push({ index, networkAddress: given, field: fieldOf(index, 'networkAddress'), message: parsed.reason, messageTemplate: parsed.template });
      return;
    }
    const description = entry.description ?? '';
    const cidr = parsed.network.cidr;
    const earlier = firstIndex.get(cidr);
    if (earlier !== undefined) {
      failures.push({ index, networkAddress: given, field: fieldOf(index, 'networkAddress'), message: `${cidr} is given twice in this request (first at networks[${earlier}])`, messageTemplate: 'network.duplicate.in.request' });
      return;
    }
    firstIndex.set(cidr, index);
    candidates.push({ ord: index, network: cidr, description, zone: entry.zone ?? null });
  });

  let report: BulkReport | null = null;
  try {
    await ctx.db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(NO_NESTED_LOOPS_SQL);
        const outcomes = candidates.length === 0 ? [] : await tx.$queryRawUnsafe<Outcome[]>(ADD_SQL, JSON.stringify(candidates), customer.id, viewer.userId);
        const byOrd = new Map(candidates.map((c) => [c.ord, c]));
        const overwrittenIds = new Map<number, number>();
        const existing = outcomes.filter((o) => o.id === null).map((o) => byOrd.get(o.ord)!);
        if (overwrite && existing.length > 0) {
          const rows = await tx.$queryRawUnsafe<{ ord: number; id: number }[]>(OVERWRITE_SQL, JSON.stringify(existing), customer.id, viewer.userId);
          for (const row of rows) overwrittenIds.set(row.ord, row.id);
        }
        let created = 0;
        let reactivated = 0;
        let overwritten = 0;
        const acceptedIds: number[] = [];
        for (const o of outcomes) {
          const overwrittenId = overwrittenIds.get(o.ord);
          if (overwrittenId !== undefined) {
            acceptedIds.push(overwrittenId);
            overwritten += 1;
            continue;
          }
          if (o.id === null) {
            const c = byOrd.get(o.ord)!;
            failures.push({
              index: o.ord,
              networkAddress: input.networks[o.ord]!.networkAddress,
              field: fieldOf(o.ord, 'networkAddress'),
              message: `${c.network} is already registered for this customer (set overwrite to replace its description)`,
              messageTemplate: 'network.exists',
            });
            continue;
          }
          acceptedIds.push(o.id);
          if (o.created) created += 1;
          else if (o.was_deleted) reactivated += 1;
        }
        failures.sort((a, b) => a.index - b.index);
        report = { acceptedCount: acceptedIds.length, createdCount: created, reactivatedCount: reactivated, overwrittenCount: overwritten, failedCount: failures.length, failures, acceptedIds };
        if (failures.length > 0 && !lenient) throw new Rollback();
      },
      { timeout: 120_000, maxWait: 20_000 },
    );
  } catch (error) {
    if (error instanceof Rollback) throw new BulkRejectedError(failures, input.networks.length);
    throw error;
  }
  return report!;
}

/**
 * The networks a bulk add accepted, as they are after it, in the report's order, in one
 * statement. The right to add them is enough to see them: they are the networks this add
 * created, reactivated or overwrote for the customer it named.
 */
export async function acceptedNetworks(ctx: ServiceContext, report: BulkReport, query: PlannedQuery): Promise<CustomerNetwork[]> {
  const rows = (await ctx.db.customerNetwork.findMany({ ...withColumns(query, { id: true }), where: { id: { in: report.acceptedIds } } })) as CustomerNetwork[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return report.acceptedIds.map((id) => byId.get(id)!);
}

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
import { MAX_DESCRIPTION, findCustomer } from './input.ts';
import type { NetworkZone } from './vocabulary.ts';

export const MAX_BULK_NETWORKS = 10_000;

export interface BulkNetworkInput {
  networkAddress: string;
  description?: string | null;
  zone?: NetworkZone | null;
}

export interface BulkInput {
  customer: string | number;
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

/** A message of the envelope, as the REST layer lists it (see rest-compat/envelope.ts). */
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

const BULK_SQL = `/* vigil:network-bulk */
WITH input AS (
  SELECT * FROM json_to_recordset($1::json) AS x(ord int, network inet, description text, zone text)
), old AS (
  SELECT n.network, 'DELETED' = ANY(n.flags) AS deleted
    FROM customer_network n JOIN input i ON n.customer_id = $2 AND n.network = i.network
), done AS (
  INSERT INTO customer_network AS n (customer_id, network, description, zone, flags, created_by_id, updated_by_id)
  SELECT $2, i.network, i.description, COALESCE(i.zone, 'UNKNOWN'), ARRAY['UNVERIFIED'], $3, $3 FROM input i ORDER BY i.network
  ON CONFLICT (customer_id, network) DO UPDATE SET
     description = EXCLUDED.description,
     zone = CASE WHEN 'DELETED' = ANY(n.flags) THEN EXCLUDED.zone
                 ELSE COALESCE((SELECT i.zone FROM input i WHERE i.network = EXCLUDED.network), n.zone) END,
     flags = CASE WHEN 'DELETED' = ANY(n.flags) THEN ARRAY['UNVERIFIED'] ELSE n.flags END,
     location_id = CASE WHEN 'DELETED' = ANY(n.flags) THEN NULL ELSE n.location_id END,
     verified_at = CASE WHEN 'DELETED' = ANY(n.flags) THEN NULL ELSE n.verified_at END,
     verified_by_id = CASE WHEN 'DELETED' = ANY(n.flags) THEN NULL ELSE n.verified_by_id END,
     updated_by_id = EXCLUDED.updated_by_id, updated_at = now()
   WHERE 'DELETED' = ANY(n.flags) OR $4
  RETURNING n.id, n.network, (xmax = 0) AS created
)
SELECT i.ord, d.id, COALESCE(d.created, false) AS created, COALESCE(o.deleted, false) AS was_deleted
  FROM input i LEFT JOIN done d ON d.network = i.network LEFT JOIN old o ON o.network = i.network
 ORDER BY i.ord`;

function fieldOf(index: number, name: string): string {
  return `networks[${index}].${name}`;
}

export async function bulkAddNetworks(ctx: ServiceContext, input: BulkInput): Promise<BulkReport> {
  const viewer = ctx.access.requireViewer();
  const customer = await findCustomer(ctx, input.customer);
  await ctx.access.require(F.add, customer);
  if (input.networks.length === 0) throw new InvalidFieldError('networks', 'networks is empty: give at least one network', 'invalid.field.value');
  if (input.networks.length > MAX_BULK_NETWORKS) {
    throw new InvalidFieldError('networks', `${input.networks.length} networks in one request; at most ${MAX_BULK_NETWORKS}`, 'invalid.field.max', String(input.networks.length));
  }
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
    if (description.length > MAX_DESCRIPTION) {
      failures.push({ index, networkAddress: given, field: fieldOf(index, 'description'), message: `description is longer than ${MAX_DESCRIPTION} characters`, messageTemplate: 'invalid.field.max' });
      return;
    }
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
        const outcomes = candidates.length === 0 ? [] : await tx.$queryRawUnsafe<Outcome[]>(BULK_SQL, JSON.stringify(candidates), customer.id, viewer.userId, overwrite);
        const byOrd = new Map(candidates.map((c) => [c.ord, c]));
        let created = 0;
        let reactivated = 0;
        let overwritten = 0;
        const acceptedIds: number[] = [];
        for (const o of outcomes) {
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
          else overwritten += 1;
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

// Customer networks, one at a time: get, add, update, verify, unverify and
// (soft) delete. A network the viewer may not view answers 404 like one that
// does not exist; one it may view but not change answers 403.
//
// Every write is one SQL statement whose WHERE carries the state rule
// (not deleted, not already active), so two requests racing on the same
// network cannot both win: flag updates in particular add and remove array
// elements inside the UPDATE, never read-modify-write in the application.
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, ForbiddenError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { CustomerNetwork } from '../../generated/prisma/client.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { NETWORK_FUNCTIONS as F } from './functions.ts';
import { collectFieldsAsync, FieldErrors } from '../common/field-errors.ts';
import { checkNetwork, checkSettableFlags, findCustomer } from './input.ts';
import { resolveLocation } from './location-ref.ts';
import type { ShortNameKey } from '../common/identifiers.ts';
import type { NetworkFlag, NetworkZone } from './vocabulary.ts';
import { findVisible } from '../common/visible-lookup.ts';

export interface AddNetworkInput {
  customer: ShortNameKey;
  networkAddress: string;
  description?: string | null;
  zone?: NetworkZone | null;
  flags?: readonly NetworkFlag[] | null;
  location?: ShortNameKey | null;
}

export interface UpdateNetworkInput {
  description?: string | null;
  flagsToEnable?: readonly NetworkFlag[] | null;
  flagsToDisable?: readonly NetworkFlag[] | null;
  zone?: NetworkZone | null;
  location?: ShortNameKey | null;
}

type Row = { id: number; customerId: number; flags: string[] };

async function readNetwork(ctx: ServiceContext, id: number, query: PlannedQuery): Promise<CustomerNetwork> {
  const row = (await ctx.db.customerNetwork.findUnique({ ...withColumns(query, { id: true, customerId: true, flags: true }), where: { id } })) as CustomerNetwork | null;
  if (!row) return ctx.access.refuseMissing(() => new NotFoundError('Network', id));
  return row;
}

/**
 * The look-up of a network the viewer may view (F.view for its customer): one it may not
 * view is not found, exactly as one that does not exist, after the same work (existence is
 * not revealed, by the answer nor by its time).
 */
async function seenNetwork(ctx: ServiceContext, id: number, query: PlannedQuery): Promise<CustomerNetwork> {
  const seen = { customer: await ctx.access.visibleFilter(F.view, []) };
  const row = await findVisible<CustomerNetwork>(ctx, 'customerNetwork', ctx.db.customerNetwork, { id }, seen, withColumns(query, { id: true, customerId: true, flags: true }));
  if (!row) return ctx.access.refuseMissing(() => new NotFoundError('Network', id));
  return row;
}

/** The network if the viewer may view it, else 404. */
async function visibleNetwork(ctx: ServiceContext, id: number, query: PlannedQuery): Promise<CustomerNetwork> {
  await ctx.access.requireAnywhere(F.view);
  return seenNetwork(ctx, id, query);
}

/** Loads the network for a change: 404 if not visible, 403 without `fn` for its customer. */
async function networkFor(ctx: ServiceContext, fn: string, id: number): Promise<Row> {
  ctx.access.requireViewer();
  const row: Row = await seenNetwork(ctx, id, { select: { id: true, customerId: true, flags: true } });
  if (!(await ctx.access.holds(fn, row.customerId))) throw new ForbiddenError(`You do not hold ${fn} for this network's customer`);
  return row;
}

function deletedError(id: number): ConstraintError {
  return new ConstraintError(`Network ${id} is deleted: add it again to reactivate it`, 'network.deleted', String(id));
}

export function getNetwork(ctx: ServiceContext, id: number, query: PlannedQuery): Promise<CustomerNetwork> {
  return visibleNetwork(ctx, id, query);
}

export async function addNetwork(ctx: ServiceContext, input: AddNetworkInput, query: PlannedQuery): Promise<CustomerNetwork> {
  const viewer = ctx.access.requireViewer();
  // 403 first for a caller who may add for no customer; then a customer out of reach is unknown (412).
  await ctx.access.requireAnywhere(F.add);
  const customer = await findCustomer(ctx, input.customer);
  await ctx.access.require(F.add, customer);
  // Each field on its own (the location after the customer it must fit): every one refused is named at once.
  const { network, flags, locationId } = await collectFieldsAsync(async (check) => ({
    network: await check(() => checkNetwork(input.networkAddress)),
    flags: await check(() => checkSettableFlags(input.flags, 'flags')),
    locationId: await check(() => resolveLocation(ctx, input.location ?? null, customer.id)),
  }));
  const description = input.description ?? '';
  // New and reactivated networks start UNVERIFIED; an active one is a
  // duplicate: the ON CONFLICT ... WHERE makes that one atomic decision.
  const rows = await ctx.db.$queryRawUnsafe<{ id: number }[]>(
    `/* vigil:network-add */
     INSERT INTO customer_network AS n (customer_id, network, description, zone, location_id, flags, created_by_id, updated_by_id)
     VALUES ($1, $2::inet, $3, $4, $5, ARRAY(SELECT json_array_elements_text($6::json)) || ARRAY['UNVERIFIED'], $7, $7)
     ON CONFLICT (customer_id, network) DO UPDATE
        SET description = EXCLUDED.description, zone = EXCLUDED.zone, location_id = EXCLUDED.location_id,
            flags = EXCLUDED.flags, verified_at = NULL, verified_by_id = NULL,
            updated_by_id = EXCLUDED.updated_by_id, updated_at = now()
      WHERE 'DELETED' = ANY(n.flags)
     RETURNING n.id`,
    customer.id,
    network.cidr,
    description,
    input.zone ?? 'UNKNOWN',
    locationId,
    JSON.stringify(flags),
    viewer.userId,
  );
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new InvalidFieldError('networkAddress', `${network.cidr} is already registered for this customer`, 'network.exists', network.cidr);
  }
  return readNetwork(ctx, id, query);
}

export async function updateNetwork(ctx: ServiceContext, id: number, input: UpdateNetworkInput, query: PlannedQuery): Promise<CustomerNetwork> {
  const viewer = ctx.access.requireViewer();
  const given = (['description', 'flagsToEnable', 'flagsToDisable', 'zone', 'location'] as const).filter((k) => input[k] !== undefined);
  const row = await networkFor(ctx, F.update, id);
  if (given.length === 0 || (given.every((k) => k === 'flagsToEnable' || k === 'flagsToDisable') && !input.flagsToEnable?.length && !input.flagsToDisable?.length)) {
    throw new InvalidFieldError('body', 'Nothing to update: give description, flagsToEnable, flagsToDisable, zone or location', 'empty.update');
  }
  const description = input.description === undefined ? undefined : (input.description ?? '');
  // Each field on its own: every one refused is named at once. A flag in both lists is
  // told only when both lists passed their own rule.
  const errors = new FieldErrors();
  if (input.zone === null) errors.add(new InvalidFieldError('zone', 'zone cannot be null: use UNKNOWN', 'invalid.field.value'));
  const enable = errors.check(() => checkSettableFlags(input.flagsToEnable, 'flagsToEnable')) ?? [];
  const disable = errors.check(() => checkSettableFlags(input.flagsToDisable, 'flagsToDisable')) ?? [];
  const both = enable.find((f) => disable.includes(f));
  if (both) errors.add(new InvalidFieldError('flagsToDisable', `${both} is both in flagsToEnable and flagsToDisable`, 'invalid.field.value', both));
  const locationId = input.location === undefined ? undefined : await errors.checkAsync(() => resolveLocation(ctx, input.location!, row.customerId));
  errors.throwIfAny();
  if (row.flags.includes('DELETED')) throw deletedError(id);

  const updated = await ctx.db.$queryRawUnsafe<{ id: number }[]>(
    `/* vigil:network-update */
     UPDATE customer_network SET
        description = CASE WHEN $2 THEN $3 ELSE description END,
        zone = COALESCE($4, zone),
        location_id = CASE WHEN $5 THEN $6::int ELSE location_id END,
        flags = ARRAY(
          SELECT DISTINCT f FROM unnest(flags || ARRAY(SELECT json_array_elements_text($7::json))) AS f
           WHERE f <> ALL (ARRAY(SELECT json_array_elements_text($8::json)))
           ORDER BY f),
        updated_by_id = $9, updated_at = now()
      WHERE id = $1 AND NOT ('DELETED' = ANY(flags))
      RETURNING id`,
    id,
    description !== undefined,
    description ?? null,
    input.zone ?? null,
    locationId !== undefined,
    locationId ?? null,
    JSON.stringify(enable),
    JSON.stringify(disable),
    viewer.userId,
  );
  if (updated.length === 0) throw deletedError(id);
  return readNetwork(ctx, id, query);
}

export async function verifyNetwork(ctx: ServiceContext, id: number, query: PlannedQuery): Promise<CustomerNetwork> {
  const viewer = ctx.access.requireViewer();
  const row = await networkFor(ctx, F.verify, id);
  if (row.flags.includes('DELETED')) throw deletedError(id);
  // Verifying a verified network changes nothing (its verifier stays the first one).
  await ctx.db.$executeRawUnsafe(
    `/* vigil:network-verify */
     UPDATE customer_network
        SET flags = array_remove(flags, 'UNVERIFIED'), verified_at = now(), verified_by_id = $2, updated_by_id = $2, updated_at = now()
      WHERE id = $1 AND 'UNVERIFIED' = ANY(flags) AND NOT ('DELETED' = ANY(flags))`,
    id,
    viewer.userId,
  );
  return readNetwork(ctx, id, query);
}

export async function unverifyNetwork(ctx: ServiceContext, id: number, query: PlannedQuery): Promise<CustomerNetwork> {
  const viewer = ctx.access.requireViewer();
  const row = await networkFor(ctx, F.verify, id);
  if (row.flags.includes('DELETED')) throw deletedError(id);
  await ctx.db.$executeRawUnsafe(
    `/* vigil:network-unverify */
     UPDATE customer_network
        SET flags = array_append(flags, 'UNVERIFIED'), verified_at = NULL, verified_by_id = NULL, updated_by_id = $2, updated_at = now()
      WHERE id = $1 AND NOT ('UNVERIFIED' = ANY(flags)) AND NOT ('DELETED' = ANY(flags))`,
    id,
    viewer.userId,
  );
  return readNetwork(ctx, id, query);
}

export async function deleteNetwork(ctx: ServiceContext, id: number, query: PlannedQuery): Promise<CustomerNetwork> {
  const viewer = ctx.access.requireViewer();
  await networkFor(ctx, F.delete, id);
  // Deleting a deleted network changes nothing and answers it again.
  await ctx.db.$executeRawUnsafe(
    `/* vigil:network-delete */
     UPDATE customer_network SET flags = array_append(flags, 'DELETED'), updated_by_id = $2, updated_at = now()
      WHERE id = $1 AND NOT ('DELETED' = ANY(flags))`,
    id,
    viewer.userId,
  );
  return readNetwork(ctx, id, query);
}

// Validation of the fields a network request carries. Every failure names
// the request field (412 FIELD_ERROR); nothing is written before all pass.
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import { customerByReference, type ReferencedCustomer } from '../common/customer-reference.ts';
import type { ShortNameKey } from '../common/identifiers.ts';
import { parseNetwork, type ParsedNetwork } from './address.ts';
import { STATE_FLAGS, type NetworkFlag } from './vocabulary.ts';

/** Longest network description (the input policy applies it: src/schema/customernetworks/operations.ts). */
export const MAX_DESCRIPTION = 1000;

export function checkNetwork(value: string, field = 'networkAddress'): ParsedNetwork {
  const parsed = parseNetwork(value);
  if (!parsed.ok) throw new InvalidFieldError(field, `${field}: ${parsed.reason}`, parsed.template, String(value).slice(0, 100));
  return parsed.network;
}

/** Settable flags only: DELETED and UNVERIFIED change through their own operations. */
export function checkSettableFlags(flags: readonly NetworkFlag[] | null | undefined, field: string): NetworkFlag[] {
  const list = [...new Set(flags ?? [])];
  const state = list.find((f) => STATE_FLAGS.includes(f));
  if (state) {
    throw new InvalidFieldError(field, `${state} cannot be set or cleared here: use ${state === 'DELETED' ? 'DELETE or add the network again' : 'PUT verify / unverify'}`, 'invalid.field.value', state);
  }
  return list;
}

/** The customer an add request names (the common rule, with this area's template: docs/spec-decisions.md). */
export function findCustomer(ctx: ServiceContext, value: ShortNameKey): Promise<ReferencedCustomer> {
  return customerByReference(ctx, value, 'customer', { template: 'unknown.customer' });
}

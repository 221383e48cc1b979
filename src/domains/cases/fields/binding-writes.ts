// A policy update's binding changes, written set-based: a policy may bind up to
// 500 fields, and a statement per binding added or removed made an update's
// cost grow with its lists. Removed bindings go in one DELETE, added ones in
// one INSERT ... ON CONFLICT, both inside the update's transaction (all or
// nothing), and each answers as the statement-per-binding writes did.
import { randomUUID } from 'node:crypto';
import { InvalidFieldError, NotFoundError } from '../../../errors.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { PolicyRow } from './policies.ts';

type Db = Prisma.TransactionClient;

/**
 * The ids of the bindings the keys name (a binding's id, its field's name or its field's id),
 * refused in the keys' order: an unknown key is 412 on its position; a binding named a second
 * time is the NOT_FOUND its second delete answered when each was a statement (the binding was
 * gone by then), so REST answers it as before.
 */
export function bindingsNamed(bindings: PolicyRow['bindings'], keys: readonly string[]): string[] {
  const ids: string[] = [];
  for (const [i, key] of keys.entries()) {
    const bound = bindings.find((b) => b.id === key || b.descriptor.name === key || b.descriptorId === key);
    if (!bound) throw new InvalidFieldError(`bindingsToRemove[${i}]`, `No binding ${JSON.stringify(key)} in this policy`, 'invalid.field.value', key);
    if (ids.includes(bound.id)) throw new NotFoundError('CaseFieldBinding', 'requested');
    ids.push(bound.id);
  }
  return ids;
}

/** Removes the bindings in one statement; one removed meanwhile (a concurrent update) is NOT_FOUND, as its own delete answered. */
export async function removeBindings(tx: Db, ids: readonly string[]): Promise<void> {
  const removed = await tx.caseFieldBinding.deleteMany({ where: { id: { in: [...ids] } } });
  if (removed.count !== ids.length) throw new NotFoundError('CaseFieldBinding', 'requested');
}

// One row per binding from parallel arrays: one parameter per column whatever the number.
// A field bound already gets the new display name and requirement (ON CONFLICT on the policy's
// unique (policy, field) pair).
const UPSERT_BINDINGS_SQL = `/* vigil:case-field-bindings-upsert */
INSERT INTO case_field_binding (id, policy_id, descriptor_id, display_name, requirement_policy)
SELECT b.id, $1::uuid, b.descriptor_id, b.display_name, b.requirement_policy
  FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[]) AS b(id, descriptor_id, display_name, requirement_policy)
ON CONFLICT (policy_id, descriptor_id) DO UPDATE SET display_name = EXCLUDED.display_name, requirement_policy = EXCLUDED.requirement_policy`;

/** Binds the fields (or updates those bound already) in one statement. */
export async function addBindings(tx: Db, policyId: string, bindings: readonly Prisma.CaseFieldBindingCreateManyPolicyInput[]): Promise<void> {
  // A field given twice: the last one wins, as when each was written in turn (and one statement
  // may not update a row twice).
  const last = [...new Map(bindings.map((b) => [b.descriptorId, b])).values()];
  if (last.length === 0) return;
  await tx.$executeRawUnsafe(
    UPSERT_BINDINGS_SQL,
    policyId,
    // The ids Prisma would have given them (@default(uuid()): a random UUID made by the client).
    last.map(() => randomUUID()),
    last.map((b) => b.descriptorId),
    last.map((b) => b.displayName ?? null),
    last.map((b) => b.requirementPolicy ?? 'optional'),
  );
}

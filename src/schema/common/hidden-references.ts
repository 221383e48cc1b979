// Applies the reference rule (src/auth/references.ts) to the whole schema, as
// a Pothos plugin, so every edge is covered without each resolver knowing:
// - a reference type declares whose it is with `referenceOwner(...)` in its
//   options; its fields other than `hidden` become nullable (a stub has none);
// - every field whose type is a reference type (or a list of one, or a union
//   of them) has its answer screened: objects of customers out of the caller's
//   reach become stubs;
// - every resolver of a reference type answers null on a stub, so relations
//   below a hidden object (its customer, a group's members) are not loaded.
//   Plain columns need no resolver: a stub has no properties to read.
import SchemaBuilder, { BasePlugin, isThenable, type PothosOutputFieldConfig, type PothosOutputFieldType, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { isHidden, screenReferences, type OwnerOf } from '../../auth/references.ts';
import type { RequestContext } from '../../context.ts';

const OWNER = 'vigilReferenceOwner';

/** Type options of a reference type: whose the object is (spread into the type's options). */
export function referenceOwner(ownerOf: OwnerOf): { extensions: Record<string, unknown> } {
  return { extensions: { [OWNER]: ownerOf } };
}

const SELF = 'vigilReferenceSelf';

/**
 * Field options of a field that answers the caller's own object, which the rule
 * need not screen and cannot (signing in answers the user before the request has
 * a viewer): `Session.user`.
 */
export function callersOwn(): { extensions: Record<string, unknown> } {
  return { extensions: { [SELF]: true } };
}

const STUB_ANSWER = 'vigilStubAnswer';

/**
 * Field options of a field that keeps answering on a stub, with `value`, and so
 * stays non-null: a Node's `id`, which the `Node` interface requires (every stub
 * of a type answers the same id, which names nothing: `node` reads it as NOT_FOUND).
 */
export function stubAnswer(value: unknown): { extensions: Record<string, unknown> } {
  return { extensions: { [STUB_ANSWER]: value } };
}

function namedType<Types extends SchemaTypes>(type: PothosOutputFieldType<Types>): PothosOutputFieldType<Types> & { kind: string } {
  return type.kind === 'List' ? namedType(type.type as PothosOutputFieldType<Types>) : type;
}

export class HiddenReferencesPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  /** The owner function of a type, or of every member of a union (all must have one). */
  private ownerOf(ref: unknown): OwnerOf | null {
    let config;
    try {
      config = this.buildCache.getTypeConfig(ref as string);
    } catch {
      return null;
    }
    if (config.kind === 'Union') {
      const members = config.types.map((member) => this.ownerOf(member));
      if (members.length === 0 || members.some((owner) => owner === null)) return null;
      return (row) => (row as { customerId?: number }).customerId;
    }
    const owner = config.extensions?.[OWNER];
    return typeof owner === 'function' ? (owner as OwnerOf) : null;
  }

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (fieldConfig.name === 'hidden' || STUB_ANSWER in (fieldConfig.extensions ?? {}) || fieldConfig.type.nullable || !this.ownerOf(fieldConfig.parentType)) return fieldConfig;
    return { ...fieldConfig, type: { ...fieldConfig.type, nullable: true } as PothosOutputFieldType<Types> };
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    let wrapped = resolver;
    const named = namedType(fieldConfig.type);
    const own = fieldConfig.extensions?.[SELF] === true;
    const target = !own && (named.kind === 'Object' || named.kind === 'Union') ? this.ownerOf(named.ref) : null;
    if (target) {
      const inner = wrapped;
      // An anonymous request answers objects only by signing in (every other field needs a
      // viewer), and then they are the signed-in user's own (Session.user and its customer).
      // Synchronous when the resolver answers at once and the request knows every customer
      // the answer's objects belong to (the usual case: their paths came with the rows or
      // with the viewer): a promise per reference cost a dashboard picture ~20 % of its CPU.
      wrapped = (parent, args, ctx, info) => {
        const access = (ctx as unknown as RequestContext).access;
        const value = inner(parent, args, ctx, info);
        if (!access.viewer) return value;
        return isThenable(value) ? Promise.resolve(value).then((settled) => screenReferences(access, settled, target)) : screenReferences(access, value, target);
      };
    }
    if (this.ownerOf(fieldConfig.parentType)) {
      const inner = wrapped;
      const stubValue = fieldConfig.extensions?.[STUB_ANSWER];
      const hiddenValue = fieldConfig.name === 'hidden' ? true : stubValue !== undefined ? stubValue : null;
      wrapped = (parent, args, ctx, info) => (isHidden(parent) ? hiddenValue : inner(parent, args, ctx, info));
    }
    return wrapped;
  }
}

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      hiddenReferences: HiddenReferencesPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('hiddenReferences', HiddenReferencesPlugin);

export const HIDDEN_REFERENCES_PLUGIN = 'hiddenReferences' as const;

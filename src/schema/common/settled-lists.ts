// Every list a resolver answers reaches the executor with its items settled
// (a Pothos plugin, like hidden-references.ts and connections.ts).
//
// Why: graphql-jit (0.8.7, pinned by @envelop/graphql-jit; 0.8.9 alike)
// completes a list whose items are promises by setting a resolved item at its
// index but *pushing* null for a rejected one, so a list with a rejected item
// comes back one item long, with a hole where the failed item was, or with its
// items shifted (test/platform/library-contracts.test.ts shows it on a bare
// schema). graphql-js completes the same list correctly. Both executors answer
// an `Error` value in a list as that item's error at its index, so a list is
// handed on as plain values: each promise awaited, a rejection turned into its
// Error. A list without promises (nearly all of them) is passed on as it is,
// after one scan of its items.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';

/** The extension that marks a list field as guarded (test/platform/library-contracts.test.ts reads it). */
export const SETTLED_LIST_EXTENSION = 'vigilSettledList';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

/** An item of a list `depth` levels deep (0: a leaf or an object), settled. */
function settleItem(item: unknown, depth: number): unknown {
  if (isThenable(item)) return Promise.resolve(item).then((value) => settleList(value, depth), asError);
  return settleList(item, depth);
}

/**
 * A value of a list type `depth` levels deep with every item settled: the same
 * array when nothing in it is pending, else a promise of an array of values.
 */
function settleList(value: unknown, depth: number): unknown {
  if (depth === 0 || !Array.isArray(value)) return value;
  if (depth === 1 && !value.some(isThenable)) return value;
  const items = value.map((item) => settleItem(item, depth - 1));
  return items.some(isThenable) ? Promise.all(items) : items;
}

function listDepth<Types extends SchemaTypes>(fieldConfig: PothosOutputFieldConfig<Types>): number {
  let depth = 0;
  let type = fieldConfig.type;
  while (type.kind === 'List') {
    depth += 1;
    type = type.type as typeof type;
  }
  return depth;
}

export class SettledListsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  // The mark a test reads on the built schema: every list field carries the guard.
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (listDepth(fieldConfig) === 0) return fieldConfig;
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, [SETTLED_LIST_EXTENSION]: true } };
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const depth = listDepth(fieldConfig);
    if (depth === 0) return resolver;
    return (parent, args, ctx, info) => {
      const result: unknown = resolver(parent, args, ctx, info);
      return isThenable(result) ? Promise.resolve(result).then((value) => settleList(value, depth)) : settleList(result, depth);
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      settledLists: SettledListsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('settledLists', SettledListsPlugin);

export const SETTLED_LISTS_PLUGIN = 'settledLists' as const;

// The one place connection arguments meet the lists (a Pothos plugin, like
// hidden-references.ts). Every field whose type is a connection (pageType)
// declares first/after/last/before beside its limit/offset
// (`t.arg.connectionArgs()`; test/platform/connections.test.ts checks each
// does). This plugin wraps its resolver so that resolvers and domain reads
// keep speaking limit/offset:
// - with connection arguments, the domain's `connectionWindow` turns them into
//   the window's offset and size, handed on as `offset` and `limit` (on the
//   field, or in the input object that carries the field's limit);
// - the domain `Page` answered becomes a `ConnectionPage`.
import SchemaBuilder, { BasePlugin, isThenable, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { isInputObjectType, getNamedType, type GraphQLFieldResolver, type GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.ts';
import { checkCountsBackFrom, connectionWindow, FROM_END, keepLastRows, usesConnectionArgs, type ConnectionArgs, type ConnectionWindow, type Page } from '../../domains/common/paging.ts';
import { InvalidFieldError } from '../../errors.ts';
import { PAGE_TYPE } from './cost.ts';
import { ConnectionPage } from './connection-page.ts';

type Args = Record<string, unknown>;

/**
 * Where a field's limit/offset live: on the field itself, or in one of its
 * input-object arguments (the search inputs). Read once per field from the schema.
 */
function limitHolder(info: GraphQLResolveInfo): string | null {
  const field = info.parentType.getFields()[info.fieldName]!;
  if (field.args.some((arg) => arg.name === 'limit')) return null;
  const input = field.args.find((arg) => {
    const named = getNamedType(arg.type);
    return isInputObjectType(named) && 'limit' in named.getFields();
  });
  return input?.name ?? null;
}

interface Reading {
  limit: number;
  offset: number;
  [FROM_END]?: boolean;
}

/** The field's arguments with the window as limit/offset and without the connection arguments. */
function windowArgs(args: Args, holder: string | null, reading: Reading): Args {
  const { first: _first, after: _after, last: _last, before: _before, ...rest } = args;
  if (holder === null) return { ...rest, ...reading };
  return { ...rest, [holder]: { ...(rest[holder] as Args | undefined), ...reading } };
}

/** The limit/offset a field was given, on itself or in its holder input. */
function pageArgs(args: Args, holder: string | null): Args {
  return holder === null ? args : ((args[holder] as Args | undefined) ?? {});
}

/** The limit/offset that read a window. A window of 0 rows reads one row it does not show: limit 0 would mean "all". */
function readingOf(window: ConnectionWindow): Reading {
  const reading = { limit: Math.max(window.take, 1), offset: window.offset };
  return window.fromEnd ? { ...reading, [FROM_END]: true } : reading;
}

/** A connection's arguments in the form the domain's paging reads, for fields that plan their rows before resolving (edge-page.ts). */
export function windowOf(ctx: RequestContext, args: Args): { limit?: number | null; offset?: number | null; [FROM_END]?: boolean } {
  if (!usesConnectionArgs(args as ConnectionArgs)) return args as { limit?: number | null; offset?: number | null };
  return readingOf(connectionWindow(ctx.config, args as ConnectionArgs));
}

/**
 * `last` without `before` on a list the resolver read from the window's offset
 * (a list not planned in its parent's query, which places the last rows
 * itself): once the count is known, the last rows are read again from where
 * they start. Two reads only when more rows follow the first `last`.
 */
async function lastRows(window: ConnectionWindow, page: Page<unknown> | null, readAt: (offset: number) => Promise<Page<unknown> | null>): Promise<Page<unknown> | null> {
  if (!page || !window.fromEnd) return page;
  // A count that stopped short of the end (a case search's count past its time limit, count -1) has no end to count back from.
  if (page.count < 0) refuseLastFromEnd(window.take);
  // The last 0 items: none, placed at the end of the list (after `after`).
  if (window.take === 0) return { ...page, items: [], offset: Math.max(window.offset, page.count) };
  // Placed by the resolver (a list planned in its parent's query, or built in memory).
  if (page.offset !== window.offset) return page;
  return page.count - window.offset > window.take ? readAt(page.count - window.take) : page;
}

const MAXIMUM = 'vigilConnectionMaximum';
const READ_ONCE = 'vigilConnectionReadOnce';

/**
 * Field options of a connection whose largest page is not MAX_PAGE_SIZE (passive DNS: the caller's): first/last
 * are checked against it. `readOnce`: each run of the resolver counts (a rate limit's quota), so `last` without
 * `before`, which may read the list twice, is refused naming `last` before the resolver runs.
 */
export function connectionMaximum(max: (ctx: RequestContext) => number, options: { readOnce?: boolean } = {}): { extensions: Record<string, unknown> } {
  return { extensions: { [MAXIMUM]: max, [READ_ONCE]: options.readOnce === true } };
}

function refuseLastFromEnd(take: number): never {
  throw new InvalidFieldError('last', 'this list does not know its end before it is read: last counts back from before (a cursor) or from first here', 'invalid.field.value', String(take));
}

export class ConnectionsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private isConnection(fieldConfig: PothosOutputFieldConfig<Types>): boolean {
    let type = fieldConfig.type;
    while (type.kind === 'List') type = type.type as typeof type;
    if (type.kind !== 'Object') return false;
    try {
      return this.buildCache.getTypeConfig(type.ref as string).extensions?.[PAGE_TYPE] === true;
    } catch {
      return false;
    }
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!this.isConnection(fieldConfig)) return resolver;
    const maximum = fieldConfig.extensions?.[MAXIMUM] as ((ctx: RequestContext) => number) | undefined;
    const readOnce = fieldConfig.extensions?.[READ_ONCE] === true;
    let holder: string | null | undefined;
    const asConnection = (page: Page<unknown> | null) => page && new ConnectionPage(page);
    // A page the resolver answered at once is the connection at once: no promise for each of an
    // answer's nested pages (picture (a): a hundred per request). Only `last` without `before` and
    // a cursor that counts back may read again or wait, and only a page read later waits.
    return (parent, args, ctx, info) => {
      const a = args as Args;
      if (!usesConnectionArgs(a as ConnectionArgs)) {
        const page = resolver(parent, args, ctx, info) as Answer;
        return isThenable(page) ? Promise.resolve(page).then(asConnection) : asConnection(page);
      }
      if (holder === undefined) holder = limitHolder(info);
      const where = holder;
      const context = ctx as unknown as RequestContext;
      const config = maximum ? { paging: { ...context.config.paging, maxLimit: maximum(context) } } : context.config;
      // limit/offset given as well: connectionWindow refuses the mix, naming the connection argument.
      const window = connectionWindow(config, { ...(a as ConnectionArgs), ...pageArgs(a, where) });
      if (window.fromEnd && readOnce) refuseLastFromEnd(window.take);
      const reading = readingOf(window);
      const read = (at: Reading) => resolver(parent, windowArgs(a, where, at), ctx, info) as Answer;
      const first = read(reading);
      if (!window.fromEnd && window.countsBackFrom === undefined && !isThenable(first)) return windowed(window, first);
      return (async () => {
        const page = await lastRows(window, await first, async (offset) => read({ limit: reading.limit, offset }));
        if (page && window.countsBackFrom !== undefined) await checkCountsBackFrom(page, window.countsBackFrom);
        return windowed(window, page);
      })();
    };
  }
}

type Answer = Page<unknown> | null | PromiseLike<Page<unknown> | null>;

/** The connection of the page a window read (`first` and `last`: the last rows of those the window read, none beyond it). */
function windowed(window: ConnectionWindow, page: Page<unknown> | null): ConnectionPage<unknown> | null {
  if (!page) return page;
  if (window.keepLast === undefined) return new ConnectionPage(page, window.take);
  const firstRows = page.items.length > window.take ? { ...page, items: page.items.slice(0, window.take) } : page;
  return new ConnectionPage(keepLastRows(firstRows, window.keepLast), Math.min(window.take, window.keepLast));
}

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      vigilConnections: ConnectionsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('vigilConnections', ConnectionsPlugin);

export const CONNECTIONS_PLUGIN = 'vigilConnections' as const;

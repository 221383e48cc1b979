// Runs one root field with every edge below it selected (selection.ts) as
// one caller, splitting the selection while the server refuses it for a
// limit (cost, tokens, depth), and hands every answer to `visit`.
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { getNamedType, isCompositeType } from 'graphql';
import type { Response, TestApp } from '../app.ts';
import { print, selectAll, split, type Sel } from './selection.ts';

export interface RootCall {
  field: GraphQLField<unknown, unknown>;
  /** Argument values by name (only the ones given). */
  args: Record<string, unknown>;
}

export interface Answer {
  call: RootCall;
  as: string | undefined;
  response: Response;
}

const overLimit = (response: Response) =>
  (response.body?.errors as { extensions?: { messageTemplate?: string } }[] | undefined)?.some(
    (e) => e.extensions?.messageTemplate === 'graphql.limit.exceeded',
  ) ?? false;

/** The value at `path` in `data`; undefined where the path leaves it. */
function valueAt(data: unknown, path: readonly unknown[]): unknown {
  let here = data;
  for (const step of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[String(step)];
  }
  return here;
}

/**
 * An error below the root that hid more than its own field: a non-null field failed and nulled
 * its parent (or further up), so the parent's other edges went unanswered. An error on a
 * nullable field nulls that field alone; its siblings are answered and need no second request.
 */
const hidSiblings = (response: Response) =>
  (response.body?.errors as { path?: unknown[] }[] | undefined)?.some((e) => {
    const path = e.path ?? [];
    if (path.length <= 1) return false;
    const parent = valueAt(response.body?.data, path.slice(0, -1));
    return parent === null || typeof parent !== 'object';
  }) ?? false;

function documentFor(call: RootCall, sels: readonly Sel[] | null): { query: string; variables: Record<string, unknown> } {
  const given = call.field.args.filter((a) => call.args[a.name] !== undefined);
  const declarations = given.map((a, i) => `$v${i}: ${String(a.type)}`);
  const passed = given.map((a, i) => `${a.name}: $v${i}`);
  const variables = Object.fromEntries(given.map((a, i) => [`v${i}`, call.args[a.name]]));
  const head = declarations.length ? `query Walk(${declarations.join(', ')})` : 'query Walk';
  const callText = passed.length ? `${call.field.name}(${passed.join(', ')})` : call.field.name;
  return { query: `${head} { ${callText}${sels ? ` { ${print(sels)} }` : ''} }`, variables };
}

/** Runs the call; answers the number of requests it took. Throws when a piece over a limit cannot be split. */
export async function walkRoot(t: TestApp, schema: GraphQLSchema, call: RootCall, depth: number, as: string | undefined, visit: (answer: Answer) => void): Promise<number> {
  const named = getNamedType(call.field.type);
  const pending: (Sel[] | null)[] = [isCompositeType(named) ? selectAll(schema, named, depth) : null];
  let requests = 0;
  while (pending.length > 0) {
    const sels = pending.pop()!;
    const { query, variables } = documentFor(call, sels);
    const response = await t.graphql(query, variables, as === undefined ? {} : { as });
    requests += 1;
    if (sels && overLimit(response)) {
      const pieces = split(sels);
      if (!pieces) throw new Error(`${call.field.name}: a selection over the limits cannot be split: ${response.text.slice(0, 300)}`);
      pending.push(...pieces);
      continue;
    }
    visit({ call, as, response });
    // An error below the root on a non-null field (one the caller may not read) nulls its parents and
    // hides the other edges there: split until the failing edge stands alone, so the rest is still walked.
    if (sels && hidSiblings(response)) pending.push(...(split(sels) ?? []));
  }
  return requests;
}

// The schema pass that applies the input policy, on a small schema of its own:
// arguments of fields below the root (through fragments and inline fragments)
// are checked before the root resolver runs, since their values reach the
// database through the root's planned query; a declared rule replaces the
// type's. Vigil's own schema has no nested field with arguments yet, so this
// is where that path is exercised.
import {
  execute,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { applyInputPolicy } from '../../src/graphql/input-policy-pass.ts';
import { inputRule } from '../../src/schema/common/input-rules.ts';

const config = loadConfig({ NODE_ENV: 'test' });

function schemaWithProbe() {
  const calls: string[] = [];
  const Item: GraphQLObjectType = new GraphQLObjectType({
    name: 'Item',
    fields: () => ({
      name: { type: GraphQLString },
      children: {
        type: new GraphQLList(Item),
        args: { keyword: { type: GraphQLString }, first: { type: GraphQLInt, extensions: inputRule({ minimum: 0, maximum: 50 }) } },
        resolve: () => [],
      },
    }),
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        item: {
          type: Item,
          args: { code: { type: new GraphQLNonNull(GraphQLString), extensions: inputRule({ maxLength: 5 }) } },
          resolve: () => {
            calls.push('item');
            return { name: 'root' };
          },
        },
      },
    }),
  });
  return { schema: applyInputPolicy(schema), calls };
}

async function run(query: string, variables: Record<string, unknown> = {}) {
  const { schema, calls } = schemaWithProbe();
  const result = (await execute({ schema, document: parse(query), variableValues: variables, contextValue: { config } })) as ExecutionResult;
  return { result, calls };
}

describe('applyInputPolicy', () => {
  it('passes good arguments through to the resolver', async () => {
    const { result, calls } = await run('{ item(code: "abc") { name children(keyword: "x", first: 3) { name } } }');
    expect(result.errors).toBeUndefined();
    expect(calls).toEqual(['item']);
  });

  it('refuses a nested argument before the root resolver runs', async () => {
    const { result, calls } = await run('{ item(code: "abc") { children(keyword: "a\\u0000b") { name } } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'keyword', messageTemplate: 'invalid.field.characters' });
    expect(calls).toEqual([]);
  });

  it('finds nested arguments in variables, fragments and inline fragments, at any depth', async () => {
    const query = `query($k: String) { item(code: "abc") { ...F } }
      fragment F on Item { ... on Item { children { children(keyword: $k) { name } } } }`;
    const { result, calls } = await run(query, { k: 'x\u0007' });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'keyword' });
    expect(calls).toEqual([]);
  });

  it('applies a declared rule: a shorter maximum, an integer range', async () => {
    const long = await run('{ item(code: "abcdef") { name } }');
    expect(long.result.errors?.[0]?.extensions).toMatchObject({ field: 'code', messageTemplate: 'invalid.field.max' });
    const range = await run('{ item(code: "abc") { children(first: 51) { name } } }');
    expect(range.result.errors?.[0]?.extensions).toMatchObject({ field: 'first', messageTemplate: 'invalid.field.max' });
    expect(range.calls).toEqual([]);
  });
});
